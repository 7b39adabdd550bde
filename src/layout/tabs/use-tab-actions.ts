import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '@/components/feedback/feedback';
import { VIEW_REMOUNT_MS } from '@/config';
import { useConsoleRouter } from '@/providers/ConsoleRouter';
import { activate, close, closeAll, closeOthers, refresh, startRefresh, type CloseResult } from './tabs-model';
import { dirtyViews } from './dirty-views';
import { tabsStore } from './tabs-store';

/** The tab bar's actions, headless: the store changes, then the router follows. */
export function useTabActions() {
  // The router itself, not useNavigate: that reads the route's context, which every navigation changes,
  // and would render the bar (its tabs and their menus) again with each page of a list. Its own location
  // is also the one to compare: while a page is still loading the screen (and useLocation) shows the
  // page being left, and a click back to it must still navigate.
  const router = useConsoleRouter();
  // A tab's view is already there (kept alive): it shows in the click's own render (`flushSync`). As the
  // router's transition it rendered in slices over the frames that followed, ~20 ms later.
  const navigate = useCallback((to: string) => router.navigate(to, { flushSync: true }), [router]);
  const client = useQueryClient();
  const { modal } = useFeedback();
  const { t } = useTranslation('engine');
  // Closing tabs whose views hold unsaved changes asks first.
  const apply = useCallback(
    ({ state, navigateTo }: CloseResult) => {
      const closing = tabsStore.get().tabs.filter((tab) => !state.tabs.some((kept) => kept.key === tab.key)).map((tab) => tab.key);
      const go = () => {
        closing.forEach((key) => dirtyViews.set(key, false));
        tabsStore.set(state);
        if (navigateTo) navigate(navigateTo);
      };
      if (!dirtyViews.any(closing)) return go();
      modal.confirm({ content: t('form.unsaved'), okText: t('form.leave'), cancelText: t('form.stay'), onOk: go });
    },
    [modal, navigate, t],
  );
  return {
    open: useCallback(
      (key: string) => {
        const tab = tabsStore.get().tabs.find((t) => t.key === key);
        if (!tab) return;
        tabsStore.set(activate(tabsStore.get(), key));
        const to = `${tab.key}${tab.search}`;
        // A click on the tab of the page shown adds no history entry.
        if (router.path !== to) navigate(to);
      },
      [navigate, router],
    ),
    close: useCallback((key: string) => apply(close(tabsStore.get(), key)), [apply]),
    closeOthers: useCallback((key: string) => apply(closeOthers(tabsStore.get(), key)), [apply]),
    closeAll: useCallback(() => apply(closeAll(tabsStore.get())), [apply]),
    refresh: useCallback(
      (key: string) => {
        tabsStore.set(startRefresh(tabsStore.get(), key));
        // The view remounts with its reads marked stale, so it reads the server again, not the cache.
        void client.invalidateQueries({ refetchType: 'none' });
        setTimeout(() => tabsStore.set(refresh(tabsStore.get(), key)), VIEW_REMOUNT_MS);
      },
      [client],
    ),
  };
}
