import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { signedOutReason, type SignedOutReason } from '@/session/session-end';

const TEXT_OF: Record<SignedOutReason, string> = {
  expired: 'signedOut.expired',
  'refresh-failed': 'signedOut.refreshFailed',
  missing: 'session.missing',
  'routes-failed': 'session.routeFailed',
  closed: 'status.closed',
  applying: 'status.applying',
  refused: 'status.refused',
  'not-applied': 'status.notApplied',
};

/** Why the console signed the user out by itself, once, on the /login it reloaded to. */
export function SignedOutNotice() {
  const { t } = useTranslation('auth');
  const reason = signedOutReason();
  if (!reason) return null;
  return <Alert type="warning" showIcon role="status" message={t('signedOut.title')} description={t(TEXT_OF[reason])} style={{ marginBottom: 16 }} />;
}
