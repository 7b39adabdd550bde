import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';

/** What a screen shows when its data could not be loaded: the reason, and a retry. */
export function LoadFailed({ title, onRetry }: { title: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Result
      status="error"
      title={title}
      data-testid="load-failed"
      extra={
        <Button type="primary" onClick={onRetry}>
          {t('common:error.retry')}
        </Button>
      }
    />
  );
}
