import { useMemo, type ReactNode } from 'react';
import type { ShopKind } from '@/engine/declare';
import { ScreenHostContext, type ScreenHost } from '@/engine/host/screen-host';
import { prefetchFirstPage } from '@/engine/list/first-page';
import { preloadRouteAt } from '@/engine/preload-screen';
import { askRecordAt } from '@/engine/record/early-record';
import type { RouteEntry } from '@/engine/routes';
import { dirtyViews } from './tabs/dirty-views';
import { close, labelTab, rememberSearch } from './tabs/tabs-model';
import { tabsStore } from './tabs/tabs-store';

/** What the shell offers the engine's screens: tab labels and memory, unsaved-changes questions, reads ahead. */
export function ShellScreenHost({ shopKind, routes, children }: { shopKind: ShopKind; routes: readonly RouteEntry[]; children: ReactNode }) {
  const host = useMemo<ScreenHost>(
    () => ({
      shopKind,
      setLabel: (path, label) => tabsStore.set(labelTab(tabsStore.get(), path, label)),
      rememberSearch: (path, search) => tabsStore.set(rememberSearch(tabsStore.get(), path, search)),
      setDirty: (path, dirty) => dirtyViews.set(path, dirty),
      // A view stays alive when left unless its route is not cached.
      dropsOnLeave: (path) => tabsStore.get().tabs.find((t) => t.key === path)?.noCache ?? true,
      readAhead: (path) => {
        askRecordAt(routes, path, shopKind);
        prefetchFirstPage(routes, path, '', shopKind);
        // Its code too, if nothing prepared it (a click with no pointer over the link before).
        preloadRouteAt(routes, path);
      },
      prepare: (path) => preloadRouteAt(routes, path),
      // Only the tab goes: the finished view navigates on by itself (a saved form to its list).
      finish: (path) => tabsStore.set(close(tabsStore.get(), path).state),
    }),
    [routes, shopKind],
  );
  return <ScreenHostContext.Provider value={host}>{children}</ScreenHostContext.Provider>;
}
