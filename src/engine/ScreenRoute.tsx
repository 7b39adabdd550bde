import { Suspense, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams } from 'react-router';
import PendingScreen from '@/components/errors/PendingScreen';
import { ViewErrorBoundary } from '@/components/errors/ViewErrorBoundary';
import { useFeedback } from '@/components/feedback/feedback';
import { canOpen } from '@/providers/access-control-provider';
import { isLazyScreen, type LazyScreen, type ScreenContext, type ScreenRef, type ScreenSpec } from './declare';
import { useScreenHost } from './host/screen-host';
import { useLastAllowedPath } from './last-allowed-path';
import { passes, recordIdOf } from './params';
import { screenComponents, screenSpinner as spinner } from './screen-components';
import { namespacesOf } from './screen-namespaces';
import { loadedScreen, loadScreen } from './screen-spec';
import type { RouteEntry } from './routes';

const { list: ListScreen, show: RecordPage, form: FormScreen, settings: SettingsScreen } = screenComponents;

/** Every param present passes its rule (an id is a positive integer up to 2^63 − 1, ...). */
export const paramsValid = (entry: Pick<RouteEntry, 'params'>, params: Readonly<Record<string, string | undefined>>) =>
  Object.entries(entry.params).every(([key, rule]) => params[key] === undefined || passes(rule, params[key]));

/** A route the role lacks is refused with the spec's message, and the user stays where they were. */
function Refused({ title }: { title: string }) {
  const { message } = useFeedback();
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const back = useLastAllowedPath();
  useEffect(() => {
    void message.error(t('session.noPermission', { title }));
    navigate(back.current ?? '/dashboard', { replace: true });
  }, [back, message, navigate, t, title]);
  return null;
}

interface FamilyScreenProps {
  entry: RouteEntry;
  title: string;
  ctx: ScreenContext;
}

/**
 * A screen whose declaration loads with it: the spinner until its spec is in (committed at once, also
 * within a navigation's transition), then the screen. A declaration that fails to load is thrown to
 * the error boundary, whose retry mounts this again and loads it again.
 */
function LoadedScreen({ screen, ...props }: FamilyScreenProps & { screen: LazyScreen }) {
  const [, setLoaded] = useState<ScreenSpec>();
  const [failed, setFailed] = useState<{ screen: LazyScreen; error: unknown }>();
  const spec = loadedScreen(screen);
  useEffect(() => {
    // What this render saw, not what is in now: a spec that arrived since (the opened screen's preload)
    // still needs the render that shows it, or the spinner would stay.
    if (spec) return;
    let current = true;
    loadScreen(screen).then(
      (value) => current && setLoaded(value),
      (error: unknown) => current && setFailed({ screen, error }),
    );
    return () => {
      current = false;
    };
  }, [screen, spec]);
  if (failed?.screen === screen) throw failed.error;
  return spec ? <SpecScreen {...props} spec={spec} /> : spinner;
}

function FamilyScreen({ screen, ...props }: FamilyScreenProps & { screen: ScreenRef }) {
  // The screen's code loads while it waits for its declaration and messages (a repeated import is the
  // same promise).
  screenComponents[screen.kind].warm();
  return isLazyScreen(screen) ? <LoadedScreen {...props} screen={screen} /> : <SpecScreen {...props} spec={screen} />;
}

function SpecScreen({ entry, spec, title, ctx }: FamilyScreenProps & { spec: ScreenSpec }) {
  // The spinner until the namespaces its declaration names are in, rendered rather than suspended on
  // (a Suspense fallback would hold the screen's reveal back: see `preloadable`).
  const { ready } = useTranslation(namespacesOf(spec), { useSuspense: false });
  if (!ready) return spinner;
  const id = recordIdOf(entry.path, ctx.params);
  switch (spec.kind) {
    case 'list':
      return <ListScreen name={entry.name} title={title} family={spec.family} config={spec.config} ctx={ctx} />;
    case 'show':
      return id ? <RecordPage name={entry.name} title={title} family={spec.family} config={spec.config} ctx={ctx} id={id} /> : <Navigate to="/404" replace />;
    case 'form':
      return <FormScreen family={spec.family} mode={spec.mode} config={spec.config} ctx={ctx} id={id} title={title} />;
    case 'settings':
      return <SettingsScreen family={spec.family} config={spec.config} title={title} />;
  }
}

export function ScreenRoute({ entry }: { entry: RouteEntry }) {
  const { t } = useTranslation('menu');
  const params = useParams();
  const host = useScreenHost();
  const title = t(entry.title);
  // The screen's own params, as its route names them (routes.ts `openableAt`): not the shell's splat
  // ('*', the whole path under it), so that a read asked for ahead of the screen has the screen's key.
  const paramsKey = JSON.stringify(Object.fromEntries(Object.entries(params).filter(([name, value]) => name !== '*' && value !== undefined)));
  const ctx = useMemo<ScreenContext>(
    () => ({ params: JSON.parse(paramsKey) as Record<string, string>, shopKind: host.shopKind }),
    [host.shopKind, paramsKey],
  );
  if (!paramsValid(entry, params)) return <Navigate to="/404" replace />;
  // The guard asks the access-control provider, as the menu, the actions and Refine's own hooks do.
  if (!canOpen(entry.name)) return <Refused title={title} />;
  const View = entry.view;
  return (
    <ViewErrorBoundary>
      <Suspense fallback={spinner}>
        {entry.screen ? <FamilyScreen entry={entry} screen={entry.screen} title={title} ctx={ctx} /> : View ? <View /> : <PendingScreen title={title} />}
      </Suspense>
    </ViewErrorBoundary>
  );
}
