import { InboxOutlined } from '@ant-design/icons';
import { useList } from '@refinedev/core';
import { Alert, Button, Card, Space, Tag, Typography, Upload } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '@/components/LoadFailed';
import { Table } from '@/components/Table';
import { Tabs } from '@/components/Tabs';
import { useFeedback } from '@/components/feedback/feedback';
import { useCall } from '@/engine/data/use-call';
import { useOptions } from '@/engine/fields/options';
import type { OrderRow } from '@/schemas/order/orders';
import { BatchShipTable } from '../BatchShipTable';
import { useBatchShip, type ShipRow } from '../use-batch-ship';
import { readShipSheet, tableOfFile, type SheetRow } from './ship-sheet';
import { useSheetOrders } from './use-sheet-orders';

const PAGE_SIZE = 20;

/** Orders waiting to ship, each with its own company and tracking number, shipped together. */
function WaitingOrders() {
  const { t } = useTranslation('order');
  const { message } = useFeedback();
  const [page, setPage] = useState(1);
  const batch = useBatchShip(useCall('orders'));
  const [typed, setTyped] = useState<Record<string, Partial<ShipRow>>>({});
  const { result, query } = useList<OrderRow>({
    resource: 'orders',
    pagination: { currentPage: page, pageSize: PAGE_SIZE },
    filters: [{ field: 'order_status', operator: 'eq', value: 'WAIT_SHIP' }],
    meta: { api: 'seller/trade/orders', silent: true },
  });
  const orders = (result.data ?? []).filter((o) => o.order_operate_allowable_vo?.allow_ship);
  const bySn = new Map(orders.map((o) => [o.sn, o]));
  const rows = orders.map((o) => ({ sn: o.sn, ...typed[o.sn] }));
  const filled = rows.filter((r) => r.logi_id || r.ship_no);
  if (query.isError) return <LoadFailed title={t('delivery.loadFailed')} error={query.error} onRetry={() => void query.refetch()} />;
  const send = async () => {
    const results = await batch.ship(filled, (key) => t(key));
    const done = Object.values(results).filter((r) => r.state === 'done').length;
    void message.info(t('batch.summary', { done, total: filled.length }));
  };
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Typography.Text type="secondary">{t('delivery.waitingHint')}</Typography.Text>
      <BatchShipTable
        rows={rows}
        results={batch.results}
        onChange={(sn, patch) => setTyped((all) => ({ ...all, [sn]: { ...all[sn], ...patch } }))}
        extra={[
          { key: 'goods', title: t('field.goods'), render: (row) => ((bySn.get(row.sn)?.sku_list ?? []) as Array<{ name: string; num: number }>).map((l) => `${l.name} ×${l.num}`).join('; ') },
          { key: 'consignee', title: t('field.consignee'), render: (row) => `${bySn.get(row.sn)?.ship_name ?? ''} ${bySn.get(row.sn)?.ship_mobile ?? ''}` },
        ]}
      />
      <Space style={{ justifyContent: 'space-between', width: '100%' }}>
        <Button type="primary" disabled={!filled.length} loading={batch.busy} onClick={() => void send()} data-testid="ship-waiting">
          {t('batch.send', { count: filled.length })}
        </Button>
        <Space>
          <Button disabled={page === 1} onClick={() => setPage(page - 1)}>{t('delivery.previous')}</Button>
          <span data-testid="delivery-page">{t('delivery.pageOfTotal', { page, pages: Math.max(1, Math.ceil((result.total ?? 0) / PAGE_SIZE)), total: result.total ?? 0 })}</span>
          <Button disabled={page * PAGE_SIZE >= (result.total ?? 0)} onClick={() => setPage(page + 1)}>{t('delivery.next')}</Button>
        </Space>
      </Space>
    </Space>
  );
}

/** Shipments from a spreadsheet: read, previewed with each row's problem, then sent row by row. */
function FromSheet() {
  const { t } = useTranslation('order');
  const { message } = useFeedback();
  const { flat: companies, loading } = useOptions('logisticsCompanies');
  const call = useCall('orders');
  const batch = useBatchShip(call);
  const [file, setFile] = useState<{ name: string; table?: unknown[][] } | null>(null);
  // Checked against the companies as they are now: a sheet read before they arrived is checked again.
  const sheet = useMemo(
    () => (file && !loading ? { name: file.name, ...(file.table ? readShipSheet(file.table, companies) : { rows: [] as SheetRow[], problem: 'sheet.unreadable' }) } : null),
    [companies, file, loading],
  );
  const orders = useSheetOrders(sheet?.rows, call);
  const ready = useMemo(
    () => (sheet?.rows ?? []).filter((r) => !r.problem && orders[r.sn]?.state === 'shippable' && batch.results[r.sn]?.state !== 'done'),
    [batch.results, orders, sheet],
  );

  const read = async (chosen: File) => {
    batch.clear();
    try {
      setFile({ name: chosen.name, table: await tableOfFile(chosen) });
    } catch {
      setFile({ name: chosen.name });
    }
  };
  const send = async () => {
    const results = await batch.ship(ready, (key) => t(key));
    const done = Object.values(results).filter((r) => r.state === 'done').length;
    void message.info(t('batch.summary', { done, total: ready.length }));
  };

  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Upload.Dragger accept=".xlsx,.csv" showUploadList={false} beforeUpload={(file) => {
          void read(file);
          return false;
        }} data-testid="ship-sheet-upload">
        <p className="ant-upload-drag-icon"><InboxOutlined /></p>
        <p>{t('sheet.drop')}</p>
        <p style={{ color: 'var(--ant-color-text-secondary)' }}>{t('sheet.format')}</p>
      </Upload.Dragger>
      {sheet?.problem && <Alert type="error" showIcon message={t(sheet.problem)} data-testid="sheet-problem" />}
      {sheet && sheet.rows.length > 0 && (
        <>
          <Typography.Text>{t('sheet.preview', { name: sheet.name, total: sheet.rows.length, ready: ready.length })}</Typography.Text>
          <Table<SheetRow>
            size="small"
            rowKey={(r) => `${r.line}`}
            pagination={false}
            dataSource={sheet.rows}
            data-testid="sheet-preview"
            columns={[
              { key: 'line', title: t('sheet.line'), dataIndex: 'line', width: 60 },
              { key: 'sn', title: t('field.sn'), dataIndex: 'sn' },
              { key: 'company', title: t('field.logistics'), render: (_, r) => r.logi_name ?? r.company },
              { key: 'no', title: t('field.shipNo'), dataIndex: 'ship_no' },
              {
                key: 'state',
                title: t('batch.result'),
                render: (_, r) => {
                  const result = batch.results[r.sn];
                  const order = orders[r.sn];
                  if (r.problem) return <Tag color="orange">{t(r.problem)}</Tag>;
                  if (order?.state === 'refused') return <Tag color="orange">{order.reason ? t(order.problem, { reason: order.reason }) : t(order.problem)}</Tag>;
                  if (order?.state !== 'shippable') return <Tag>{t('sheet.checking')}</Tag>;
                  if (!result) return <Tag>{t('sheet.ready')}</Tag>;
                  return result.state === 'done' ? <Tag color="green">{t('batch.shipped')}</Tag> : <Tag color="red">{result.reason}</Tag>;
                },
              },
            ]}
          />
          <Button type="primary" disabled={!ready.length} loading={batch.busy} onClick={() => void send()} data-testid="ship-sheet-send">
            {t('batch.send', { count: ready.length })}
          </Button>
        </>
      )}
    </Space>
  );
}

/** order-delivery: ship many orders in one screen, typed in or from a spreadsheet (spec §2 Order). */
export default function OrderDeliveryPage() {
  const { t } = useTranslation('order');
  return (
    <Card title={t('delivery.title')}>
      <Tabs
        items={[
          { key: 'waiting', label: t('delivery.waiting'), children: <WaitingOrders /> },
          { key: 'sheet', label: t('delivery.fromSheet'), children: <FromSheet /> },
        ]}
      />
    </Card>
  );
}
