import { useMemo, useState } from 'react';
import { Checkbox, Input, Space, Spin, Typography, message } from 'antd';
import { useTranslation } from 'react-i18next';
import { ClampText } from '@/components/ClampText';
import { CategoryPicker } from '../category-picker/CategoryPicker';
import { categoryPathOf } from '../category-picker/categories';
import { DIALOG_WIDTH, INFINITE_PAGE_SIZE } from '../shared/constants';
import { ListPickerLayout } from '../shared/ListPickerLayout';
import { useScrollList } from '../shared/usePagedList';
import { useListSelection } from '../shared/useListSelection';
import { VirtualList } from '../shared/VirtualList';
import type { DialogPickerProps, Id, PickerType } from '../shared/types';
import { goodsDetailsUrl, goodsKey, goodsListParams, goodsListUrl, toGoodsItem } from './goodsApi';
import { GoodsPrice } from './GoodsPrice';
import type { GoodsItem, GoodsMode, RawGoods } from './types';

export interface GoodsPickerProps extends DialogPickerProps<GoodsItem[]> {
  /** admin: admin paths and a shop filter (seller_id). */
  type?: PickerType;
  /** spu: one row per goods; sku: one row per sku. */
  mode?: GoodsMode;
  /** Ids already selected (goods ids in spu mode, sku ids in sku mode); preloaded by the details call. */
  value?: readonly Id[];
  /** under 1 = unlimited */
  limit?: number;
  /** goods_type filter (NORMAL, VIRTUAL, POINT). */
  goodsType?: string;
}

const ROW_HEIGHT = 64;

// Names are cut by CSS (ClampText): antd's `ellipsis` measures each one it shows, a forced layout per row
// every time the rows change.
function GoodsRow({ item, checked, onToggle }: { item: GoodsItem; checked: boolean; onToggle: () => void }) {
  return (
    <div
      role="option"
      aria-selected={checked}
      data-testid="goods-row"
      onClick={onToggle}
      style={{ display: 'flex', alignItems: 'center', gap: 8, padding: '4px 8px', height: '100%', cursor: 'pointer', borderBottom: '1px solid #f5f5f5' }}
    >
      <Checkbox checked={checked} />
      {item.goods_image ? <img alt="" src={item.goods_image} width={48} height={48} style={{ objectFit: 'cover' }} /> : null}
      <div style={{ flex: 1, minWidth: 0 }}>
        <ClampText text={item.goods_name} />
        {item.properties_name && <Typography.Text type="secondary" style={{ fontSize: 12 }}>{item.properties_name}</Typography.Text>}
      </div>
      <GoodsPrice item={item} />
    </div>
  );
}

/** Goods picker (805): SPU or SKU rows, lazy category filter, keyword, counts, infinite virtual list. */
export function GoodsPicker({ open, onClose, onConfirm, type = 'seller', mode = 'spu', value, limit, goodsType }: GoodsPickerProps) {
  const { t } = useTranslation('pickers');
  const [toast, holder] = message.useMessage();
  const [keyword, setKeyword] = useState('');
  const [categoryPath, setCategoryPath] = useState('');
  const [categoryIds, setCategoryIds] = useState<string[]>([]);
  const [sellerId, setSellerId] = useState('');
  const keyOf = useMemo(() => goodsKey(mode), [mode]);

  const params = useMemo(
    () => goodsListParams(type, mode, { keyword, categoryPath, goodsType, sellerId }),
    [type, mode, keyword, categoryPath, goodsType, sellerId],
  );
  const list = useScrollList<RawGoods>({ resource: 'goods', url: open ? goodsListUrl(type, mode) : null, params, pageSize: INFINITE_PAGE_SIZE });
  const rows = useMemo(() => list.rows.map(toGoodsItem), [list.rows]);
  const detailsUrl = useMemo(() => (ids: readonly Id[]) => goodsDetailsUrl(type, mode, ids), [type, mode]);
  const selection = useListSelection<GoodsItem, RawGoods>({ open, ids: value, resource: 'goods', detailsUrl, toItem: toGoodsItem, keyOf, limit });

  const toggle = (item: GoodsItem) => {
    if (!selection.toggle(item)) void toast.error(t('overLimit', { n: limit }));
  };

  const filters = (
    <Space wrap>
      <CategoryPicker
        type={type}
        value={categoryIds}
        style={{ width: 220 }}
        onChange={(ids, nodes) => {
          setCategoryIds(ids);
          setCategoryPath(ids.length ? categoryPathOf(nodes[nodes.length - 1], ids) : '');
        }}
      />
      {type === 'admin' && (
        <Input
          allowClear
          style={{ width: 140 }}
          aria-label={t('shopFilter')}
          placeholder={t('shopFilter')}
          onChange={(e) => setSellerId(e.target.value.trim())}
        />
      )}
      <Input.Search
        allowClear
        style={{ width: 240 }}
        aria-label={t('goods.keyword')}
        placeholder={t('goods.keyword')}
        onSearch={(text) => setKeyword(text.trim())}
      />
    </Space>
  );

  const body = (
    <Spin spinning={list.loading && rows.length === 0}>
      <VirtualList
        data-testid="goods-list"
        items={rows}
        rowHeight={ROW_HEIGHT}
        height={420}
        itemKey={keyOf}
        onEndReached={list.loadMore}
        renderItem={(item) => <GoodsRow item={item} checked={selection.isSelected(item)} onToggle={() => toggle(item)} />}
        footer={
          <div style={{ textAlign: 'center', padding: 8, color: '#999' }}>
            {list.loading ? t('loading') : list.hasMore ? '' : rows.length ? t('noMore') : t('empty')}
          </div>
        }
      />
    </Spin>
  );

  return (
    <ListPickerLayout<GoodsItem>
      open={open}
      title={t(mode === 'sku' ? 'goods.titleSku' : 'goods.title')}
      width={DIALOG_WIDTH.goods}
      limit={limit}
      filters={filters}
      list={body}
      selected={selection.selected}
      keyOf={keyOf}
      onRemove={selection.remove}
      renderSelected={(item) => (
        <div>
          <ClampText text={item.goods_name} />
          <GoodsPrice item={item} />
        </div>
      )}
      onClose={onClose}
      onConfirm={() => onConfirm(selection.selected)}
      holder={holder}
    />
  );
}
