import { Spin } from 'antd';
import { memo, useEffect, useMemo } from 'react';
import { ShellScreenHost } from '@/layout/ShellScreenHost';
import { useTranslation } from 'react-i18next';
import { Navigate, Route, useLocation } from 'react-router';
import { LoadFailed } from '@/components/LoadFailed';
import { config } from '@/config';
import { setCurrentAccess } from '@/access/access-store';
import { LastAllowedPathProvider } from '@/engine/last-allowed-path';
import { buildRouteTable } from '@/engine/routes';
import { ScreenRoute } from '@/engine/ScreenRoute';
import { AppLayout } from '@/layout/AppLayout';
import { screens } from '@/resources';
import type { SessionState } from '@/session/bootstrap';
import { loginPathFor } from '@/session/forward';
import { SessionContext } from '@/session/session-context';
import { storage } from '@/session/storage';
import { useBootstrap } from '@/session/use-bootstrap';
import { endSession, sessionHasEnded } from '@/api/session-events';

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
  // Before the first screen renders: every `canOpen` of this session answers from these.
  setCurrentAccess(table.access, table.rules);
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

function Bootstrapping() {
  const { t } = useTranslation(['auth', 'common']);
  const { state, retry } = useBootstrap();
  if (state.phase === 'ready') return <SignedInRoutes session={state.session} />;
  // A 403 or a failed refresh has ended the session: the page is on its way to /login, with nothing to retry.
  if (state.phase === 'failed' && !sessionHasEnded()) {
    return <LoadFailed title={state.error.message} onRetry={retry} />;
  }
  return <Spin fullscreen tip={t('auth:session.loading')} />;
}

/** Everything but /login and /404 needs a session (spec §2). */
export default function ProtectedArea() {
  const location = useLocation();
  const user = storage.getUser();
  const hasRefresh = Boolean(storage.getRefreshToken());
  const missing = Boolean(user) && !hasRefresh;
  useEffect(() => {
    if (missing) endSession('missing');
  }, [missing]);
  if (!user) return <Navigate to={loginPathFor(`${location.pathname}${location.search}${location.hash}`)} replace />;
  if (missing) return null;
  return <Bootstrapping />;
}
