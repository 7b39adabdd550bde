// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { parseTableState, toSearch, type TableStateSpec } from '@/engine/table-state';

const spec: TableStateSpec = {
  pageSizes: [10, 20, 50, 100],
  defaultPageSize: 10,
  filters: { keyword: {}, goods_type: { values: ['NORMAL', 'VIRTUAL'] }, ids: { multiple: true, pattern: /^\d+$/ } },
  sortable: ['price', 'create_time'],
  tabs: ['onSale', 'offShelf'],
};

describe('URL ↔ table state', () => {
  it('reads page, size, filters, sort and tab', () => {
    expect(parseTableState('?tab=offShelf&keyword=手机&goods_type=VIRTUAL&ids=1&ids=9223372036854775807&sort=price:desc&page=3&size=50', spec)).toEqual({
      page: 3,
      pageSize: 50,
      filters: { keyword: '手机', goods_type: 'VIRTUAL', ids: ['1', '9223372036854775807'] },
      sort: { field: 'price', order: 'desc' },
      tab: 'offShelf',
    });
  });

  it('ignores what is invalid or unknown, safely', () => {
    expect(parseTableState('?page=-2&size=7&goods_type=EVIL&ids=1x&sort=password:asc&tab=nope&unknown=1&keyword=', spec)).toEqual({
      page: 1,
      pageSize: 10,
      filters: {},
      sort: undefined,
      tab: undefined,
    });
    expect(parseTableState('?page=1e3&sort=price:sideways', spec)).toMatchObject({ page: 1, sort: undefined });
    expect(parseTableState(`?keyword=${'x'.repeat(500)}`, spec).filters).toEqual({});
  });

  it('writes a stable URL with defaults left out, and round-trips', () => {
    const state = { page: 2, pageSize: 20, filters: { keyword: 'a b', ids: ['1', '2'] }, sort: { field: 'price', order: 'asc' as const }, tab: 'onSale' };
    const search = toSearch(state, spec);
    expect(search).toBe('?tab=onSale&keyword=a+b&ids=1&ids=2&sort=price%3Aasc&page=2&size=20');
    expect(parseTableState(search, spec)).toEqual(state);
    expect(toSearch({ page: 1, pageSize: 10, filters: {} }, spec)).toBe('');
  });
});
