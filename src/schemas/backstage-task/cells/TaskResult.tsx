import { DownloadOutlined, WarningOutlined } from '@ant-design/icons';
import { Button, List, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '@/components/feedback/feedback';
import { downloadFile } from '@/engine/tasks/download';
import { downloadUrl, errorLines, failedCount } from '@/engine/tasks/task-result';
import { isImport, type TaskRow } from '../task-row';

/** What a task came to: the file of a finished export, the error lines of a failed task. */
export function TaskResult({ task }: { task: TaskRow }) {
  const { t } = useTranslation('backstageTask');
  const { message } = useFeedback();
  const [open, setOpen] = useState(false);
  const [saving, setSaving] = useState(false);
  if (task.status === 'success') {
    const url = downloadUrl(task.task_result);
    const save = async (event: React.MouseEvent) => {
      event.preventDefault();
      setSaving(true);
      try {
        await downloadFile(url!, `${task.module_type}-${task.task_id}.xlsx`);
      } catch {
        void message.error(t('result.downloadFailed'));
      } finally {
        setSaving(false);
      }
    };
    // The link stays a link (open in a new tab); a click saves the file.
    return url ? (
      <Button type="link" size="small" icon={<DownloadOutlined />} href={url} loading={saving} onClick={(e) => void save(e)} data-testid="task-download">
        {t('result.download')}
      </Button>
    ) : (
      // An import the server finished without error lines imported every row (it reports no count).
      <Typography.Text type="secondary">{t(isImport(task) ? 'result.importedAll' : 'result.done')}</Typography.Text>
    );
  }
  if (task.status !== 'error') return <Typography.Text type="secondary">{t('result.running')}</Typography.Text>;
  const lines = errorLines(task.task_result);
  if (lines.length === 0) return <Typography.Text type="danger">{t('result.failed')}</Typography.Text>;
  return (
    <>
      <Button type="link" size="small" danger icon={<WarningOutlined />} onClick={() => setOpen(true)} data-testid="task-errors">
        {isImport(task) ? t('result.rowsFailed', { count: failedCount(lines) }) : t('result.errors', { count: lines.length })}
      </Button>
      <Modal open={open} title={t('result.errorsTitle', { name: task.task_name })} onCancel={() => setOpen(false)} footer={null} destroyOnHidden>
        <List
          size="small"
          bordered
          dataSource={lines}
          pagination={lines.length > 10 ? { pageSize: 10, size: 'small' } : false}
          renderItem={(line, i) => (
            <List.Item data-testid="task-error-line">
              <Typography.Text type="danger">
                {i + 1}. {line}
              </Typography.Text>
            </List.Item>
          )}
        />
      </Modal>
    </>
  );
}
