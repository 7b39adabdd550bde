import { BellOutlined } from '@ant-design/icons';
import { useOne } from '@refinedev/core';
import { Badge, Button, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { badgeText } from '../menu-rules';

/** The unread notices: one row is enough, the count is the page's total. */
const UNREAD = 'seller/shops/shop-notice-logs?is_read=0&page_no=1&page_size=1';
const POLL_MS = 60_000;

/**
 * The shop's unread station notices (api reference §5.4) beside the chat shortcut, leading to the notices.
 * Read under the notices' resource: marking notices read or deleting them there updates the count at once.
 */
export function NoticeEntry({ path }: { path: string }) {
  const { t } = useTranslation('layout');
  const navigate = useNavigate();
  const { result } = useOne<{ data_total?: number }>({
    resource: 'shopNotices',
    id: UNREAD,
    meta: { one: UNREAD, silent: true },
    queryOptions: { refetchInterval: POLL_MS },
  });
  const count = Number(result?.data_total ?? 0);
  const label = count > 0 ? t('header.unread', { count }) : t('header.notices');
  return (
    <Tooltip title={label}>
      <Badge count={count > 0 ? badgeText(count) : 0} size="small" data-testid="notice-badge">
        <Button type="text" aria-label={label} icon={<BellOutlined />} onClick={() => navigate(path)} />
      </Badge>
    </Tooltip>
  );
}
