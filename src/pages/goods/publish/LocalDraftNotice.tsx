import { Alert, Button, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatUnix } from '@/utils/time';

/** A local copy of unsaved edits found on opening an editor (the publish form, the SKU editor): restore or discard it. */
export function LocalDraftNotice({ savedAt, busy, onRestore, onDiscard }: { savedAt: number; busy: boolean; onRestore: () => void; onDiscard: () => void }) {
  const { t } = useTranslation('goodsPublish');
  return (
    <Alert
      type="warning"
      showIcon
      data-testid="local-draft"
      message={t('localDraft.found', { time: formatUnix(Math.floor(savedAt / 1000)) })}
      action={
        <Space>
          <Button size="small" type="primary" disabled={busy} onClick={onRestore}>
            {t('localDraft.restore')}
          </Button>
          <Button size="small" onClick={onDiscard}>
            {t('localDraft.discard')}
          </Button>
        </Space>
      }
    />
  );
}
