/**
 * Whether the file at `indexInBatch` of a batch still fits when `existing` files are already in the list
 * (spec §5: 'file count exceeds limit' beyond it).
 */
export const fitsLimit = (existing: number, indexInBatch: number, limit: number): boolean =>
  limit < 1 || existing + indexInBatch + 1 <= limit;
