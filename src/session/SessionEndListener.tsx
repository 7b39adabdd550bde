import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { onSessionEnd } from '@/api';
import { useFeedback } from '@/components/feedback/feedback';
import { leaveSession } from './session-end';
import { storage } from './storage';

/**
 * Once the console's dialogs are there: missing login state alerts first (spec §8); a failed refresh
 * or a 403 goes straight to /login, as before the console had loaded (src/session/session-end.ts).
 */
export function SessionEndListener() {
  const { modal } = useFeedback();
  const { t } = useTranslation('auth');
  useEffect(() => {
    onSessionEnd((reason) => {
      if (reason === 'missing') {
        // Gone now, not when the alert is closed: a reload meanwhile does not find the session.
        storage.clearSession();
        modal.error({ title: t('session.missingTitle'), content: t('session.missing'), onOk: () => leaveSession(reason) });
      } else {
        leaveSession(reason);
      }
    });
  }, [modal, t]);
  return null;
}
