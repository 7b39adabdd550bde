import { App, Spin } from 'antd';
import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams } from 'react-router';
import PendingScreen from '@/pages/errors/PendingScreen';
import { ViewErrorBoundary } from '@/pages/errors/ViewErrorBoundary';
import type { ListConfig } from './list/types';
import type { RouteEntry } from './routes';

const ListScreen = lazy(() => import('./list/ListScreen'));
import { useLastAllowedPath } from './last-allowed-path';

const paramsMatch = (entry: RouteEntry, params: Record<string, string | undefined>) =>
  Object.entries(entry.params ?? {}).every(([key, rule]) => params[key] === undefined || rule.test(params[key]));

/** A route the role lacks is refused with the spec's message, and the user stays where they were. */
function Refused({ title }: { title: string }) {
  const { message } = App.useApp();
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const back = useLastAllowedPath();
  useEffect(() => {
    void message.error(t('session.noPermission', { title }));
    navigate(back.current ?? '/dashboard', { replace: true });
  }, [back, message, navigate, t, title]);
  return null;
}

export function ScreenRoute({ entry }: { entry: RouteEntry }) {
  const { t } = useTranslation('menu');
  const params = useParams();
  const title = t(entry.title);
  if (!paramsMatch(entry, params)) return <Navigate to="/404" replace />;
  if (!entry.allowed) return <Refused title={title} />;
  const View = entry.view;
  return (
    <ViewErrorBoundary>
      <Suspense fallback={<Spin style={{ display: 'block', margin: '80px auto' }} />}>
        {entry.list ? (
          <ListScreen resource={entry.name} title={title} api={entry.api} config={entry.list as unknown as ListConfig} />
        ) : View ? (
          <View />
        ) : (
          <PendingScreen title={title} />
        )}
      </Suspense>
    </ViewErrorBoundary>
  );
}
