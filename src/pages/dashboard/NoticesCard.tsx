import { Card, List, Skeleton, Typography } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '@/components/LoadFailed';
import { useStat } from '@/pages/statistics/data/use-stat';
import { formatUnix } from '@/utils/time';

export interface Notice {
  article_id: string;
  article_name: string;
  content?: string;
  outside_url?: string;
  create_time: number;
}

const NoticeDialog = lazy(() => import('./NoticeDialog'));
const SHOWN = 6;

/** The platform's notices (`base/pages/article-categories/NOTICE/articles`), newest first; one opens in a dialog. */
export function NoticesCard() {
  const { t } = useTranslation('dashboard');
  const notices = useStat<Notice[]>('base/pages/article-categories/NOTICE/articles');
  const [open, setOpen] = useState<Notice | null>(null);
  const list = Array.isArray(notices.data) ? notices.data.slice(0, SHOWN) : [];
  return (
    <Card title={t('notices.title')} data-testid="notices">
      {notices.error ? (
        <LoadFailed title={t('loadFailed')} error={notices.error} onRetry={notices.retry} />
      ) : notices.loading ? (
        <Skeleton active />
      ) : (
        <List
          size="small"
          dataSource={list}
          locale={{ emptyText: t('notices.empty') }}
          renderItem={(notice) => (
            <List.Item extra={<Typography.Text type="secondary">{formatUnix(notice.create_time, 'YYYY-MM-DD')}</Typography.Text>}>
              <Typography.Link ellipsis onClick={() => setOpen(notice)}>{notice.article_name}</Typography.Link>
            </List.Item>
          )}
        />
      )}
      {open && (
        <Suspense>
          <NoticeDialog notice={open} onClose={() => setOpen(null)} />
        </Suspense>
      )}
    </Card>
  );
}
