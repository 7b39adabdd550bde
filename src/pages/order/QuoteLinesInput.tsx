import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Image, Input, InputNumber, Space, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GoodsPicker, type GoodsItem } from '@/components/pickers';
import type { FieldInputProps } from '@/engine/fields/registry';
import { formatMoney } from '@/utils/money';
import { lineTotal, type QuoteLine } from '@/schemas/order/quotations';

/**
 * The goods lines of a quotation: SKUs chosen with the goods picker, each with a quantity, the seller's
 * unit price (the list price for comparison) and a remark.
 */
export default function QuoteLinesInput({ value, onChange, disabled, id }: FieldInputProps) {
  const { t } = useTranslation('order');
  const [picking, setPicking] = useState(false);
  const lines = (value as QuoteLine[] | undefined) ?? [];
  const set = (next: QuoteLine[]) => onChange?.(next);
  const patch = (sku: string, change: Partial<QuoteLine>) => set(lines.map((l) => (String(l.sku_id) === sku ? { ...l, ...change } : l)));
  const add = (items: GoodsItem[]) => {
    const known = new Set(lines.map((l) => String(l.sku_id)));
    const added = items
      .filter((item) => item.sku_id !== undefined && !known.has(String(item.sku_id)))
      .map((item): QuoteLine => ({
        sku_id: String(item.sku_id),
        goods_id: String(item.goods_id),
        goods_name: item.goods_name,
        goods_image: item.goods_image,
        spec_text: item.properties_name ?? '',
        list_price: Number(item.price ?? item.goods_price ?? 0),
        quantity: 1,
        unit_price: Number(item.price ?? item.goods_price ?? 0),
      }));
    set([...lines, ...added]);
    setPicking(false);
  };
  return (
    <Space direction="vertical" style={{ width: '100%' }} id={id} data-testid="quote-lines">
      <Table<QuoteLine>
        size="small"
        rowKey={(l) => String(l.sku_id)}
        pagination={false}
        dataSource={lines}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t('quotation.noLines') }}
        columns={[
          {
            key: 'goods',
            title: t('field.goods'),
            render: (_, l) => (
              <Space>
                {l.goods_image ? <Image src={l.goods_image} alt={l.goods_name ?? ''} width={40} height={40} preview={false} style={{ objectFit: 'cover' }} /> : null}
                <div>
                  <div>{l.goods_name}</div>
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>{l.spec_text}</Typography.Text>
                </div>
              </Space>
            ),
          },
          { key: 'list', title: t('quotation.listPrice'), align: 'right', render: (_, l) => formatMoney(l.list_price) },
          {
            key: 'quantity',
            title: t('quotation.quantity'),
            render: (_, l) => (
              <InputNumber aria-label={`${t('quotation.quantity')} ${l.goods_name}`} disabled={disabled} min={1} max={999_999} precision={0} value={l.quantity}
                onChange={(v) => patch(String(l.sku_id), { quantity: Number(v ?? 1) })} />
            ),
          },
          {
            key: 'price',
            title: t('quotation.unitPrice'),
            render: (_, l) => (
              <InputNumber aria-label={`${t('quotation.unitPrice')} ${l.goods_name}`} disabled={disabled} min={0} max={99_999_999} precision={2} prefix="￥" value={l.unit_price}
                onChange={(v) => patch(String(l.sku_id), { unit_price: Number(v ?? 0) })} />
            ),
          },
          { key: 'subtotal', title: t('lines.subtotal', { ns: 'engine' }), align: 'right', render: (_, l) => formatMoney(lineTotal([l])) },
          {
            key: 'remark',
            title: t('quotation.remark'),
            render: (_, l) => <Input disabled={disabled} maxLength={100} value={l.remark ?? ''} onChange={(e) => patch(String(l.sku_id), { remark: e.target.value })} style={{ width: 160 }} />,
          },
          {
            key: 'remove',
            title: '',
            render: (_, l) => (disabled ? null : <Button type="text" danger icon={<DeleteOutlined />} aria-label={t('quotation.removeLine')} onClick={() => set(lines.filter((x) => x !== l))} />),
          },
        ]}
        summary={() => (
          <Table.Summary.Row>
            <Table.Summary.Cell index={0} colSpan={4}>{t('quotation.total')}</Table.Summary.Cell>
            <Table.Summary.Cell index={1} align="right"><strong data-testid="quote-total">{formatMoney(lineTotal(lines))}</strong></Table.Summary.Cell>
            <Table.Summary.Cell index={2} colSpan={2} />
          </Table.Summary.Row>
        )}
      />
      {!disabled && (
        <Button icon={<PlusOutlined />} onClick={() => setPicking(true)} data-testid="quote-add-goods">{t('quotation.addGoods')}</Button>
      )}
      {picking && <GoodsPicker open mode="sku" value={lines.map((l) => l.sku_id)} onClose={() => setPicking(false)} onConfirm={add} />}
    </Space>
  );
}
