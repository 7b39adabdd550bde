import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@/utils/money';
import type { GoodsItem } from './types';

/** The money price (￥, two decimals, thousands separated) or, for points goods, the points. */
export function GoodsPrice({ item }: { item: Pick<GoodsItem, 'goods_price' | 'point_disable' | 'exchange_point'> }) {
  const { t } = useTranslation('pickers');
  return (
    <Typography.Text type="danger">
      {item.point_disable === 1
        ? t('goods.points', { n: item.exchange_point ?? 0 })
        : formatMoney(item.goods_price ?? 0)}
    </Typography.Text>
  );
}
