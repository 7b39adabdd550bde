import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useCustom } from '@refinedev/core';
import { Button, Card, Image, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { Table } from '@/components/Table';
import { useFeedback } from '@/components/feedback/feedback';
import { GoodsPicker, type GoodsItem } from '@/components/pickers/goods-picker';
import { useCall } from '@/engine/data/use-call';
import { useTabLabel } from '@/engine/host/screen-host';
import { fillPath, joinIds } from '@/utils/api-path';
import { formatMoney } from '@/utils/money';

interface TagGoodsRow {
  goods_id: string | number;
  goods_name: string;
  thumbnail?: string;
  price?: number;
  enable_quantity?: number;
}

const fromPicker = (item: GoodsItem): TagGoodsRow => ({ goods_id: item.goods_id, goods_name: item.goods_name, thumbnail: item.goods_image, price: item.goods_price });

/** tag-add/{tag_id}: the goods of a tag, chosen with the goods picker; saving replaces the set. */
export default function TagGoods() {
  const { t } = useTranslation(['goods', 'engine', 'common']);
  const { tag_id: tagId = '' } = useParams();
  const { message } = useFeedback();
  const navigate = useNavigate();
  const call = useCall('goodsTags');
  const tagGoods = fillPath('seller/goods/tags/{tagId}/goods', { tagId });
  const { result, query } = useCustom<{ data: TagGoodsRow[] }>({ url: tagGoods, method: 'get', config: { query: { page_no: 1, page_size: 500 } } });
  const [edited, setEdited] = useState<TagGoodsRow[] | null>(null);
  const [picking, setPicking] = useState(false);
  const [saving, setSaving] = useState(false);
  const rows = edited ?? result.data?.data ?? [];
  // No call reads one tag: its name comes from the shop's tags (a handful, api reference §3.4).
  const tags = useCustom<{ data: Array<{ tag_id: string | number; tag_name: string }> }>({ url: 'seller/goods/tags', method: 'get', config: { query: { page_no: 1, page_size: 100 } } });
  useTabLabel(tags.result.data?.data?.find((tag) => String(tag.tag_id) === tagId)?.tag_name);

  const save = async () => {
    if (!rows.length) {
      void message.warning(t('goods:tag.noGoods'));
      return;
    }
    setSaving(true);
    try {
      await call({ url: `${tagGoods}/${joinIds(rows.map((r) => r.goods_id))}`, method: 'put' });
      void message.success(t('engine:form.saved'));
      setEdited(null);
      void query.refetch();
    } catch {
      // shown by the client
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card
      title={t('goods:tag.goodsTitle')}
      loading={query.isLoading}
      extra={
        <Space>
          <Button onClick={() => navigate('/goods/tag-manage')}>{t('common:action.back')}</Button>
          <Button icon={<PlusOutlined />} onClick={() => setPicking(true)} data-testid="choose-goods">{t('goods:tag.chooseGoods')}</Button>
          <Button type="primary" loading={saving} disabled={edited === null} onClick={() => void save()} data-testid="save-tag-goods">{t('engine:form.save')}</Button>
        </Space>
      }
    >
      <Table<TagGoodsRow>
        rowKey={(r) => String(r.goods_id)}
        dataSource={rows}
        pagination={{ pageSize: 20 }}
        columns={[
          { key: 'thumbnail', title: t('goods:field.thumbnail'), render: (_, r) => r.thumbnail && <Image src={r.thumbnail} alt={r.goods_name} width={40} height={40} /> },
          { key: 'name', title: t('goods:field.name'), dataIndex: 'goods_name' },
          { key: 'price', title: t('goods:field.price'), render: (_, r) => formatMoney(r.price) },
          {
            key: 'remove',
            title: t('engine:list.actions'),
            render: (_, r) => (
              <Button type="link" danger icon={<DeleteOutlined />} onClick={() => setEdited(rows.filter((x) => String(x.goods_id) !== String(r.goods_id)))}>
                {t('common:action.delete')}
              </Button>
            ),
          },
        ]}
      />
      <GoodsPicker
        open={picking}
        mode="spu"
        value={rows.map((r) => r.goods_id)}
        onClose={() => setPicking(false)}
        onConfirm={(items) => {
          setEdited(items.map(fromPicker));
          setPicking(false);
        }}
      />
    </Card>
  );
}
