import { Modal, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '@/components/LoadFailed';
import { Table } from '@/components/Table';
import { useSingleRecord } from '@/engine/data/use-record';
import type { ActionDialogProps } from '@/engine/list/types';
import type { ResellerRow, SupplyGoodsRow } from '@/schemas/supplier/supply-goods';
import { formatMoney } from '@/utils/money';
import { formatUnix } from '@/utils/time';

interface ResellerInfo {
  goods_name?: string;
  sellers?: ResellerRow[];
  [key: string]: unknown;
}

/** The shops reselling one supply goods, with their price and shelf state (`seller/goods/supplier/seller-good-info`). */
export default function ResellersDialog({ records, onClose }: ActionDialogProps<SupplyGoodsRow>) {
  const { t } = useTranslation(['supplier', 'goods']);
  const goods = records[0]!;
  const path = `seller/goods/supplier/seller-good-info?${new URLSearchParams({ goods_id: String(goods.goods_id) })}`;
  const { result, query } = useSingleRecord<ResellerInfo>('supplyGoods', path);
  const sellers = result?.sellers ?? [];
  return (
    <Modal open width={760} title={t('resellers.title', { name: goods.goods_name })} onCancel={onClose} footer={null} data-testid="resellers">
      {query.isError ? (
        <LoadFailed title={t('resellers.failed')} error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <Table<ResellerRow>
          rowKey={(row) => String(row.goods_id)}
          size="small"
          loading={query.isFetching}
          dataSource={sellers}
          pagination={sellers.length > 10 ? { pageSize: 10 } : false}
          locale={{ emptyText: t('resellers.none') }}
          columns={[
            { key: 'shop', title: t('resellers.shop'), dataIndex: 'shop_name' },
            { key: 'price', title: t('resellers.price'), render: (_, row) => formatMoney(row.price) },
            {
              key: 'state',
              title: t('resellers.state'),
              render: (_, row) =>
                Number(row.market_enable) === 1 ? <Tag color="green">{t('goods:status.onSale')}</Tag> : <Tag title={row.under_message}>{t('goods:status.offShelf')}</Tag>,
            },
            { key: 'created', title: t('resellers.listed'), render: (_, row) => formatUnix(row.create_time) },
          ]}
        />
      )}
    </Modal>
  );
}
