import { CheckCircleOutlined, CloseCircleOutlined, SyncOutlined } from '@ant-design/icons';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TaskStatus } from '../task-row';

const LOOK: Record<TaskStatus, { color: string; icon: React.ReactNode }> = {
  // The API reports no percentage: a running task spins until the list's poll sees it end.
  processing: { color: 'processing', icon: <SyncOutlined spin /> },
  success: { color: 'success', icon: <CheckCircleOutlined /> },
  error: { color: 'error', icon: <CloseCircleOutlined /> },
};

/** A task's state: running (spinning), done or failed. */
export function TaskStatusTag({ status }: { status: string }) {
  const { t } = useTranslation('backstageTask');
  const look = LOOK[status as TaskStatus];
  return (
    <Tag color={look?.color} icon={look?.icon} data-testid="task-status" data-status={status}>
      {look ? t(`value.${status}`) : status}
    </Tag>
  );
}
