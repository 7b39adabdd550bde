import { useCustom } from '@refinedev/core';
import { Input, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Table } from '@/components/Table';
import { formatMoney } from '@/utils/money';
import { formatUnix } from '@/utils/time';

interface OrderRow {
  sn: string;
  create_time: number;
  order_amount?: number;
  member_name?: string;
  [key: string]: unknown;
}

/** Picks one of the shop's orders (`seller/trade/orders`, searched by sn or buyer) to send as an order card. */
export function OrderPickerDialog({ open, buyerName, onClose, onPick }: { open: boolean; buyerName?: string; onClose: () => void; onPick: (sn: string) => void }) {
  const { t } = useTranslation('chat');
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState(1);
  const { result, query } = useCustom<{ data?: OrderRow[]; data_total?: number }>({
    url: 'seller/trade/orders',
    method: 'get',
    config: { query: { page_no: page, page_size: 10, ...(keyword ? { order_sn: keyword } : buyerName ? { buyer_name: buyerName } : {}) } },
    queryOptions: { enabled: open },
  });
  const rows = result.data?.data ?? [];
  return (
    <Modal open={open} width={720} title={t('order.title')} onCancel={onClose} footer={null} destroyOnHidden data-testid="order-picker">
      <Input.Search allowClear placeholder={t('order.search')} onSearch={(value) => { setKeyword(value.trim()); setPage(1); }} style={{ marginBottom: 12 }} />
      <Table<OrderRow>
        size="small"
        rowKey="sn"
        loading={query.isFetching}
        dataSource={rows}
        pagination={{ current: page, pageSize: 10, total: Number(result.data?.data_total ?? 0), onChange: setPage }}
        // A row is picked by click, or by Enter once it has the keyboard's focus.
        onRow={(row) => ({
          onClick: () => onPick(String(row.sn)),
          onKeyDown: (e) => e.key === 'Enter' && onPick(String(row.sn)),
          tabIndex: 0,
          style: { cursor: 'pointer' },
        })}
        columns={[
          { key: 'sn', title: t('order.sn'), dataIndex: 'sn' },
          { key: 'buyer', title: t('order.buyer'), dataIndex: 'member_name' },
          { key: 'amount', title: t('order.amount'), render: (_, row) => formatMoney(row.order_amount ?? 0) },
          { key: 'time', title: t('order.time'), render: (_, row) => formatUnix(row.create_time) },
        ]}
      />
    </Modal>
  );
}
