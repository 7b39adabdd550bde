import { Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { selectionCounts } from './selection';

/** "max N · selected N · remaining N" of the goods, member and image pickers. */
export function SelectionCountsBar({ limit, selected }: { limit?: number; selected: number }) {
  const { t } = useTranslation('pickers');
  const counts = selectionCounts(limit, selected);
  const unlimited = t('counts.unlimited');
  return (
    <Space size="middle" data-testid="selection-counts">
      <span>
        {t('counts.max')}
        <Typography.Text type="danger" data-testid="count-max">{counts.max ?? unlimited}</Typography.Text>
      </span>
      <span>
        {t('counts.selected')}
        <Typography.Text type="danger" data-testid="count-selected">{counts.selected}</Typography.Text>
      </span>
      <span>
        {t('counts.remaining')}
        <Typography.Text type="danger" data-testid="count-remaining">{counts.remaining ?? unlimited}</Typography.Text>
      </span>
    </Space>
  );
}
