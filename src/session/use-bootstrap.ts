import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '@/components/feedback/feedback';
import { config, DEMO_SHOP_APPLY_PATH } from '@/config';
import { bootstrapSession, type BootstrapResult, type SessionState } from './bootstrap';
import { earlyReady, takeEarlyBootstrap } from './early-bootstrap';
import { reloadTo } from './navigation';
import { signOut } from './session-api';
import { rememberSignedOutReason, type SignedOutReason } from './session-end';
import type { StatusOutcome } from './shop-status';
import { storage } from './storage';

const REFUSALS: Record<Extract<StatusOutcome, { kind: 'blocked' }>['message'], SignedOutReason> = {
  'auth:status.closed': 'closed',
  'auth:status.applying': 'applying',
  'auth:status.refused': 'refused',
};
const refusalReason = (result: Exclude<BootstrapResult, { kind: 'ready' }>): SignedOutReason =>
  result.kind === 'routes-failed' ? 'routes-failed' : result.outcome.kind === 'blocked' ? REFUSALS[result.outcome.message] : 'not-applied';

type State = { phase: 'loading' } | { phase: 'ready'; session: SessionState } | { phase: 'failed'; error: Error };

/** The buyer site's shop application; in a demo build without a buyer site, the demo's own page. */
const shopApplyUrl = () =>
  config.buyerSiteUrl ? `${config.buyerSiteUrl}/shop/apply` : __DEMO_MODE__ ? `${config.routerBase.replace(/\/$/, '')}${DEMO_SHOP_APPLY_PATH}` : undefined;

/**
 * Runs the start-up checks of the signed-in area once per page load and acts on a refusal:
 * the status message, sign-out and /login (spec §8).
 */
export function useBootstrap() {
  const { modal } = useFeedback();
  const { t } = useTranslation('auth');
  // Checks started with the page that have already let the user in: the console renders at once,
  // without a turn of the start-up spinner.
  const [initial] = useState(earlyReady);
  const [state, setState] = useState<State>(initial ? { phase: 'ready', session: initial.session } : { phase: 'loading' });

  const refuse = useCallback(
    async (result: Exclude<BootstrapResult, { kind: 'ready' }>) => {
      await signOut();
      rememberSignedOutReason(refusalReason(result));
      if (result.kind === 'routes-failed') {
        modal.error({ title: t('session.routeFailedTitle'), content: t('session.routeFailed'), onOk: () => reloadTo('/login') });
      } else if (result.outcome.kind === 'blocked') {
        modal.warning({ title: t('status.title'), content: t(result.outcome.message), onOk: () => reloadTo('/login') });
      } else if (!shopApplyUrl()) {
        // Nowhere to apply from here: say so, and offer no button that goes nowhere.
        modal.warning({ title: t('status.title'), content: t('status.notApplied'), onOk: () => reloadTo('/login') });
      } else {
        modal.confirm({
          title: t('status.title'),
          content: t('status.notApplied'),
          okText: t('status.goOpenShop'),
          cancelText: t('status.cancel'),
          onOk: () => {
            window.open(shopApplyUrl()!, '_blank', 'noopener');
            reloadTo('/login');
          },
          onCancel: () => reloadTo('/login'),
        });
      }
    },
    [modal, t],
  );

  const [attempt, setAttempt] = useState(0);
  // One run of the checks per attempt: the first takes those started at page load; an effect run
  // twice (StrictMode) waits for the same run instead of calling again.
  const started = useRef<{ attempt: number; checks: Promise<BootstrapResult> }>(undefined);

  // Plain calls, before any screen: they decide whether the console's screens mount at all, and keep the session's shop.
  useEffect(() => {
    const user = storage.getUser();
    if (!user) return;
    if (attempt === 0 && initial) {
      // Taken: a later mount (another sign-in without a reload) runs its own checks.
      takeEarlyBootstrap();
      return;
    }
    let live = true;
    if (started.current?.attempt !== attempt) started.current = { attempt, checks: (attempt === 0 && takeEarlyBootstrap()) || bootstrapSession(user) };
    started.current.checks.then(
      (result) => {
        if (!live) return;
        if (result.kind === 'ready') setState({ phase: 'ready', session: result.session });
        else void refuse(result);
      },
      (error: Error) => live && setState({ phase: 'failed', error }),
    );
    return () => {
      live = false;
    };
  }, [refuse, attempt, initial]);

  const retry = useCallback(() => {
    setState({ phase: 'loading' });
    setAttempt((n) => n + 1);
  }, []);

  return { state, retry };
}
