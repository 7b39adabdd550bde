/**
 * Group buy (assembleManager, api reference §6.6): the list, one form on add / edit / view, open and
 * close from `option_status`, and the goods with their group prices (assembleGoods/{promotion_id}).
 */
import { anArray } from '@/validation/answer-shape';
import { defineFamily, type ScreenDeclaration } from '@/engine/declare';
import type { Row } from '@/engine/fields/registry';
import type { Action } from '@/engine/list/types';
import { conflictAt } from '@/schemas/promotions/conflict';
import { pintuanGoodsBody, pintuanGoodsFields, pintuanSchema, type PintuanRow } from '@/schemas/promotions/pintuan';
import { activityStatusOf } from '@/schemas/promotions/status';
import { fillPath } from '@/utils/api-path';
import { routeOf, statusTabs } from './paths';
import { pintuanGoodsHead, pintuansHead } from './families';

export const pintuanFlags = (row: PintuanRow) => {
  const status = activityStatusOf(row);
  return {
    allow_edit: status === 'WAIT',
    allow_view: status !== 'WAIT',
    allow_delete: status !== 'UNDERWAY',
    allow_goods: status !== 'END',
    allow_open: row.option_status === 'CAN_OPEN',
    allow_close: row.option_status === 'CAN_CLOSE',
  };
};

const pintuans = defineFamily<PintuanRow>({
  ...pintuansHead,
  schema: pintuanSchema,
  flags: pintuanFlags,
  titleOf: (row) => row.promotion_name,
});

const pintuanPath = (template: string, id: string) => fillPath(`seller/promotion/pintuan${template}`, { id });

const actions: Action<PintuanRow>[] = [
  { key: 'edit', label: 'common:action.edit', flag: 'allow_edit', to: (row) => routeOf('editAssemble', row.promotion_id) },
  { key: 'view', label: 'promotions:action.view', flag: 'allow_view', to: (row) => routeOf('viewAssemble', row.promotion_id) },
  { key: 'goods', label: 'promotions:action.pintuanGoods', flag: 'allow_goods', to: (row) => routeOf('assembleGoods', row.promotion_id) },
  { key: 'open', label: 'promotions:action.open', flag: 'allow_open', confirm: 'promotions:confirm.open', request: ([id]) => ({ url: pintuanPath('/{id}/0/open-close', id!), method: 'put' }) },
  { key: 'close', label: 'promotions:action.close', flag: 'allow_close', danger: true, confirm: 'promotions:confirm.close', request: ([id]) => ({ url: pintuanPath('/{id}/1/open-close', id!), method: 'put' }) },
  { key: 'delete', label: 'common:action.delete', flag: 'allow_delete', danger: true, confirm: 'promotions:confirm.delete', request: ([id]) => ({ url: pintuanPath('/{id}', id!), method: 'delete' }) },
];

// The API reads a form body (api reference §6.6).
const pintuanForm = pintuans.form({
  create: (body) => ({ url: 'seller/promotion/pintuan', method: 'post', data: body }),
  update: (id, body) => ({ url: pintuanPath('/{id}', id), method: 'put', data: body }),
  frozen: (row) => activityStatusOf(row) !== 'WAIT',
});

/** The goods of one group buy (a bare array), saved as a whole set. */
const pintuanGoods = defineFamily<Row>({
  ...pintuanGoodsHead,
  // The reference answers a bare array of the goods (an empty one for a group buy without goods yet).
  shape: anArray(),
  schema: [],
});

const nowSeconds = () => Math.floor(Date.now() / 1000);
const goodsRows = (record: unknown) => (Array.isArray(record) ? (record as Row[]) : []);

const goodsForm = pintuanGoods.form({
  fields: pintuanGoodsFields,
  after: routeOf('assembleManager'),
  toValues: (record) => ({ goods: goodsRows(record).map((row) => ({ ...row })) }),
  toBody: (values) => ({ goods: pintuanGoodsBody(values.goods) }),
  update: (id, body) => ({ url: pintuanPath('/goods/{id}', id), method: 'post', data: body.goods, body: 'json' }),
  // Each row carries the activity's end: an ended group buy's goods stay as they are.
  frozen: (record) => goodsRows(record).some((row) => Number(row.end_time) <= nowSeconds()),
  serverError: conflictAt('goods'),
  tabName: { resource: pintuansHead.name, path: 'seller/promotion/pintuan/{promotion_id}', field: 'promotion_name' },
});

export const groupBuyScreens: ScreenDeclaration[] = [
  {
    path: 'assembleManager',
    screen: pintuans.list({
      tabs: statusTabs('name'),
      links: [{ key: 'add', label: 'common:action.add', to: routeOf('addAssemble') }],
      rowActions: actions,
    }),
  },
  { path: 'addAssemble', hidden: true, screen: pintuanForm.create },
  { path: 'editAssemble/:promotion_id?', hidden: true, screen: pintuanForm.edit },
  { path: 'viewAssemble/:promotion_id?', hidden: true, screen: pintuanForm.view },
  { path: 'assembleGoods/:promotion_id', hidden: true, belongsTo: 'assembleManager', screen: goodsForm.edit },
];
