import { useCustom } from '@refinedev/core';
import { Form, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Table } from '@/components/Table';
import { useFeedback } from '@/components/feedback/feedback';
import type { ActionDialogProps } from '@/engine/list/types';
import { useCall } from '@/engine/data/use-call';
import { NumberInput } from '@/engine/fields/inputs/number';
import type { Field } from '@/engine/fields/registry';
import type { GoodsRow } from '@/schemas/goods/goods';
import { fillPath } from '@/utils/api-path';

interface Sku {
  sku_id: string | number;
  sn?: string;
  quantity: number;
  enable_quantity?: number;
  spec_list?: Array<{ spec_value_name: string }>;
}

export const MAX_STOCK = 99_999_999;

/** The engine's number input keeps what was typed (`12.5` stays `12.5`, refused, never rounded and sent). */
const QUANTITY: Field = { key: 'quantity', label: 'goods:stock.quantity', type: 'number', props: { style: { width: 140 } } };

/** Edit the stock of each SKU of one goods (0–99 999 999): `PUT seller/goods/{id}/quantity`. */
export default function StockDialog({ records, onClose, onDone }: ActionDialogProps<GoodsRow>) {
  const { t } = useTranslation(['goods', 'engine']);
  const { message } = useFeedback();
  const goods = records[0]!;
  const call = useCall('goods');
  const [form] = Form.useForm<Record<string, number>>();
  const [saving, setSaving] = useState(false);
  const { result, query } = useCustom<Sku[]>({ url: fillPath('seller/goods/{id}/skus', { id: goods.goods_id }), method: 'get' });
  const skus = Array.isArray(result.data) ? result.data : [];

  const save = async (values: Record<string, number>) => {
    setSaving(true);
    try {
      const body = skus.map((s) => ({ sku_id: s.sku_id, quantity_count: values[String(s.sku_id)] }));
      await call({ url: fillPath('seller/goods/{id}/quantity', { id: goods.goods_id }), method: 'put', data: body, body: 'json' });
      void message.success(t('engine:form.saved'));
      onDone();
      onClose();
    } catch {
      // shown by the client
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal open width={640} title={`${t('goods:action.stock')} · ${goods.goods_name}`} onCancel={onClose} onOk={() => form.submit()} okButtonProps={{ loading: saving, disabled: !skus.length }} destroyOnHidden>
      <Form form={form} onFinish={save} data-testid="stock-form">
        <Table<Sku>
          rowKey={(s) => String(s.sku_id)}
          size="small"
          pagination={false}
          loading={query.isLoading}
          dataSource={skus}
          columns={[
            { key: 'spec', title: t('goods:stock.spec'), render: (_, s) => s.spec_list?.map((v) => v.spec_value_name).join(' / ') || t('goods:stock.single') },
            { key: 'sn', title: t('goods:field.sn'), dataIndex: 'sn' },
            { key: 'enable', title: t('goods:stock.enable'), dataIndex: 'enable_quantity' },
            {
              key: 'quantity',
              title: t('goods:stock.quantity'),
              render: (_, s) => (
                <Form.Item
                  name={String(s.sku_id)}
                  initialValue={s.quantity}
                  style={{ margin: 0 }}
                  rules={[
                    { required: true, message: t('goods:stock.required') },
                    { type: 'integer', min: 0, max: MAX_STOCK, message: t('goods:stock.range', { max: MAX_STOCK }) },
                  ]}
                >
                  <NumberInput field={QUANTITY} />
                </Form.Item>
              ),
            },
          ]}
        />
      </Form>
    </Modal>
  );
}
