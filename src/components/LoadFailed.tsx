import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { readableServerMessage } from '@/validation/server-errors';
import { Outcome } from './Outcome';

/** What a screen shows when its data could not be loaded: the reason, and a retry. */
export function LoadFailed({ title, error, onRetry }: { title: string; error?: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  // The server's words, with a field's body key in the user's words, as its toasts say them.
  const reason = error instanceof Error && error.message ? readableServerMessage(error.message) : undefined;
  // The wrapper carries the test id: tests and the fault matrix find the failure by it.
  return (
    <div data-testid="load-failed">
      <Outcome
        status="error"
        title={title}
        subTitle={reason}
        extra={
          <Button type="primary" onClick={onRetry}>
            {t('common:error.retry')}
          </Button>
        }
      />
    </div>
  );
}
