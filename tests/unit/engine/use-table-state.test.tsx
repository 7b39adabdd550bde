import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation, useNavigate } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { TableStateSpec } from '@/engine/table-state';
import { useSavedViews } from '@/engine/list/use-saved-views';
import { useTableState } from '@/engine/use-table-state';

const spec: TableStateSpec = { pageSizes: [10, 20], defaultPageSize: 10, filters: { keyword: {} }, sortable: ['price'], tabs: ['onSale', 'offShelf'] };

function renderTableState(path = '/goods/goods-list') {
  const wrapper = ({ children }: { children: ReactNode }) => <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>;
  return renderHook(() => ({ table: useTableState(spec), location: useLocation(), navigate: useNavigate() }), { wrapper });
}

describe('the list state a click changes', () => {
  it('a search made before the chosen tab has rendered keeps the tab', () => {
    const { result } = renderTableState();
    // Both clicks in one turn: the second sees the render from before the first navigation commits.
    act(() => {
      result.current.table.setTab('offShelf');
      result.current.table.setFilters({ keyword: '手机' });
    });
    expect(result.current.location.search).toBe(`?tab=offShelf&keyword=${encodeURIComponent('手机')}`);
    expect(result.current.table.state).toMatchObject({ tab: 'offShelf', filters: { keyword: '手机' }, page: 1 });
  });

  it('a page chosen before the new sort has rendered keeps the sort', () => {
    const { result } = renderTableState('/goods/goods-list?page=3');
    act(() => {
      result.current.table.setSort({ field: 'price', order: 'desc' });
      result.current.table.setPage(2);
    });
    expect(result.current.table.state).toMatchObject({ sort: { field: 'price', order: 'desc' }, page: 2 });
  });

  it('once a change is shown, the next builds on the address shown', () => {
    const { result } = renderTableState();
    act(() => result.current.table.setTab('offShelf'));
    act(() => result.current.table.setFilters({ keyword: 'a' }));
    expect(result.current.location.search).toBe('?tab=offShelf&keyword=a');
    act(() => result.current.table.reset());
    expect(result.current.table.state).toMatchObject({ tab: 'offShelf', filters: {} });
  });

  it('after the user went back, a change builds on the address gone back to', () => {
    const { result } = renderTableState();
    act(() => result.current.table.setTab('offShelf'));
    act(() => void result.current.navigate(-1));
    expect(result.current.location.search).toBe('');
    act(() => result.current.table.setFilters({ keyword: 'a' }));
    expect(result.current.location.search).toBe('?keyword=a');
  });
});

describe('a view saved right after a change', () => {
  it('keeps the tab asked for, though its navigation has not rendered yet, and shows as the current view', () => {
    localStorage.clear();
    const viewSpec: TableStateSpec = { ...spec, filters: {} };
    const wrapper = ({ children }: { children: ReactNode }) => <MemoryRouter initialEntries={['/order/order-list']}>{children}</MemoryRouter>;
    const { result } = renderHook(
      () => {
        const table = useTableState(viewSpec);
        const views = useSavedViews({ storageKey: 'views-test', spec: viewSpec, state: table.state, latest: table.latest, apply: table.apply, columns: { order: [], hidden: [] }, setColumns: () => undefined });
        return { table, views };
      },
      { wrapper },
    );
    act(() => {
      result.current.table.setTab('offShelf');
      result.current.views.save('下架');
    });
    expect(JSON.parse(localStorage.getItem('views-test')!).views[0]).toMatchObject({ name: '下架', search: '?tab=offShelf' });
    expect(result.current.views.entries.find((v) => v.name === '下架')?.active).toBe(true);
  });
});
