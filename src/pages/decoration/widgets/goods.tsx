import { Form, Input, Radio, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { GoodsPrice } from '@/components/pickers';
import { GoodsInput } from './GoodsInput';
import { Placeholder } from './Placeholder';
import type { PropertiesProps, WidgetView } from './types';
import { useGoods } from './use-goods';

function GoodsCards({ ids, columns, title, type }: { ids: string[]; columns: number; title: string; type: string }) {
  const goods = useGoods(ids);
  if (!ids.length) return <Placeholder type={type} />;
  return (
    <div style={{ padding: 8 }}>
      {title && <Typography.Title level={5}>{title}</Typography.Title>}
      <div style={{ display: 'grid', gridTemplateColumns: `repeat(${columns}, 1fr)`, gap: 8 }} data-testid="goods-cards">
        {goods.map((item) => (
          <div key={String(item.goods_id)} style={{ display: columns === 1 ? 'flex' : 'block', gap: 8, background: '#fff', border: '1px solid #f0f0f0' }}>
            {item.goods_image && <img src={item.goods_image} alt="" style={{ width: columns === 1 ? 96 : '100%', aspectRatio: '1', objectFit: 'cover' }} />}
            <div style={{ padding: 4 }}>
              <Typography.Paragraph ellipsis={{ rows: 2 }} style={{ marginBottom: 4 }}>{item.goods_name}</Typography.Paragraph>
              <GoodsPrice item={item} />
            </div>
          </div>
        ))}
      </div>
    </div>
  );
}

function TitleAndGoods({ data, onChange }: PropertiesProps<'goods-list'>) {
  const { t } = useTranslation('decoration');
  return (
    <>
      <Form.Item label={t('editor.heading')}>
        <Input value={data.title} maxLength={30} onChange={(e) => onChange({ title: e.target.value })} data-testid="prop-title" />
      </Form.Item>
      <Form.Item label={t('editor.goods')}>
        <GoodsInput value={data.goods_ids} onChange={(goods_ids) => onChange({ goods_ids })} />
      </Form.Item>
    </>
  );
}

/** One goods a row, picture beside the name. */
export const goodsList: WidgetView<'goods-list'> = {
  Preview: ({ data }) => <GoodsCards ids={data.goods_ids} columns={1} title={data.title} type="goods-list" />,
  Properties: (props) => (
    <Form layout="vertical">
      <TitleAndGoods {...props} />
    </Form>
  ),
};

export const goodsGrid: WidgetView<'goods-grid'> = {
  Preview: ({ data, client }) => <GoodsCards ids={data.goods_ids} columns={client === 'PC' ? data.columns + 2 : data.columns} title={data.title} type="goods-grid" />,
  Properties: function GoodsGridProperties(props) {
    const { t } = useTranslation('decoration');
    return (
      <Form layout="vertical">
        <TitleAndGoods data={props.data} client={props.client} onChange={props.onChange} />
        <Form.Item label={t('editor.columns')}>
          <Radio.Group value={props.data.columns} onChange={(e) => props.onChange({ columns: e.target.value as 2 | 3 | 4 })} options={[2, 3, 4].map((n) => ({ value: n, label: String(n) }))} />
        </Form.Item>
      </Form>
    );
  },
};
