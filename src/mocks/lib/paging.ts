/** The paging envelope of api-reference §1.2: `{data, page_no, page_size, data_total}`, 1-based. */
export interface Page<T> {
  data: T[];
  page_no: number;
  page_size: number;
  data_total: number;
}

export function paginate<T, R = T>(
  rows: readonly T[],
  query: URLSearchParams,
  map?: (row: T) => R,
  defaultSize = 10,
): Page<R> {
  const pageNo = Math.max(1, Math.floor(Number(query.get('page_no')) || 1));
  const pageSize = Math.min(10000, Math.max(1, Math.floor(Number(query.get('page_size')) || defaultSize)));
  const slice = rows.slice((pageNo - 1) * pageSize, pageNo * pageSize);
  return {
    data: map ? slice.map(map) : (slice as unknown as R[]),
    page_no: pageNo,
    page_size: pageSize,
    data_total: rows.length,
  };
}
