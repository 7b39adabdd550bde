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

export async function loadAllPages<R>(
  getPage: (page: number, pageSize: number) => Promise<PageAnswer<R>>,
  max = LOAD_ALL_MAX_ROWS,
  pageSize = LOAD_ALL_PAGE_SIZE,
): Promise<R[]> {
  const rows: R[] = [];
  for (let page = 1; rows.length < max; page++) {
    const answer = await getPage(page, pageSize);
    rows.push(...answer.data);
    if (!answer.data.length || rows.length >= answer.total) break;
  }
  return rows.slice(0, max);
}
