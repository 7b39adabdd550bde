import { Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '@/components/feedback/feedback';
import { useCall } from '@/engine/data/use-call';
import type { ActionDialogProps } from '@/engine/list/types';
import type { OrderRow } from '@/schemas/order/orders';
import { BatchShipTable } from './BatchShipTable';
import { useBatchShip, type ShipRow } from './use-batch-ship';

/** Ships the selected orders that allow it: a company and tracking number each, a result each. */
export default function BatchShipDialog({ records, onClose }: ActionDialogProps<OrderRow>) {
  const { t } = useTranslation('order');
  const { message } = useFeedback();
  const batch = useBatchShip(useCall('orders'));
  const [rows, setRows] = useState<ShipRow[]>(() => records.map((r) => ({ sn: r.sn })));
  const pending = rows.filter((r) => batch.results[r.sn]?.state !== 'done');
  const send = async () => {
    const results = await batch.ship(pending, (key) => t(key));
    const done = Object.values(results).filter((r) => r.state === 'done').length;
    void message.info(t('batch.summary', { done, total: pending.length }));
  };
  return (
    <Modal open width={900} title={t('action.batchShip')} onCancel={onClose} okText={t('batch.send', { count: pending.length })}
      okButtonProps={{ disabled: !pending.length, loading: batch.busy }} onOk={() => void send()} data-testid="batch-ship-dialog">
      <BatchShipTable rows={rows} results={batch.results} onChange={(sn, patch) => setRows((all) => all.map((r) => (r.sn === sn ? { ...r, ...patch } : r)))} />
    </Modal>
  );
}
