import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/** The change from the last period, in percent (none when the last period had nothing to compare with). */
export const changeRate = (current: number, last: number): number | undefined => (last > 0 ? ((current - last) / last) * 100 : undefined);

/** "+12.5 % against 2025-10", green up, red down. */
export function Change({ current, last, lastLabel }: { current: number; last: number; lastLabel: string }) {
  const { t } = useTranslation('statistics');
  const rate = changeRate(current, last);
  if (rate === undefined) return <Typography.Text type="secondary">{t('change.none', { last: lastLabel })}</Typography.Text>;
  const up = rate >= 0;
  return (
    <Typography.Text type={up ? 'success' : 'danger'} data-testid="change">
      {up ? <ArrowUpOutlined /> : <ArrowDownOutlined />} {t('change.rate', { rate: `${up ? '+' : ''}${rate.toFixed(1)}%`, last: lastLabel })}
    </Typography.Text>
  );
}
