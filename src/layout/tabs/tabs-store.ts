import { useSyncExternalStore } from 'react';
import { storage as session } from '@/session/storage';
import { localStore, readStored } from '@/session/stored-state';
import { isRecord } from '@/utils/guards';
import { EMPTY_TABS, persistable, restore, type Tab, type TabsState } from './tabs-model';

const STORAGE_KEY = 'seller_tabs';

type TabsStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** Stored tabs are the user's: a list of tabs or nothing (a broken entry is dropped and said). */
const asStoredTabs = (value: unknown) => (isRecord(value) && Array.isArray(value.tabs) ? restore(value) : undefined);

/**
 * The tabs bar's state for this page, persisted so the open tabs survive a reload. The open tabs (their
 * search keywords included) are the signed-in user's: stored under the user's own key, so the next user
 * of this browser starts with none.
 */
export function createTabsStore(storage: TabsStorage | undefined = localStore(), keyOf: () => string = () => session.userKey(STORAGE_KEY)) {
  const load = (key: string) => readStored(key, asStoredTabs, storage) ?? EMPTY_TABS;
  let key = keyOf();
  let state: TabsState = load(key);
  const listeners = new Set<() => void>();
  /** Another user signed in on this page: their own tabs. */
  const current = () => {
    const now = keyOf();
    if (now !== key) {
      key = now;
      state = load(key);
    }
    return state;
  };
  return {
    get: current,
    set(next: TabsState) {
      if (next === current()) return;
      state = next;
      try {
        storage?.setItem(key, JSON.stringify(persistable(state)));
      } catch {
        // A full or blocked storage only costs the tabs after a reload.
      }
      listeners.forEach((l) => l());
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export type TabsStore = ReturnType<typeof createTabsStore>;
export const tabsStore = createTabsStore();
export const useTabsState = (store: TabsStore = tabsStore) => useSyncExternalStore(store.subscribe, store.get, store.get);

/** What the tabs bar shows of the tabs: not their searches, which change with every page of a list. */
export interface TabsBarState {
  tabs: Pick<Tab, 'key' | 'title' | 'label' | 'affix'>[];
  active?: string;
}

/**
 * A store's tabs as the bar shows them: the same object while they show the same, so that a new search
 * (a list's next page, its filters) does not render the bar again.
 */
export function tabsBarOf(store: TabsStore) {
  let last: { state: TabsState; bar: TabsBarState; signature: string } | undefined;
  return () => {
    const state = store.get();
    if (last?.state === state) return last.bar;
    const bar: TabsBarState = { tabs: state.tabs.map(({ key, title, label, affix }) => ({ key, title, label, affix })), active: state.active };
    const signature = JSON.stringify(bar);
    last = { state, bar: last?.signature === signature ? last.bar : bar, signature };
    return last.bar;
  };
}

const tabsBar = tabsBarOf(tabsStore);
export const useTabsBarState = () => useSyncExternalStore(tabsStore.subscribe, tabsBar, tabsBar);
