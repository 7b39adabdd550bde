import { CloseOutlined, DownloadOutlined, FileSearchOutlined } from '@ant-design/icons';
import { Button, Progress, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { downloadFile } from './download';
import type { ExportProgress } from './export-task';
import { creepingPercent, downloadUrl, errorLines } from './task-result';

export const EXPORT_RECORDS_PATH = '/backstage-task/derive-record';

interface Props {
  progress: ExportProgress;
  /** The export records, when the role may open them. */
  records?: string;
  /** The file's name when the server gives none. */
  fileName: string;
  onClose: () => void;
  /** Saving the file failed. */
  onSaveFailed: () => void;
}

/** What became of a server export: its task's state, a moving bar while it runs, its file once ready. */
export function ExportNotice({ progress, records, fileName, onClose, onSaveFailed }: Props) {
  const { t } = useTranslation('engine');
  const [saving, setSaving] = useState(false);
  const { phase, task } = progress;
  const url = phase === 'success' ? downloadUrl(task?.result) : undefined;
  const failure = phase === 'error' ? errorLines(task?.result)[0] : undefined;
  const save = async (event: React.MouseEvent) => {
    event.preventDefault();
    setSaving(true);
    try {
      await downloadFile(url!, fileName);
    } catch {
      onSaveFailed();
    } finally {
      setSaving(false);
    }
  };
  return (
    <span data-testid="export-task" data-phase={phase} style={{ display: 'inline-flex', flexDirection: 'column', alignItems: 'flex-start', gap: 4, minWidth: 260, textAlign: 'start' }}>
      <Space size={4}>
        <Typography.Text strong aria-live="polite">
          {t(`list.exportTask.${phase}`)}
        </Typography.Text>
        <Button type="text" size="small" icon={<CloseOutlined />} aria-label={t('list.exportTask.close')} onClick={onClose} />
      </Space>
      {failure && <Typography.Text type="danger">{failure}</Typography.Text>}
      {phase !== 'unfollowed' ? (
        <Progress
          percent={creepingPercent(phase === 'success' || phase === 'error', progress.polls)}
          status={phase === 'success' ? 'success' : phase === 'error' ? 'exception' : 'active'}
          size="small"
          style={{ width: 240, margin: 0 }}
          aria-label={t('list.exportTask.progress')}
        />
      ) : null}
      <Space size="middle">
        {url && (
          <Button type="link" size="small" style={{ padding: 0 }} icon={<DownloadOutlined />} href={url} loading={saving} onClick={(e) => void save(e)}>
            {t('list.exportTask.download')}
          </Button>
        )}
        {records && (
          <Link to={records} onClick={onClose}>
            <FileSearchOutlined /> {t('list.exportRecords')}
          </Link>
        )}
      </Space>
    </span>
  );
}
