import { Card, Segmented } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '@/components/LoadFailed';
import { Table } from '@/components/Table';
import { useStat } from '@/pages/statistics/data/use-stat';
import { formatMoney } from '@/utils/money';

interface HotGoods {
  goods_id: string;
  goods_name: string;
  goods_num?: number;
  price?: number;
}

const MEASURES = { num: 'seller/statistics/dashboard/hotGoodsCount', amount: 'seller/statistics/dashboard/hotGoodsAmount' } as const;
type Measure = keyof typeof MEASURES;

/** The best sellers of the range, by quantity or by amount (`{data: [...]}`). */
export function HotGoodsCard({ range }: { range: { start_time: number; end_time: number } }) {
  const { t } = useTranslation('dashboard');
  const [measure, setMeasure] = useState<Measure>('num');
  const hot = useStat<{ data?: HotGoods[] }>(MEASURES[measure], range);
  const rows = hot.data?.data ?? [];
  return (
    <Card
      title={t('hot.title')}
      data-testid="hot-goods"
      extra={<Segmented<Measure> size="small" value={measure} onChange={setMeasure} options={[{ value: 'num', label: t('hot.num') }, { value: 'amount', label: t('hot.amount') }]} />}
    >
      {hot.error ? (
        <LoadFailed title={t('loadFailed')} error={hot.error} onRetry={hot.retry} />
      ) : (
        <Table<HotGoods>
          size="small"
          loading={hot.loading}
          pagination={false}
          rowKey={(row) => String(row.goods_id)}
          dataSource={rows}
          locale={{ emptyText: t('hot.empty') }}
          columns={[
            { key: 'rank', title: t('hot.rank'), width: 56, render: (_, __, index) => index + 1 },
            { key: 'name', title: t('hot.goods'), dataIndex: 'goods_name', ellipsis: true },
            measure === 'num'
              ? { key: 'value', title: t('hot.num'), dataIndex: 'goods_num', align: 'right' as const }
              : { key: 'value', title: t('hot.amount'), dataIndex: 'price', align: 'right' as const, render: (v: number) => formatMoney(v) },
          ]}
        />
      )}
    </Card>
  );
}
