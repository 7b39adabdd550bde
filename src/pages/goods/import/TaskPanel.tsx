import { StopOutlined } from '@ant-design/icons';
import { Alert, Button, List, Popconfirm, Progress, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { progressPercent, type ImportTaskState } from './use-import-task';

interface Props {
  task: ImportTaskState;
  onStop: () => void;
}

const progressStatus = (phase: ImportTaskState['phase']) =>
  phase === 'success' ? 'success' : phase === 'error' ? 'exception' : 'active';

/** The running or ended task: progress, message, error lines, force stop. */
export function TaskPanel({ task, onStop }: Props) {
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
