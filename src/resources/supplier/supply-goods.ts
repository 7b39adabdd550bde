/** The supplier shop's library of supply goods (spec §1, §6; api reference §9). */
import { lazy } from 'react';
import { defineFamily, type ScreenDeclaration } from '@/engine/declare';
import { isId } from '@/engine/params';
import type { Action, ListConfig } from '@/engine/list/types';
import { goodsStatus } from '@/schemas/goods/goods';
import { supplyGoodsSchema, type SupplyGoodsRow } from '@/schemas/supplier/supply-goods';
import { fillPath } from '@/utils/api-path';

const supplyGoods = defineFamily<SupplyGoodsRow>({
  name: 'supplyGoods',
  api: { list: 'seller/goods/supplier/goods-list-page' },
  idField: 'goods_id',
  schema: supplyGoodsSchema,
  titleOf: (row) => row.goods_name,
});

export const SUPPLY_LIST_PATH = '/goods/suppler-goods';
/** The id that stands for a new supply goods, so that a new one can still name its category (`…/0/{category_id}`). */
export const NEW_SUPPLY_ID = '0';
export const supplyDetailPath = (id?: string) => (id ? fillPath('/goods/suppler-goods-detail/{id}', { id }) : '/goods/suppler-goods-detail');

const supplyActions = {
  edit: { key: 'edit', label: 'common:action.edit', to: (row) => supplyDetailPath(String(row.goods_id)) },
  resellers: { key: 'resellers', label: 'supplier:action.resellers', dialog: lazy(() => import('@/pages/supplier/ResellersDialog')) },
  under: {
    key: 'under',
    label: 'supplier:action.under',
    danger: true,
    visible: (row) => goodsStatus(row) !== 'offShelf',
    prompt: { field: 'reason', label: 'supplier:field.underReason', hintLength: 200 },
    // Reselling shops' listings follow their supply goods off the shelf.
    request: ([id], input) => ({ url: fillPath('seller/goods/supplier/{id}/under', { id: id! }), method: 'put', data: { reason: String(input.reason) }, invalidates: ['goods'] }),
  },
} satisfies Record<string, Action<SupplyGoodsRow>>;

const supplyList: ListConfig<SupplyGoodsRow> = {
  tabs: [
    { key: 'all', label: 'goods:tab.all', filters: {} },
    { key: 'onSale', label: 'goods:status.onSale', filters: { market_enable: 1 } },
    { key: 'pending', label: 'goods:status.pending', filters: { market_enable: 1, is_auth: 0 } },
    { key: 'offShelf', label: 'goods:status.offShelf', filters: { market_enable: 0 } },
    // The goods that shops resell (api reference §9), each with its reselling shops a click away.
    { key: 'resold', label: 'supplier:tab.resold', filters: {}, api: 'seller/goods/supplier/seller-goods' },
  ],
  links: [{ key: 'publish', label: 'supplier:action.publish', to: supplyDetailPath() }],
  rowActions: [supplyActions.edit, supplyActions.resellers, supplyActions.under],
  detailFrom: 'goods_name',
};

/** The routes of the library, in the goods menu of a supplier shop. */
export const supplyRoutes: ScreenDeclaration[] = [
  { path: 'suppler-goods', shops: ['supplier'], screen: supplyGoods.list(supplyList) },
  {
    path: 'suppler-goods-detail/:id?/:category_id?',
    hidden: true,
    noCache: true,
    shops: ['supplier'],
    belongsTo: 'supplerGoods',
    params: { id: (value) => value === NEW_SUPPLY_ID || isId(value) },
    component: () => import('@/pages/supplier/SupplyGoodsDetail'),
  },
];
