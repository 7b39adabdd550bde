// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { loadAllPages } from '@/engine/list/load-all';

/** A server holding `count` rows, answering at most `cap` per page. */
function server(count: number, cap = Infinity) {
  const asked: Array<[number, number]> = [];
  const rows = Array.from({ length: count }, (_, i) => i + 1);
  const getPage = async (page: number, size: number) => {
    asked.push([page, size]);
    const real = Math.min(size, cap);
    return { data: rows.slice((page - 1) * real, page * real), total: count };
  };
  return { asked, getPage };
}

describe('loading every row of a paged list', () => {
  it('walks the pages up to the total', async () => {
    const s = server(250);
    expect(await loadAllPages(s.getPage)).toEqual(Array.from({ length: 250 }, (_, i) => i + 1));
    expect(s.asked).toEqual([[1, 100], [2, 100], [3, 100]]);
  });

  it('follows a server that caps the page size', async () => {
    const s = server(45, 20);
    expect(await loadAllPages(s.getPage)).toHaveLength(45);
    expect(s.asked.map(([page]) => page)).toEqual([1, 2, 3]);
  });

  it('stops at an empty page and at the limit', async () => {
    expect(await loadAllPages(async () => ({ data: [], total: 99 }))).toEqual([]);
    const s = server(1000);
    expect(await loadAllPages(s.getPage, 150)).toHaveLength(150);
    expect(s.asked).toHaveLength(2);
  });
});

describe('a long load says how far it is and can be stopped', () => {
  it('reports the rows fetched of the total after each page', async () => {
    const s = server(250);
    const seen: Array<[number, number]> = [];
    await loadAllPages(s.getPage, undefined, 100, { onProgress: (fetched, total) => seen.push([fetched, total]) });
    expect(seen).toEqual([[100, 250], [200, 250], [250, 250]]);
  });

  it('counts up to the limit, not past it', async () => {
    const seen: Array<[number, number]> = [];
    await loadAllPages(server(500).getPage, 150, 100, { onProgress: (fetched, total) => seen.push([fetched, total]) });
    expect(seen).toEqual([[100, 150], [150, 150]]);
  });

  it('asks for no page after it is cancelled, and fails as aborted', async () => {
    const s = server(1000);
    const abort = new AbortController();
    const load = loadAllPages(s.getPage, undefined, 100, { signal: abort.signal, onProgress: (fetched) => fetched >= 200 && abort.abort() });
    await expect(load).rejects.toMatchObject({ name: 'AbortError' });
    expect(s.asked.map(([page]) => page)).toEqual([1, 2]);
  });
});
