// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { activate, close, closeAll, closeOthers, EMPTY_TABS, refresh, rememberSearch, restore, retain, visit, withAffixed, type Tab, type TabsState } from '@/layout/tabs/tabs-model';
import { createTabsStore } from '@/layout/tabs/tabs-store';

const tab = (key: string, over: Partial<Tab> = {}): Tab => ({ key, search: '', name: key.slice(1), title: key.slice(1), affix: false, noCache: false, ...over });
const dashboard = tab('/dashboard', { affix: true });
const open = (...keys: string[]) => keys.reduce<TabsState>((s, k) => visit(s, tab(k)), withAffixed(EMPTY_TABS, [dashboard]));
const keys = (s: TabsState) => s.tabs.map((t) => t.key);

describe('tabs of visited pages', () => {
  it('adds a tab per path and dedupes revisits', () => {
    const s = visit(open('/a', '/b'), tab('/a', { search: '?page=2' }));
    expect(keys(s)).toEqual(['/dashboard', '/a', '/b']);
    expect(s.active).toBe('/a');
    expect(s.tabs[1]?.search).toBe('?page=2');
  });

  it('keeps two records as two tabs', () => {
    expect(keys(open('/order/detail/1', '/order/detail/2'))).toEqual(['/dashboard', '/order/detail/1', '/order/detail/2']);
  });

  it('never closes the affixed dashboard', () => {
    const s = open('/a');
    expect(close(s, '/dashboard').state).toBe(s);
    expect(keys(closeAll(s).state)).toEqual(['/dashboard']);
    expect(keys(closeOthers(s, '/a').state)).toEqual(['/dashboard', '/a']);
  });

  it('closing the active tab moves to the last remaining tab', () => {
    const s = visit(open('/a', '/b', '/c'), tab('/b'));
    const { state, navigateTo } = close(s, '/b');
    expect(keys(state)).toEqual(['/dashboard', '/a', '/c']);
    expect(navigateTo).toBe('/c');
    expect(state.active).toBe('/c');
  });

  it('closing another tab stays put', () => {
    const { state, navigateTo } = close(open('/a', '/b'), '/a');
    expect(navigateTo).toBeUndefined();
    expect(state.active).toBe('/b');
  });

  it('close others keeps the chosen one and the affixed; close all goes to /', () => {
    const s = open('/a', '/b', '/c');
    const others = closeOthers(s, '/b');
    expect(keys(others.state)).toEqual(['/dashboard', '/b']);
    expect(others.navigateTo).toBe('/b');
    const all = closeAll(s);
    expect(all.navigateTo).toBe('/');
    expect(all.state.alive).not.toContain('/a');
  });

  it('goes to / when nothing is left', () => {
    const s = visit(EMPTY_TABS, tab('/a'));
    expect(close(s, '/a').navigateTo).toBe('/');
  });

  it('a tab click makes it active at once', () => {
    const s = activate(open('/a', '/b'), '/a');
    expect(s.active).toBe('/a');
    expect(close(s, '/a').navigateTo).toBe('/b');
    expect(activate(s, '/nope')).toBe(s);
  });

  it('refresh bumps the view version', () => {
    const s = refresh(refresh(open('/a'), '/a'), '/a');
    expect(s.versions['/a']).toBe(2);
  });

  it('caps the kept-alive views, evicting the oldest non-active', () => {
    let s = withAffixed(EMPTY_TABS, [dashboard]);
    for (const k of ['/1', '/2', '/3', '/4']) s = visit(s, tab(k), 3);
    expect(s.alive).toEqual(['/2', '/3', '/4']);
    expect(keys(s)).toHaveLength(5);
    s = visit(s, tab('/2'), 3);
    expect(s.alive).toEqual(['/3', '/4', '/2']);
  });

  it('drops a not-cached view when leaving it', () => {
    let s = visit(open('/a'), tab('/good-publish', { noCache: true }));
    expect(s.alive).toContain('/good-publish');
    s = visit(s, tab('/a'));
    expect(s.alive).not.toContain('/good-publish');
    expect(keys(s)).toContain('/good-publish');
  });

  it('persists tabs and restores them, ignoring junk', () => {
    const memory = new Map<string, string>();
    const storage = { getItem: (k: string) => memory.get(k) ?? null, setItem: (k: string, v: string) => void memory.set(k, v), removeItem: (k: string) => void memory.delete(k) };
    const key = () => 'seller_tabs:7';
    const store = createTabsStore(storage, key);
    store.set(open('/a', '/b'));
    const again = createTabsStore(storage, key);
    expect(keys(again.get())).toEqual(['/dashboard', '/a', '/b']);
    expect(again.get().active).toBe('/b');
    expect(again.get().alive).toEqual([]);
    expect(restore({ tabs: [{ key: 'javascript:x', name: 'a', title: 'a' }, 5, null] }).tabs).toEqual([]);
    expect(restore('garbage')).toEqual(EMPTY_TABS);
    memory.set('seller_tabs:7', '{not json');
    expect(createTabsStore(storage, key).get()).toEqual(EMPTY_TABS);
    expect(memory.has('seller_tabs:7')).toBe(false);
  });

  it('remembers a list\'s new search for its tab', () => {
    const s = rememberSearch(open('/a', '/b'), '/a', '?keyword=x');
    expect(s.tabs.find((t) => t.key === '/a')?.search).toBe('?keyword=x');
    expect(rememberSearch(s, '/zzz', '?q')).toBe(s);
  });

  it('drops restored tabs the session cannot open', () => {
    const s = retain(open('/a', '/b'), (t) => t.key !== '/b');
    expect(keys(s)).toEqual(['/dashboard', '/a']);
  });
});
