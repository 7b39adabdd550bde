/**
 * Flash sales (time-limit, api reference §6.5): the platform's sales with the shop's apply state; the
 * one-shot application per hour slot (add-time-limit/{id}); the applied goods with their review state
 * (activity-goods-data/{id}).
 */
import { defineFamily, type ScreenDeclaration } from '@/engine/declare';
import { conflictAt } from '@/schemas/promotions/conflict';
import { appliedSlots, applyBody, applyFields, APPLY_REVIEW, saleHours, seckillGoodsSchema, seckillSchema, type SeckillGoodsRow, type SeckillRow } from '@/schemas/promotions/seckill';
import { fillPath } from '@/utils/api-path';
import { routeOf, statusTabs } from './paths';
import { seckillGoodsHead, seckillsHead } from './families';

const mayApply = (row: SeckillRow) => Number(row.is_apply) === 0;
const applied = (row: SeckillRow) => [1, 3].includes(Number(row.is_apply));

const seckills = defineFamily<SeckillRow>({
  ...seckillsHead,
  schema: seckillSchema,
  titleOf: (row) => row.seckill_name,
});

const seckillGoods = defineFamily<SeckillGoodsRow>({ ...seckillGoodsHead, schema: seckillGoodsSchema });

/** As many applied SKUs as one read brings: far more than a sale's slots take from one shop. */
const APPLIED_PAGE = 500;

// The application: one slot per hour of the sale, read from the sale; it cannot be changed once sent, and
// once sent it shows what was sent (the sale does not carry it: the applied goods are read with it).
const applyForm = seckills.form({
  fields: applyFields,
  intro: 'promotions:seckill.oneShot',
  confirm: 'promotions:seckill.confirmApply',
  after: routeOf('time-limit'),
  alsoRead: {
    when: applied,
    url: () => 'seller/promotion/seckill-goods',
    query: (id) => ({ seckill_id: id, page_no: 1, page_size: APPLIED_PAGE }),
  },
  toValues: (sale, sent) => ({
    seckill_id: sale.seckill_id,
    slots: applied(sale) ? appliedSlots(sale, sent) : saleHours(sale).map((hour) => ({ time_line: hour, goods: [] })),
  }),
  toBody: (values) => ({ apply: applyBody(values.seckill_id, values.slots) }),
  update: (id, body) => ({ url: fillPath('seller/promotion/seckill-goods/{id}', { id }), method: 'post', data: body.apply, body: 'json' }),
  // Applied already, or too late: nothing to send.
  frozen: (sale) => !mayApply(sale),
  serverError: conflictAt('slots'),
});

export const timeLimitScreens: ScreenDeclaration[] = [
  {
    path: 'time-limit',
    screen: seckills.list({
      tabs: statusTabs('code'),
      rowActions: [
        { key: 'apply', label: 'promotions:action.apply', visible: mayApply, to: (row) => routeOf('add-time-limit', row.seckill_id) },
        { key: 'goods', label: 'promotions:action.appliedGoods', visible: applied, to: (row) => routeOf('activity-goods-data', row.seckill_id) },
      ],
    }),
  },
  { path: 'add-time-limit/:id', hidden: true, screen: applyForm.edit },
  {
    path: 'activity-goods-data/:id',
    hidden: true,
    belongsTo: 'timeLimit',
    screen: seckillGoods.list({
      fixedFilters: ({ params }) => ({ seckill_id: params.id }),
      tabName: { resource: seckillsHead.name, path: 'seller/promotion/seckill/{id}', field: 'seckill_name' },
      tabs: [{ key: 'all', label: 'promotions:tab.all', filters: {} }, ...APPLY_REVIEW.map((o) => ({ key: String(o.value), label: o.label, filters: { status: o.value } }))],
    }),
  },
];
