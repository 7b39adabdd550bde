import { Refine } from '@refinedev/core';
import { useFeedback } from '@/components/feedback/feedback';
import { config } from '@/config';
import { useEffect, useMemo } from 'react';
import { prefetchFirstPage } from '@/engine/list/first-page';
import { preloadScreenAt } from '@/engine/preload-screen';
import { refineResources } from '@/engine/refine-resources';
import { stopFollowingExports } from '@/engine/tasks/followed-exports';
import { buildRouteTable, everyRoute, routeAt, titleAt } from '@/engine/routes';
import { ConsoleDocumentTitle } from '@/layout/ConsoleDocumentTitle';
import { accessControlProvider } from '@/providers/access-control-provider';
import { authProvider } from '@/providers/auth-provider';
import { dataProvider } from '@/providers/data-provider';
import { i18nProvider } from '@/providers/i18n-provider';
import { notificationProviderFor } from '@/providers/notification-provider';
import { consoleRefineOptions } from '@/providers/query-client';
import { routerProvider } from '@/providers/router-provider';
import { screens } from '@/resources';
import type { SessionState } from '@/session/bootstrap';
import ProtectedArea from './ProtectedArea';
import { StaleOnLanguageChange } from './StaleOnLanguageChange';

const resources = refineResources(screens);
const allRoutes = everyRoute(screens);
const titleKeyAt = (pathname: string) => {
  const entry = routeAt(allRoutes, pathname);
  return entry && titleAt(entry, pathname);
};

/** Starts loading the code and messages of the screen at `pathname` (see src/app/start.ts). */
export const preloadOpenedScreen = (pathname: string) => preloadScreenAt(screens, pathname);

/** The list at the opened address asks for its first page, with the session's routes (see src/app/start.ts). */
export function prefetchOpenedList(pathname: string, search: string, session: SessionState) {
  const { routes } = buildRouteTable(screens, { access: session.access, shopKind: session.shopKind, restricted: config.restricted });
  prefetchFirstPage(routes, pathname, search, session.shopKind);
}

/**
 * Everything past /login: Refine with our providers, the session's checks and the console. Loaded
 * lazily, so that the login page does not carry the console's code.
 */
export default function SignedInConsole() {
  const { message } = useFeedback();
  const notificationProvider = useMemo(() => notificationProviderFor(message), [message]);
  // The export notices go with the console: their tasks are not read on behind a login page.
  useEffect(() => stopFollowingExports, []);
  return (
    <Refine
      routerProvider={routerProvider}
      dataProvider={dataProvider}
      authProvider={authProvider}
      accessControlProvider={accessControlProvider}
      i18nProvider={i18nProvider}
      notificationProvider={notificationProvider}
      resources={resources}
      options={consoleRefineOptions}
    >
      <ConsoleDocumentTitle titleKeyAt={titleKeyAt} />
      <StaleOnLanguageChange />
      <ProtectedArea />
    </Refine>
  );
}
