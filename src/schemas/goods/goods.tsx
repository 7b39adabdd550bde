import { Tag } from 'antd';
import { ClampText } from '@/components/ClampText';
import { Stack } from '@/components/Stack';
import { t } from '@/i18n';
import type { Schema } from '../types';
import { formatMoney } from '@/utils/money';

export interface GoodsRow {
  goods_id: string | number;
  goods_name: string;
  sn: string;
  thumbnail?: string;
  price: number;
  point_disable?: number;
  exchange_point?: number;
  quantity?: number;
  enable_quantity?: number;
  create_time?: number;
  market_enable: number;
  is_auth: number;
  auth_message?: string;
  under_message?: string;
  source_type?: string;
  goods_type?: string;
  [key: string]: unknown;
}

/**
 * A field the row does not carry is shown as unknown, never as a default: a list whose call answers
 * fewer fields (the supplier's resold goods) must not contradict the full list (off shelf, 0 / 0).
 */
const absent = (value: unknown) => value === undefined || value === null || value === '';
const UNKNOWN = '—';

/** Api reference §3.1: the status label from market_enable and is_auth. */
export type GoodsStatus = 'onSale' | 'pending' | 'rejected' | 'offShelf';
export function goodsStatus(row: Pick<GoodsRow, 'market_enable' | 'is_auth'>): GoodsStatus {
  if (Number(row.market_enable) !== 1) return 'offShelf';
  if (Number(row.is_auth) === 1) return 'onSale';
  return Number(row.is_auth) === 2 ? 'rejected' : 'pending';
}

const STATUS_COLOR: Record<GoodsStatus, string> = { onSale: 'green', pending: 'gold', rejected: 'red', offShelf: 'default' };

export function GoodsStatusTag({ row }: { row: GoodsRow }) {
  if (absent(row.market_enable)) return UNKNOWN;
  const status = goodsStatus(row);
  const reason = status === 'rejected' ? row.auth_message : status === 'offShelf' ? row.under_message : undefined;
  const tag = <Tag color={STATUS_COLOR[status]}>{t(`goods:status.${status}`)}</Tag>;
  return reason ? (
    <Stack>
      {tag}
      <ClampText text={reason} secondary tooltip style={{ maxWidth: 160, fontSize: 12 }} />
    </Stack>
  ) : (
    tag
  );
}

/** Money price, or points for points goods (point_disable 1). */
export const goodsPrice = (row: Pick<GoodsRow, 'price' | 'point_disable' | 'exchange_point'>) =>
  Number(row.point_disable) === 1
    ? [t('goods:price.points', { points: row.exchange_point ?? 0 }), Number(row.price) > 0 ? formatMoney(row.price) : ''].filter(Boolean).join(' + ')
    : formatMoney(row.price);

export const GOODS_TYPES = [
  { value: 'NORMAL', label: 'goods:type.NORMAL' },
  { value: 'VIRTUAL', label: 'goods:type.VIRTUAL' },
] as const;

/** The goods lists' fields (goods list, low stock, pending review, recycle station). */
export const goodsSchema: Schema<GoodsRow> = [
  { key: 'keyword', label: 'goods:field.keyword', type: 'text', search: true },
  { key: 'shop_cat_path', label: 'goods:field.shopCategory', type: 'enum', options: 'shopCategories', search: true },
  { key: 'goods_type', label: 'goods:field.goodsType', type: 'enum', enum: GOODS_TYPES, search: true, column: { hiddenByDefault: true }, detail: true },
  { key: 'thumbnail', label: 'goods:field.thumbnail', type: 'image', column: { width: 72, hiddenOnPhone: true }, detail: true },
  {
    key: 'goods_name',
    label: 'goods:field.name',
    type: 'text',
    column: true,
    detail: true,
    // Narrower as the window is: at 1440 px the whole row, status included, fits beside the menu.
    render: (row) => (
      <ClampText text={String(row.goods_name ?? '')} rows={2} tooltip style={{ minWidth: 96, maxWidth: 'min(240px, 16vw)' }} />
    ),
  },
  { key: 'sn', label: 'goods:field.sn', type: 'text', column: { hiddenOnPhone: true }, detail: true },
  { key: 'category_name', label: 'goods:field.category', type: 'text', detail: true },
  { key: 'price', label: 'goods:field.price', type: 'money', column: { sortable: true }, detail: true, render: goodsPrice },
  { key: 'mktprice', label: 'goods:field.mktprice', type: 'money', detail: true },
  { key: 'cost', label: 'goods:field.cost', type: 'money', detail: true },
  { key: 'weight', label: 'goods:field.weight', type: 'number', detail: true },
  {
    key: 'quantity',
    label: 'goods:field.stock',
    type: 'number',
    column: { sortable: true, hiddenOnPhone: true },
    detail: true,
    render: (row) => (absent(row.quantity) && absent(row.enable_quantity) ? UNKNOWN : `${row.enable_quantity ?? 0} / ${row.quantity ?? 0}`),
  },
  { key: 'create_time', label: 'goods:field.created', type: 'time', column: { sortable: true, hiddenOnPhone: true }, detail: true },
  { key: 'market_enable', label: 'goods:field.status', type: 'text', column: true, detail: true, render: (row) => <GoodsStatusTag row={row} /> },
];
