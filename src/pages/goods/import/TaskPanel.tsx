import { DownloadOutlined, FileSearchOutlined, StopOutlined } from '@ant-design/icons';
import { Alert, Button, List, Popconfirm, Progress, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFeedback } from '@/components/feedback/feedback';
import { failedRowsTable, importOutcome } from './import-outcome';
import { progressPercent, type ImportTaskState } from './use-import-task';

interface Props {
  task: ImportTaskState;
  onStop: () => void;
  /** The import records, when the role may open them. */
  records?: string;
}

/** Saves the failed rows as a spreadsheet (its code loads now). */
function FailedRowsButton({ task }: { task: ImportTaskState }) {
  const { t } = useTranslation('goodsImport');
  const { message } = useFeedback();
  const [saving, setSaving] = useState(false);
  const save = async () => {
    setSaving(true);
    try {
      const { downloadSheet } = await import('@/pages/statistics/export/sheet');
      const table = failedRowsTable(task.errors, task.content, { error: t('failed.error'), line: t('failed.line') });
      await downloadSheet(t('failed.file'), (task.fileName ?? '').replace(/\.[^.]*$/, ''), table);
    } catch {
      void message.error(t('failed.saveFailed'));
    } finally {
      setSaving(false);
    }
  };
  return (
    <Button icon={<DownloadOutlined />} loading={saving} onClick={() => void save()} data-testid="import-failed-rows">
      {t('failed.download')}
    </Button>
  );
}

/** "12 rows in the file: 9 imported, 3 failed." */
function OutcomeLine({ task }: { task: ImportTaskState }) {
  const { t } = useTranslation('goodsImport');
  const outcome = importOutcome(task.errors, task.content, task.stopped);
  const parts = [
    outcome.total !== undefined && t(`outcome.total.${outcome.unit}`, { count: outcome.total }),
    outcome.imported !== undefined && t('outcome.imported', { count: outcome.imported }),
    (outcome.failed > 0 || outcome.imported !== undefined) && !task.stopped && t('outcome.failed', { count: outcome.failed }),
  ].filter(Boolean);
  if (!parts.length) return null;
  return <Typography.Text data-testid="import-outcome">{parts.join(t('outcome.separator'))}</Typography.Text>;
}

const progressStatus = (phase: ImportTaskState['phase']) =>
  phase === 'success' ? 'success' : phase === 'error' ? 'exception' : 'active';

/** The running or ended task: progress, message, error lines, force stop. */
export function TaskPanel({ task, onStop, records }: Props) {
  const { t } = useTranslation('goodsImport');
  if (task.phase === 'idle') return null;
  const ended = task.phase === 'success' || task.phase === 'error';
  const message = task.message || t(`phase.${task.phase}`);

  return (
    <section aria-label={t('task.title')} data-testid="import-task">
      <Space direction="vertical" style={{ width: '100%' }}>
        <Typography.Text>
          {t('task.file')}
          <Typography.Text strong>{task.fileName}</Typography.Text>
        </Typography.Text>
        <Progress
          percent={progressPercent(task)}
          status={progressStatus(task.phase)}
          aria-label={t('task.progress')}
        />
        <Space wrap>
          {ended ? (
            <Alert type={task.phase === 'success' ? 'success' : 'error'} showIcon message={message} />
          ) : (
            <Typography.Text type="secondary" aria-live="polite">
              {message}
            </Typography.Text>
          )}
          {records && (
            <Link to={records}>
              <FileSearchOutlined /> {t('records')}
            </Link>
          )}
          {task.phase === 'processing' && (
            <Popconfirm
              title={t('stop.title')}
              description={t('stop.confirm')}
              okText={t('stop.ok')}
              cancelText={t('stop.cancel')}
              okButtonProps={{ danger: true }}
              onConfirm={onStop}
            >
              <Button danger icon={<StopOutlined />} loading={task.stopping}>
                {t('stop.button')}
              </Button>
            </Popconfirm>
          )}
        </Space>
        {ended && <OutcomeLine task={task} />}
        {ended && task.errors.length > 0 && !task.stopped && <FailedRowsButton task={task} />}
        {task.errors.length > 0 && (
          <div data-testid="import-errors">
          <List
            size="small"
            bordered
            header={<Typography.Text strong>{t('errors.title', { count: task.errors.length })}</Typography.Text>}
            dataSource={task.errors.map((line, index) => ({ line, index }))}
            pagination={task.errors.length > 10 ? { pageSize: 10, size: 'small' } : false}
            renderItem={({ line, index }) => (
              <List.Item>
                <Typography.Text type="danger">
                  {index + 1}. {line}
                </Typography.Text>
              </List.Item>
            )}
          />
          </div>
        )}
      </Space>
    </section>
  );
}
