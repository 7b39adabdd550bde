import { useSyncExternalStore } from 'react';
import { EMPTY_TABS, persistable, restore, type TabsState } from './tabs-model';

const STORAGE_KEY = 'seller_tabs';

/** The tabs bar's state for this page, persisted so the open tabs survive a reload. */
export function createTabsStore(storage: Pick<Storage, 'getItem' | 'setItem'> | undefined = globalThis.localStorage) {
  let state: TabsState = EMPTY_TABS;
  try {
    state = restore(JSON.parse(storage?.getItem(STORAGE_KEY) ?? 'null'));
  } catch {
    state = EMPTY_TABS;
  }
  const listeners = new Set<() => void>();
  return {
    get: () => state,
    set(next: TabsState) {
      if (next === state) return;
      state = next;
      try {
        storage?.setItem(STORAGE_KEY, JSON.stringify(persistable(state)));
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
