import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useFeedback } from '@/components/feedback/feedback';
import { useBlocker } from '@/providers/ConsoleRouter';
import { useScreenHost } from '../host/screen-host';

/**
 * Unsaved changes are not lost without a question: leaving the page (when the view is not kept
 * alive), closing its tab, or closing or reloading the browser tab asks first.
 */
export function useLeaveGuard(dirty: boolean) {
  const host = useScreenHost();
  // Read when a navigation starts: a save that navigates away releases the guard at once.
  const guarding = useRef(dirty);
  useEffect(() => {
    guarding.current = dirty;
  }, [dirty]);
  const { modal } = useFeedback();
  const { t } = useTranslation('engine');
  const { pathname } = useLocation();

  useEffect(() => {
    host.setDirty(pathname, dirty);
    return () => host.setDirty(pathname, false);
  }, [dirty, host, pathname]);

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  // Only the page being left asks: a form kept alive behind another tab holds nothing.
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      guarding.current && currentLocation.pathname === pathname && nextLocation.pathname !== pathname && host.dropsOnLeave(pathname),
  );
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    modal.confirm({
      content: t('form.unsaved'),
      okText: t('form.leave'),
      cancelText: t('form.stay'),
      onOk: () => blocker.proceed(),
      onCancel: () => blocker.reset(),
    });
  }, [blocker, modal, t]);

  return {
    /** The changes were saved (or dropped on purpose): the next navigation does not ask. */
    release: useCallback(() => {
      guarding.current = false;
      host.setDirty(pathname, false);
    }, [host, pathname]),
  };
}
