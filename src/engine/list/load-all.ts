/**
 * Every row of a paged list, page after page (a report's spreadsheet export needs all of them, not the
 * page on screen). Stops at the total the server gave, at an empty or short page (a server may cap the
 * page size below the one asked), or at `max` rows.
 */
export interface PageAnswer<R> {
  data: R[];
  total: number;
}

export const LOAD_ALL_PAGE_SIZE = 100;
export const LOAD_ALL_MAX_ROWS = 10_000;

/** How a long load says how far it is, and how it is stopped. */
export interface LoadAllOptions {
  /** After each page: the rows fetched so far and the most there will be (the total, up to `max`). */
  onProgress?: (fetched: number, total: number) => void;
  /** Aborted: no page is asked for after the one under way, and the load fails with an AbortError. */
  signal?: AbortSignal;
}

export async function loadAllPages<R>(
  getPage: (page: number, pageSize: number) => Promise<PageAnswer<R>>,
  max = LOAD_ALL_MAX_ROWS,
  pageSize = LOAD_ALL_PAGE_SIZE,
  { onProgress, signal }: LoadAllOptions = {},
): Promise<R[]> {
  const rows: R[] = [];
  for (let page = 1; rows.length < max; page++) {
    signal?.throwIfAborted();
    const answer = await getPage(page, pageSize);
    signal?.throwIfAborted();
    rows.push(...answer.data);
    onProgress?.(Math.min(rows.length, max), Math.min(Math.max(answer.total, rows.length), max));
    if (!answer.data.length || rows.length >= answer.total) break;
  }
  return rows.slice(0, max);
}
