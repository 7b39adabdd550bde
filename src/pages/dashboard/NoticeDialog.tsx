import { Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { sanitizeHtml } from '@/pages/goods/publish/body';
import { formatUnix } from '@/utils/time';
import type { Notice } from './NoticesCard';

/** One notice: its HTML from the platform, sanitised before it is shown; a link out when it has one. */
export default function NoticeDialog({ notice, onClose }: { notice: Notice; onClose: () => void }) {
  const { t } = useTranslation(['dashboard', 'common']);
  const external = notice.outside_url && /^https?:\/\//i.test(notice.outside_url) ? notice.outside_url : undefined;
  return (
    <Modal open title={notice.article_name} onCancel={onClose} footer={null} width={640}>
      <Typography.Text type="secondary">{formatUnix(notice.create_time)}</Typography.Text>
      <div data-testid="notice-content" style={{ marginTop: 12 }} dangerouslySetInnerHTML={{ __html: sanitizeHtml(notice.content) }} />
      {external && (
        <Typography.Link href={external} target="_blank" rel="noopener noreferrer">
          {t('dashboard:notices.open')}
        </Typography.Link>
      )}
    </Modal>
  );
}
