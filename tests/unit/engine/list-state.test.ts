// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { parseTableState, toSearch, type TableStateSpec } from '@/engine/table-state';

const spec = (prefix?: string): TableStateSpec => ({ prefix, pageSizes: [10, 20], defaultPageSize: 10, filters: { keyword: {} }, sortable: [], tabs: ['a', 'b'] });

describe('lists embedded beside others', () => {
  it('keep their state under their own prefix', () => {
    const state = parseTableState('?payment.page=3&page=2&payment.keyword=x', spec('payment.'));
    expect(state).toMatchObject({ page: 3, filters: { keyword: 'x' } });
    expect(parseTableState('?payment.page=3&page=2', spec()).page).toBe(2);
  });

  it('a prefixed list changes only its own keys; the main list keeps the embedded ones', () => {
    const current = '?page=2&refund.page=4&payment.page=3';
    expect(toSearch({ page: 5, pageSize: 10, filters: {} }, spec('payment.'), current)).toBe('?page=2&refund.page=4&payment.page=5');
    expect(toSearch({ page: 1, pageSize: 10, filters: { keyword: 'k' } }, spec(), current)).toBe('?refund.page=4&payment.page=3&keyword=k');
  });
});
