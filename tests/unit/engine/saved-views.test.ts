import { act, renderHook } from '@testing-library/react';
import { useState } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ColumnSettings } from '@/engine/list/column-settings';
import { asSavedViews, removeView, toggleDefault, viewsKey, type BuiltInView } from '@/engine/list/saved-views';
import { useSavedViews } from '@/engine/list/use-saved-views';
import { parseTableState, toSearch, type TableState, type TableStateSpec } from '@/engine/table-state';

const spec: TableStateSpec = {
  pageSizes: [10, 20, 50],
  defaultPageSize: 10,
  filters: { order_sn: {}, end_time: { pattern: /^\d{1,12}$/ }, order_status: { values: ['WAIT_PAY', 'WAIT_SHIP'] } },
  sortable: ['create_time'],
  tabs: ['ALL', 'WAIT_PAY', 'WAIT_SHIP'],
};
const key = viewsKey('7', 'orderList');
const NOW = 1_764_000_000;
const builtIns: BuiltInView[] = [{ key: 'unpaid', label: 'order:view.unpaidOver24h', state: (now) => ({ tab: 'WAIT_PAY', filters: { end_time: String(now - 86400) } }) }];

/** The hook over a list whose address is `search` (the way the list screen drives it). */
function mount(search = '', options: { storageKey?: string; ready?: boolean } = {}) {
  return renderHook(({ storageKey = key, ready = true }) => {
    const [address, setAddress] = useState(search);
    const [columns, setColumnsState] = useState<ColumnSettings>({ order: ['sn', 'buyer'], hidden: [] });
    const [replaced, setReplaced] = useState(false);
    const state = parseTableState(address, spec);
    const views = useSavedViews({
      storageKey,
      ready,
      spec,
      state,
      apply: (next: TableState, options) => {
        setAddress(toSearch(next, spec));
        setReplaced(Boolean(options?.replace));
      },
      columns,
      setColumns: (next) => setColumnsState({ order: next.order ?? columns.order, hidden: next.hidden ?? [] }),
      builtIns,
      now: () => NOW,
    });
    return { views, address, setAddress, columns, setColumnsState, replaced };
  }, { initialProps: options });
}

beforeEach(() => localStorage.clear());

describe('saved views of a list', () => {
  it('keep the search, tab, sort, page size and columns under a name, and bring them back', () => {
    const { result } = mount('?tab=WAIT_SHIP&order_sn=2026&sort=create_time:desc&size=20&page=3');
    act(() => result.current.setColumnsState({ order: ['buyer', 'sn'], hidden: ['sn'] }));
    act(() => void result.current.views.save('待发货大单'));
    const stored = JSON.parse(localStorage.getItem(key)!);
    expect(stored.views[0]).toMatchObject({ name: '待发货大单', search: '?tab=WAIT_SHIP&order_sn=2026&sort=create_time%3Adesc&size=20', columns: { order: ['buyer', 'sn'], hidden: ['sn'] } });

    act(() => result.current.setAddress(''));
    act(() => result.current.setColumnsState({ order: ['sn', 'buyer'], hidden: [] }));
    expect(result.current.views.entries.find((v) => !v.builtIn)?.active).toBe(false);
    act(() => result.current.views.apply(stored.views[0].id));
    expect(result.current.address).toBe('?tab=WAIT_SHIP&order_sn=2026&sort=create_time%3Adesc&size=20');
    expect(result.current.columns).toEqual({ order: ['buyer', 'sn'], hidden: ['sn'] });
    expect(result.current.views.entries.find((v) => !v.builtIn)).toMatchObject({ name: '待发货大单', active: true });
  });

  it('refuse a blank name and one already used, rename, and delete', () => {
    const { result } = mount('?tab=WAIT_PAY');
    expect(result.current.views.problemOf('  ')).toBe('engine:views.nameRequired');
    let id: string | undefined;
    act(() => void (id = result.current.views.save('Unpaid')));
    expect(result.current.views.problemOf(' unpaid ')).toBe('engine:views.nameTaken');
    act(() => void result.current.views.save('unpaid'));
    expect(result.current.views.entries.filter((v) => !v.builtIn)).toHaveLength(1);
    act(() => void result.current.views.rename(id!, 'Awaiting payment'));
    expect(result.current.views.entries.find((v) => v.id === id)?.name).toBe('Awaiting payment');
    act(() => result.current.views.remove(id!));
    expect(result.current.views.entries.filter((v) => !v.builtIn)).toHaveLength(0);
  });

  it('open with the default view when the address says nothing of the list, in place of that address', () => {
    localStorage.setItem(key, JSON.stringify({ views: [{ id: 'v1', name: 'Ship', search: '?tab=WAIT_SHIP&size=50' }], defaultId: 'v1' }));
    const { result } = mount('');
    expect(result.current.address).toBe('?tab=WAIT_SHIP&size=50');
    expect(result.current.replaced).toBe(true);
  });

  it('look for the default view once the user is known, not under the key of nobody', () => {
    localStorage.setItem(key, JSON.stringify({ views: [{ id: 'v1', name: 'Ship', search: '?tab=WAIT_SHIP' }], defaultId: 'v1' }));
    const { result, rerender } = mount('', { storageKey: viewsKey(undefined, 'orderList'), ready: false });
    expect(result.current.address).toBe('');
    rerender({ storageKey: key, ready: true });
    expect(result.current.address).toBe('?tab=WAIT_SHIP');
    expect(result.current.views.entries.find((v) => v.id === 'v1')).toMatchObject({ isDefault: true, active: true });
  });

  it('keep a tab chosen before the user was known', () => {
    localStorage.setItem(key, JSON.stringify({ views: [{ id: 'v1', name: 'Ship', search: '?tab=WAIT_SHIP' }], defaultId: 'v1' }));
    const { result, rerender } = mount('', { storageKey: viewsKey(undefined, 'orderList'), ready: false });
    act(() => result.current.setAddress('?tab=WAIT_PAY'));
    rerender({ storageKey: key, ready: true });
    expect(result.current.address).toBe('?tab=WAIT_PAY');
  });

  it('keep the address a link opened, default or not', () => {
    localStorage.setItem(key, JSON.stringify({ views: [{ id: 'v1', name: 'Ship', search: '?tab=WAIT_SHIP' }], defaultId: 'v1' }));
    const { result } = mount('?tab=WAIT_PAY');
    expect(result.current.address).toBe('?tab=WAIT_PAY');
  });

  it('apply a built-in view with the filters of the moment, and share it as the list state', () => {
    const { result } = mount('');
    act(() => result.current.views.apply('builtin:unpaid'));
    expect(result.current.address).toBe(`?tab=WAIT_PAY&end_time=${NOW - 86400}`);
    expect(result.current.views.entries[0]).toMatchObject({ builtIn: true, active: true });
    expect(result.current.views.searchOf('builtin:unpaid')).toBe(`?tab=WAIT_PAY&end_time=${NOW - 86400}`);
  });

  it('share a saved view as only what the list still knows', () => {
    localStorage.setItem(key, JSON.stringify({ views: [{ id: 'v1', name: 'Old', search: '?tab=GONE&order_status=HACKED&order_sn=1&size=999' }] }));
    const { result } = mount('');
    expect(result.current.views.searchOf('v1')).toBe('?order_sn=1');
  });
});

describe('stored views are checked on load', () => {
  it('drop a view that fails its check, keep the rest', () => {
    const checked = asSavedViews({
      views: [
        { id: 'v1', name: 'ok', search: '?tab=ALL' },
        { id: 'v2', name: '', search: '' },
        { id: 'v3', name: 'x', search: 'javascript:alert(1)' },
        { id: 'v4', name: 'cols', search: '', columns: { order: [1] } },
        { id: 'v1', name: 'twice', search: '' },
        'text',
      ],
      defaultId: 'v3',
    });
    expect(checked).toEqual({ views: [{ id: 'v1', name: 'ok', search: '?tab=ALL' }] });
  });

  it('refuse what is not a list of views', () => {
    expect(asSavedViews([])).toBeUndefined();
    expect(asSavedViews({ views: 'x' })).toBeUndefined();
  });

  it('a default is one view at most, and goes with its view', () => {
    const saved = { views: [{ id: 'v1', name: 'a', search: '' }], defaultId: 'v1' };
    expect(toggleDefault(saved, 'v1').defaultId).toBeUndefined();
    expect(toggleDefault({ views: saved.views }, 'builtin:x').defaultId).toBe('builtin:x');
    expect(removeView(saved, 'v1')).toEqual({ views: [] });
  });
});
