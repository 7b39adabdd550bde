/** Stored state is checked where it is read, and what a user leaves is theirs. */
import Cookies from 'js-cookie';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { asColumnSettings } from '@/engine/list/column-settings';
import { EMPTY_TABS, restore, type Tab } from '@/layout/tabs/tabs-model';
import { createTabsStore } from '@/layout/tabs/tabs-store';
import { asLocalDraft, localDraftKey, readLocalDraft, writeLocalDraft } from '@/pages/goods/publish/local-draft';
import { emptyValues } from '@/pages/goods/publish/body';
import { KEYS, storage } from '@/session/storage';
import { onStoredStateDropped, readStored, resetStoredStateNotice } from '@/session/stored-state';
import { clearCookies } from '../../helpers/session';

const tab = (key: string, search = ''): Tab => ({ key, search, name: key, title: key, affix: false, noCache: false });
const as = (uid: number, username: string) => storage.setUser({ uid, username, role_id: 1 });

beforeEach(() => {
  localStorage.clear();
  resetStoredStateNotice();
});
afterEach(clearCookies);

describe('readStored', () => {
  it('drops what fails its check and says so once, however many entries fail', () => {
    let told = 0;
    onStoredStateDropped(() => told++);
    localStorage.setItem('a', '{broken');
    localStorage.setItem('b', '"text"');
    const asObject = (v: unknown) => (v && typeof v === 'object' ? v : undefined);
    expect(readStored('a', asObject)).toBeUndefined();
    expect(readStored('b', asObject)).toBeUndefined();
    expect(localStorage.getItem('a')).toBeNull();
    expect(localStorage.getItem('b')).toBeNull();
    expect(told).toBe(1);
    // A listener that comes later still hears it (the drop happened before the page had mounted).
    let late = 0;
    onStoredStateDropped(() => late++);
    expect(late).toBe(1);
  });

  it('an absent entry is no drop', () => {
    let told = 0;
    onStoredStateDropped(() => told++);
    expect(readStored('none', () => 1)).toBeUndefined();
    expect(told).toBe(0);
  });
});

describe('checks of each stored thing', () => {
  it('column settings: two lists of keys or nothing', () => {
    expect(asColumnSettings({ order: ['a'], hidden: [] })).toEqual({ order: ['a'], hidden: [] });
    expect(asColumnSettings({})).toEqual({ order: undefined, hidden: undefined });
    expect(asColumnSettings({ order: { 0: 'a' } })).toBeUndefined();
    expect(asColumnSettings({ hidden: 'a' })).toBeUndefined();
    expect(asColumnSettings(['a'])).toBeUndefined();
  });

  it('local draft: every field the form is filled with', () => {
    const good = { values: { ...emptyValues(), goods_name: 'x', brand_id: null }, category: { ids: ['1'], id: '2', name: 'c' }, saved_at: 1 };
    expect(asLocalDraft(good)).toBe(good);
    expect(asLocalDraft({ ...good, values: { ...good.values, gallery: 'x' } })).toBeUndefined();
    expect(asLocalDraft({ ...good, values: { ...good.values, intro_list: [{ type: 'html', content: '' }] } })).toBeUndefined();
    expect(asLocalDraft({ ...good, values: { ...good.values, price: 5 } })).toBeUndefined();
    expect(asLocalDraft({ ...good, values: { ...good.values, params: { 1: {} } } })).toBeUndefined();
    expect(asLocalDraft({ ...good, category: { id: 2 } })).toBeUndefined();
    expect(asLocalDraft({ ...good, saved_at: 'now' })).toBeUndefined();
    expect(asLocalDraft({ ...good, values: { ...good.values, goods_type: 'X' } })).toBeUndefined();
  });

  it('tabs: paths of this console, queries and texts only', () => {
    const restored = restore({ tabs: [{ ...tab('//evil.example'), label: 'x' }, { ...tab('/a', 'javascript:x'), label: { a: 1 } }] });
    expect(restored.tabs).toEqual([tab('/a')]);
  });

  it('the session user cookie must be a user', () => {
    let told = 0;
    onStoredStateDropped(() => told++);
    Cookies.set(KEYS.user, '{"uid":{}}');
    expect(storage.getUser()).toBeUndefined();
    expect(Cookies.get(KEYS.user)).toBeUndefined();
    expect(told).toBe(1);
    as(7, 'owner');
    expect(storage.getUser()).toMatchObject({ uid: 7, username: 'owner' });
  });
});

describe("what a user leaves in the browser is the user's", () => {
  it('the open tabs and their search keywords are not shown to the next user', () => {
    as(1, 'alice');
    const store = createTabsStore();
    store.set({ ...EMPTY_TABS, tabs: [tab('/goods/goods-list', '?keyword=secret')], active: '/goods/goods-list' });
    storage.clearSession();
    as(2, 'bob');
    expect(store.get().tabs).toEqual([]);
    expect(createTabsStore().get().tabs).toEqual([]);
    expect(JSON.stringify(createTabsStore().get())).not.toContain('secret');
    // Alice finds her own tabs when she comes back.
    storage.clearSession();
    as(1, 'alice');
    expect(createTabsStore().get().tabs.map((t) => t.search)).toEqual(['?keyword=secret']);
  });

  it('an unsaved goods draft is not offered to the next user', () => {
    as(1, 'alice');
    writeLocalDraft(localDraftKey(undefined, false), { values: { ...emptyValues(), goods_name: 'alice draft' }, category: null });
    storage.clearSession();
    as(2, 'bob');
    expect(readLocalDraft(localDraftKey(undefined, false))).toBeNull();
    storage.clearSession();
    as(1, 'alice');
    expect(readLocalDraft(localDraftKey(undefined, false))?.values.goods_name).toBe('alice draft');
  });
});
