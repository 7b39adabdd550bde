import { lazy } from 'react';
import { defineFamily, type ScreenDeclaration } from '@/engine/declare';
import { registerOptions } from '@/engine/fields/registry';
import type { ActionForm } from '@/engine/actions/types';
import type { Action, ListConfig } from '@/engine/list/types';
import { supplyRoutes } from './supplier/supply-goods';
import { draftSchema, type DraftRow } from '@/schemas/goods/drafts';
import { goodsSchema, goodsStatus, type GoodsRow } from '@/schemas/goods/goods';
import { shopCatSchema, specSchema, tagSchema, type ShopCatRow, type SpecRow, type TagRow } from '@/schemas/goods/settings';
import { fillPath, joinIds } from '@/utils/api-path';

// The shop's own categories, as the goods lists' search offers them (a tree, searched by path).
registerOptions('shopCategories', { resource: 'shopCategories', api: 'seller/shops/cats', value: 'cat_path', label: 'shop_cat_name', children: 'children' });

/** The goods families of api reference §3. */
const goods = defineFamily<GoodsRow>({ name: 'goods', api: { list: 'seller/goods' }, idField: 'goods_id', schema: goodsSchema, titleOf: (row) => row.goods_name });
const drafts = defineFamily<DraftRow>({ name: 'goodsDrafts', api: { list: 'seller/goods/draft-goods' }, idField: 'draft_goods_id', schema: draftSchema });
const specs = defineFamily<SpecRow>({ name: 'goodsSpecs', api: { list: 'seller/goods/spec' }, idField: 'id', schema: specSchema });
const shopCats = defineFamily<ShopCatRow>({ name: 'shopCategories', api: { list: 'seller/shops/cats' }, idField: 'shop_cat_id', schema: shopCatSchema });
const tags = defineFamily<TagRow>({ name: 'goodsTags', api: { list: 'seller/goods/tags' }, idField: 'tag_id', schema: tagSchema });

const offShelf = (row: GoodsRow) => goodsStatus(row) === 'offShelf';
const onShelf = (row: GoodsRow) => !offShelf(row);

/** Goods actions of api reference §3.2, shared by the goods lists. */
const goodsActions = {
  edit: { key: 'edit', label: 'common:action.edit', to: (row) => fillPath('/goods/good-publish/{id}', { id: row.goods_id }), permission: 'goodPublish' },
  sku: { key: 'sku', label: 'goods:action.sku', to: (row) => fillPath('/goods/good-sku/{id}', { id: row.goods_id }), permission: 'goodSku', visible: (row) => row.source_type !== 'SUPPLIER' },
  up: { key: 'up', label: 'goods:action.up', visible: offShelf, confirm: 'goods:confirm.up', request: (list) => ({ url: `seller/goods/${joinIds(list)}/up`, method: 'put' }) },
  under: {
    key: 'under',
    label: 'goods:action.under',
    visible: onShelf,
    prompt: { field: 'reason', label: 'goods:field.underReason', hintLength: 200 },
    request: (list, input) => ({ url: `seller/goods/${joinIds(list)}/under`, method: 'put', params: { reason: String(input.reason) } }),
  },
  recycle: {
    key: 'recycle',
    label: 'goods:action.recycle',
    danger: true,
    visible: offShelf,
    confirm: 'goods:confirm.recycle',
    skipReason: 'goods:skip.recycle',
    request: (list) => ({ url: `seller/goods/${joinIds(list)}/recycle`, method: 'put' }),
  },
  stock: {
    key: 'stock',
    label: 'goods:action.stock',
    visible: (row) => row.source_type !== 'SUPPLIER',
    dialog: lazy(() => import('@/pages/goods/StockDialog')),
  },
} satisfies Record<string, Action<GoodsRow>>;

const goodsList: ListConfig<GoodsRow> = {
  tabs: [
    { key: 'all', label: 'goods:tab.all', filters: {} },
    // On sale as the row's status and the dashboard count it: on shelf and approved.
    { key: 'onSale', label: 'goods:status.onSale', filters: { market_enable: 1, is_auth: 1 } },
    { key: 'pending', label: 'goods:status.pending', filters: { market_enable: 1, is_auth: 0 } },
    { key: 'rejected', label: 'goods:status.rejected', filters: { market_enable: 1, is_auth: 2 } },
    { key: 'offShelf', label: 'goods:status.offShelf', filters: { market_enable: 0 } },
  ],
  links: [{ key: 'publish', label: 'goods:action.publish', to: '/goods/good-publish', permission: 'goodPublish' }],
  rowActions: [goodsActions.edit, goodsActions.stock, goodsActions.up, goodsActions.under, goodsActions.recycle, goodsActions.sku],
  bulkActions: [goodsActions.up, goodsActions.under, goodsActions.recycle],
  exportApi: 'seller/goods/export/sync',
  exportTask: 'ShopGoodsExport',
  detailFrom: 'goods_name',
};

const understock: ListConfig<GoodsRow> = {
  api: 'seller/goods/warning',
  schema: goodsSchema.filter((f) => f.key !== 'shop_cat_path' && f.key !== 'goods_type' && f.key !== 'keyword'),
  header: lazy(() => import('@/pages/goods/WarningThreshold')),
  rowActions: [goodsActions.stock, goodsActions.edit],
};

const authGoods: ListConfig<GoodsRow> = {
  fixedFilters: { market_enable: 1, is_auth: 0 },
  rowActions: [goodsActions.edit],
};

const recycleStation: ListConfig<GoodsRow> = {
  schema: goodsSchema.filter((f) => f.key !== 'market_enable'),
  fixedFilters: { disabled: 0 },
  rowActions: [
    { key: 'revert', label: 'goods:action.revert', confirm: 'goods:confirm.revert', request: (list) => ({ url: `seller/goods/${joinIds(list)}/revert`, method: 'put' }) },
    { key: 'purge', label: 'goods:action.purge', danger: true, confirm: 'goods:confirm.purge', request: (list) => ({ url: `seller/goods/${joinIds(list)}`, method: 'delete' }) },
  ],
  bulkActions: [
    { key: 'revert', label: 'goods:action.revert', confirm: 'goods:confirm.revert', request: (list) => ({ url: `seller/goods/${joinIds(list)}/revert`, method: 'put' }) },
    { key: 'purge', label: 'goods:action.purge', danger: true, confirm: 'goods:confirm.purge', request: (list) => ({ url: `seller/goods/${joinIds(list)}`, method: 'delete' }) },
  ],
};

const draftList: ListConfig<DraftRow> = {
  rowActions: [
    { key: 'edit', label: 'common:action.edit', to: (row) => fillPath('/goods/good-publish/{id}/1', { id: row.draft_goods_id }), permission: 'goodPublish' },
    // The publish form's rules run on the draft first: one the form refuses is not published.
    { key: 'publish', label: 'goods:action.publishDraft', dialog: lazy(() => import('@/pages/goods/PublishDraftDialog')) as Action<DraftRow>['dialog'] },
    { key: 'delete', label: 'common:action.delete', danger: true, confirm: 'goods:confirm.deleteDraft', request: (list) => ({ url: `seller/goods/draft-goods/${joinIds(list)}`, method: 'delete' }) },
  ],
  bulkActions: [
    { key: 'delete', label: 'common:action.delete', danger: true, confirm: 'goods:confirm.deleteDraft', request: (list) => ({ url: `seller/goods/draft-goods/${joinIds(list)}`, method: 'delete' }) },
  ],
};

const specValues = (values: unknown) => (Array.isArray(values) ? values : []).map((v) => ({ spec_value_name: String(v).trim() }));
const specList: ListConfig<SpecRow> = {
  rowActions: [{ key: 'delete', label: 'common:action.delete', danger: true, confirm: 'goods:confirm.deleteSpec', request: ([id]) => ({ url: fillPath('seller/goods/spec/{id}', { id }), method: 'delete' }) }],
  form: {
    fromRecord: (row) => ({ spec_group_name: row.spec_group_name, values: (row.spec_values ?? []).map((v) => v.spec_value_name) }),
    create: (v) => ({ url: 'seller/goods/spec', method: 'post', body: 'json', data: { spec_group_name: v.spec_group_name, spec_values: specValues(v.values) } }),
    update: (row, v) => ({ url: fillPath('seller/goods/spec/{id}', { id: row.id }), method: 'put', body: 'json', data: { spec_group_name: v.spec_group_name, spec_values: specValues(v.values) } }),
    // The list is paged: the whole library says which names are taken.
    taken: { field: 'spec_group_name', read: 'seller/goods/spec/all' },
  },
};

const catBody = (v: Record<string, unknown>, pid?: string | number) => ({
  shop_cat_name: v.shop_cat_name,
  sort: v.sort,
  disable: v.disable ?? 1,
  ...(pid !== undefined && String(pid) !== '0' ? { shop_cat_pid: pid } : {}),
});
const shopCategories: ListConfig<ShopCatRow> = {
  paged: false,
  tree: true,
  rowActions: [
    { key: 'child', label: 'goods:cat.addChild', visible: (row) => !row.shop_cat_pid || String(row.shop_cat_pid) === '0', dialog: lazy(() => import('@/pages/goods/ChildCategoryDialog')) as Action<ShopCatRow>['dialog'] },
    { key: 'delete', label: 'common:action.delete', danger: true, confirm: 'goods:confirm.deleteCategory', request: ([id]) => ({ url: fillPath('seller/shops/cats/{id}', { id }), method: 'delete' }) },
  ],
  form: {
    initial: { sort: 0, disable: 1 },
    create: (v) => ({ url: 'seller/shops/cats', method: 'post', data: catBody(v) }),
    update: (row, v) => ({ url: fillPath('seller/shops/cats/{id}', { id: row.shop_cat_id }), method: 'put', data: catBody(v, row.shop_cat_pid) }),
  },
};

interface DistributionRow extends GoodsRow {
  join_flag: number;
  ratio_lv1: number;
  ratio_lv2: number;
}
const rebate = (row: DistributionRow, values: Record<string, unknown>, join: number) => ({
  url: 'seller/distribution/goods/set-rebate',
  method: 'put' as const,
  data: { goods_id: row.goods_id, join_flag: join, ratio_lv1: values.ratio_lv1 ?? row.ratio_lv1, ratio_lv2: values.ratio_lv2 ?? row.ratio_lv2 },
});
const distribution = defineFamily<DistributionRow>({
  name: 'distributionGoods',
  api: { list: 'seller/distribution/goods/list' },
  idField: 'goods_id',
  schema: [
    ...goodsSchema.filter((f) => ['thumbnail', 'goods_name', 'sn', 'price'].includes(f.key)),
    { key: 'join_flag', label: 'goods:distribution.joined', type: 'enum', enum: [{ value: 1, label: 'goods:distribution.yes', color: 'green' }, { value: 0, label: 'goods:distribution.no' }], column: true },
    // The reference (§3.6) states no bounds for the rebate ratios: 0–100 is a hint.
    { key: 'ratio_lv1', label: 'goods:distribution.ratio1', type: 'number', column: true, form: { rules: [{ kind: 'required' }, { kind: 'range', min: 0, max: 100, warn: true }] } },
    { key: 'ratio_lv2', label: 'goods:distribution.ratio2', type: 'number', column: true, form: { rules: [{ kind: 'required' }, { kind: 'range', min: 0, max: 100, warn: true }] } },
  ],
});
const rateFields = distribution.schema.filter((f) => f.key === 'ratio_lv1' || f.key === 'ratio_lv2') as unknown as ActionForm['fields'];
const distributionList: ListConfig<DistributionRow> = {
  tabs: [
    { key: 'all', label: 'goods:tab.all', filters: {} },
    { key: 'joined', label: 'goods:distribution.joinedTab', filters: { flag: 1 } },
    { key: 'notJoined', label: 'goods:distribution.notJoinedTab', filters: { flag: 0 } },
  ],
  rowActions: [
    {
      key: 'join',
      label: 'goods:distribution.join',
      visible: (row) => Number(row.join_flag) !== 1,
      // Joining sets the two rebate rates (api reference §3.6): asked, never sent as the row's 0 % / 0 %.
      form: { fields: rateFields, initial: ([row]) => ({ ratio_lv1: row!.ratio_lv1 || undefined, ratio_lv2: row!.ratio_lv2 || undefined }) },
      run: async (_ids, [row], call, input) => void (await call(rebate(row!, input, 1))),
    },
    { key: 'leave', label: 'goods:distribution.leave', danger: true, visible: (row) => Number(row.join_flag) === 1, confirm: 'goods:confirm.leave', run: async (_ids, [row], call) => void (await call(rebate(row!, {}, 0))) },
  ],
  form: { update: (row, values) => rebate(row, values, 1) },
};

const tagList: ListConfig<TagRow> = {
  rowActions: [{ key: 'goods', label: 'goods:tag.chooseGoods', to: (row) => fillPath('/goods/tag-add/{id}', { id: row.tag_id }), permission: 'tagAdd' }],
};

/** The goods area of spec §2 (api reference §3). */
export const goodsArea: ScreenDeclaration = {
  path: 'goods',
  name: 'goods',
  icon: 'shopping',
  redirect: 'goods-list',
  restricted: true,
  children: [
    { path: 'goods-list', restricted: true, screen: goods.list(goodsList) },
    { path: 'understock', restricted: true, screen: goods.list(understock) },
    { path: 'distribution-goods-list', shops: ['ordinary'], screen: distribution.list(distributionList) },
    ...supplyRoutes,
    {
      name: 'goodsData',
      children: [
        { path: 'auth-goods-list', screen: goods.list(authGoods) },
        { path: 'draft-list', screen: drafts.list(draftList) },
        { path: 'recycle-station', screen: goods.list(recycleStation) },
      ],
    },
    {
      name: 'goodsSetting',
      children: [
        { path: 'spec-manage', screen: specs.list(specList) },
        { path: 'category-manage', screen: shopCats.list(shopCategories) },
        { path: 'tag-manage', screen: tags.list(tagList) },
        { path: 'tag-add/:tag_id', hidden: true, belongsTo: 'tagManage', component: () => import('@/pages/goods/TagGoods') },
      ],
    },
    // Reached from the goods list (edit) and from the drafts (edit a draft).
    { path: 'good-publish/:goodsid?/:isdraft?', editTitle: 'goodEdit', hidden: true, noCache: true, restricted: true, belongsTo: ['goodsList', 'draftList'], component: () => import('@/pages/goods/publish') },
    { path: 'good-sku/:goodsid?', hidden: true, noCache: true, restricted: true, belongsTo: 'goodsList', component: () => import('@/pages/goods/sku') },
    {
      path: 'import',
      redirect: 'spu-import',
      children: [
        { path: 'spu-import', component: () => import('@/pages/goods/import/spu') },
        { path: 'sku-import', component: () => import('@/pages/goods/import/sku') },
        { path: 'parameter-import', component: () => import('@/pages/goods/import/parameter') },
        { path: 'goods-image-import', component: () => import('@/pages/goods/import/goods-image') },
        { path: 'goods-info-import', component: () => import('@/pages/goods/import/goods-info') },
      ],
    },
  ],
};
