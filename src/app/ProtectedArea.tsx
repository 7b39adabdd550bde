import { Spin } from 'antd';
import { useIsAuthenticated, useOnError } from '@refinedev/core';
import { memo, useEffect, useMemo } from 'react';
import { ShellScreenHost } from '@/layout/ShellScreenHost';
import { useTranslation } from 'react-i18next';
import { Navigate, Route, useLocation } from 'react-router';
import { LoadFailed } from '@/components/LoadFailed';
import { config } from '@/config';
import { grantAccess } from '@/providers/access-control-provider';
import { LastAllowedPathProvider } from '@/engine/last-allowed-path';
import { buildRouteTable } from '@/engine/routes';
import { ScreenRoute } from '@/engine/ScreenRoute';
import { AppLayout } from '@/layout/AppLayout';
import { screens } from '@/resources';
import type { SessionState } from '@/session/bootstrap';
import { SessionContext } from '@/session/session-context';
import { useBootstrap } from '@/session/use-bootstrap';
import { sessionHasEnded } from '@/api/session-events';

/**
 * The signed-in console, rendered again only when its session changes: a navigation re-renders what reads
 * the address (the shell's breadcrumb and tabs, the visible screen), not the kept-alive screens behind
 * the other tabs (a new `routes` element would re-render every one of them).
 */
const SignedInRoutes = memo(function SignedInRoutes({ session }: { session: SessionState }) {
  // Generated once per sign-in (or reload) from the role's permissions (spec §4).
  const table = useMemo(
    () => buildRouteTable(screens, { access: session.access, shopKind: session.shopKind, restricted: config.restricted }),
    [session],
  );
  // Before the first screen renders: every permission answer of this session (the access-control provider) comes from these.
  grantAccess(table.access, table.rules);
  const routes = useMemo(
    () => (
      <>
        <Route index element={<Navigate to="/dashboard" replace />} />
        {table.redirects.map((r) => (
          <Route key={r.from} path={r.from} element={<Navigate to={r.to} replace />} />
        ))}
        {table.routes.map((entry) => (
          <Route key={entry.name} path={entry.path} element={<ScreenRoute entry={entry} />} />
        ))}
        <Route path="*" element={<Navigate to="/404" replace />} />
      </>
    ),
    [table],
  );
  const value = useMemo(() => ({ ...session, table }), [session, table]);
  return (
    <SessionContext.Provider value={value}>
      <ShellScreenHost shopKind={session.shopKind} routes={table.routes}>
        <LastAllowedPathProvider routes={table.routes}>
          <AppLayout routes={routes} />
        </LastAllowedPathProvider>
      </ShellScreenHost>
    </SessionContext.Provider>
  );
});

/** While the session is checked and its start-up calls answer: one spinner, whichever is under way. */
function SessionLoading() {
  const { t } = useTranslation('auth');
  return <Spin fullscreen tip={t('session.loading')} />;
}

function Bootstrapping() {
  const { state, retry } = useBootstrap();
  if (state.phase === 'ready') return <SignedInRoutes session={state.session} />;
  // A 403 or a failed refresh has ended the session: the page is on its way to /login, with nothing to retry.
  if (state.phase === 'failed' && !sessionHasEnded()) {
    return <LoadFailed title={state.error.message} onRetry={retry} />;
  }
  return <SessionLoading />;
}

/** Everything but /login and /404 needs a session (spec §2): the route guard asks the auth provider's `check`. */
export default function ProtectedArea() {
  const location = useLocation();
  // Each time the area opens it asks anew (gcTime 0: the answer goes with the area): the console's cache
  // outlives the area, and a "not signed in" kept from before a sign-in on the console's /login sent the
  // user, signed in, back to /login and on to / instead of the address they came for.
  const { data: checked } = useIsAuthenticated({ params: { path: `${location.pathname}${location.search}${location.hash}` }, queryOptions: { gcTime: 0 } });
  const { mutate: reportError } = useOnError();
  const error = checked?.error;
  // A lost login state (spec §8) or a failed refresh: the auth provider's onError ends the session.
  useEffect(() => {
    if (error) reportError(error);
  }, [error, reportError]);
  if (!checked) return <SessionLoading />;
  if (!checked.authenticated) return checked.redirectTo ? <Navigate to={checked.redirectTo} replace /> : null;
  return <Bootstrapping />;
}
