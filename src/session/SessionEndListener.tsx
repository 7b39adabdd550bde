import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { onSessionEnd } from '@/api';
import { useFeedback } from '@/components/feedback/feedback';
import { loginPathFor } from './forward';
import { currentConsolePath, reloadTo } from './navigation';
import { storage } from './storage';

/**
 * Ends the session the api client gives up on — once, however many calls failed together:
 * missing login state alerts first (spec §8); a failed refresh or a 403 goes straight to /login.
 */
export function SessionEndListener() {
  const { modal } = useFeedback();
  const { t } = useTranslation('auth');
  useEffect(() => {
    onSessionEnd((reason) => {
      const target = loginPathFor(currentConsolePath());
      storage.clearSession();
      if (reason === 'missing') {
        modal.error({ title: t('session.missingTitle'), content: t('session.missing'), onOk: () => reloadTo(target) });
      } else {
        reloadTo(target);
      }
    });
  }, [modal, t]);
  return null;
}
