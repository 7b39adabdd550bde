import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { VIEW_REMOUNT_MS } from '@/config';
import { activate, close, closeAll, closeOthers, refresh, startRefresh, type CloseResult } from './tabs-model';
import { tabsStore } from './tabs-store';

/** The tab bar's actions, headless: the store changes, then the router follows. */
export function useTabActions() {
  const navigate = useNavigate();
  const apply = useCallback(
    ({ state, navigateTo }: CloseResult) => {
      tabsStore.set(state);
      if (navigateTo) navigate(navigateTo);
    },
    [navigate],
  );
  return {
    open: useCallback(
      (key: string) => {
        const tab = tabsStore.get().tabs.find((t) => t.key === key);
        if (!tab) return;
        tabsStore.set(activate(tabsStore.get(), key));
        navigate(`${tab.key}${tab.search}`);
      },
      [navigate],
    ),
    close: useCallback((key: string) => apply(close(tabsStore.get(), key)), [apply]),
    closeOthers: useCallback((key: string) => apply(closeOthers(tabsStore.get(), key)), [apply]),
    closeAll: useCallback(() => apply(closeAll(tabsStore.get())), [apply]),
    refresh: useCallback((key: string) => {
      tabsStore.set(startRefresh(tabsStore.get(), key));
      setTimeout(() => tabsStore.set(refresh(tabsStore.get(), key)), VIEW_REMOUNT_MS);
    }, []),
  };
}
