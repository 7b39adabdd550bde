/**
 * Group purchase (团购, api reference §6.7; designed: docs/api/group-buy.md): the shop's applications to the
 * platform's group purchase activities — list, record page, one form on add and edit, delete. An application
 * is changed only while it waits for review or was rejected, and its activity has not started.
 */
import { defineFamily, type ScreenDeclaration } from '@/engine/declare';
import { readFields, type Field } from '@/engine/fields/registry';
import type { Action } from '@/engine/list/types';
import { formFields } from '@/engine/schema';
import { goodsBodyOf, goodsRowOf, groupPurchaseGoodsField, groupPurchaseSchema, type GroupPurchaseRow } from '@/schemas/promotions/group-purchase';
import type { FormValues, Schema } from '@/schemas/types';
import { fillPath } from '@/utils/api-path';
import { routeOf } from './paths';
import { groupPurchasesHead } from './families';

const started = (row: GroupPurchaseRow) => row.act_status === 'STARTED' || row.act_status === 'OVER';

export const groupPurchaseFlags = (row: GroupPurchaseRow) => {
  const status = Number(row.gb_status);
  return {
    allow_edit: status !== 1 && !started(row),
    // An approved application is on sale while its activity runs: it goes only before or after.
    allow_delete: !(status === 1 && row.act_status === 'STARTED'),
  };
};

const groupPurchases = defineFamily<GroupPurchaseRow>({
  ...groupPurchasesHead,
  schema: groupPurchaseSchema,
  flags: groupPurchaseFlags,
  titleOf: (row) => row.gb_name,
});

const onePath = (id: string) => fillPath('seller/promotion/group-buy-goods/{id}', { id });

const actions = {
  edit: { key: 'edit', label: 'common:action.edit', flag: 'allow_edit', to: (row) => routeOf('edit-group-buy', row.gb_id) },
  remove: { key: 'delete', label: 'common:action.delete', flag: 'allow_delete', danger: true, confirm: 'promotions:groupPurchase.confirmDelete', request: ([id]) => ({ url: onePath(id!), method: 'delete' }) },
} satisfies Record<string, Action<GroupPurchaseRow>>;

const fields: Schema<FormValues> = [...(formFields(groupPurchaseSchema as Schema<FormValues>) as Schema<FormValues>), groupPurchaseGoodsField];
const ownFields = fields.filter((f) => f.key !== 'goods') as readonly Field[];

const groupPurchaseForm = groupPurchases.form({
  fields,
  sections: [
    { key: 'activity', title: 'promotions:groupPurchase.section.activity', fields: ['act_id', 'cat_id', 'gb_name', 'gb_title'] },
    { key: 'goods', title: 'promotions:groupPurchase.section.goods', fields: ['goods', 'visual_num', 'remark'] },
  ],
  intro: 'promotions:groupPurchase.intro',
  toValues: (row) => ({ ...readFields(ownFields, row), goods: goodsRowOf(row) }),
  toBody: (values) => {
    const { goods, ...rest } = values;
    return { ...rest, ...goodsBodyOf(goods) };
  },
  // The API reads a form body, like the other promotions (api reference §6).
  create: (body) => ({ url: 'seller/promotion/group-buy-goods', method: 'post', data: body }),
  update: (id, body) => ({ url: onePath(id), method: 'put', data: body }),
  // To the saved application's page, where the answer names it; else back to the list.
  after: (saved) => (saved.gb_id ? routeOf('group-buy-detail', saved.gb_id) : routeOf('group-buy')),
  frozen: (row) => !groupPurchaseFlags(row).allow_edit,
});

export const groupPurchaseScreens: ScreenDeclaration[] = [
  {
    path: 'group-buy',
    screen: groupPurchases.list({
      tabs: [
        { key: 'all', label: 'promotions:tab.all', filters: {} },
        ...[0, 1, 2].map((status) => ({ key: String(status), label: `promotions:groupPurchase.status.${status}`, filters: { gb_status: status } })),
      ],
      links: [{ key: 'add', label: 'promotions:groupPurchase.apply', to: routeOf('add-group-buy') }],
      detailFrom: 'gb_name',
      rowActions: [actions.edit, actions.remove],
    }),
  },
  {
    path: 'group-buy-detail/:id',
    hidden: true,
    screen: groupPurchases.show({
      actions: [{ ...actions.edit, primary: true }, actions.remove],
      sections: [
        { key: 'application', kind: 'fields', title: 'promotions:groupPurchase.section.activity', fields: ['gb_name', 'gb_title', 'act_name', 'act_status', 'cat_name', 'gb_status', 'fail_reason', 'add_time'] },
        { key: 'goods', kind: 'fields', title: 'promotions:groupPurchase.section.goods', fields: ['goods_name', 'original_price', 'price', 'goods_num', 'limit_num', 'visual_num', 'buy_num', 'remark'] },
      ],
    }),
  },
  { path: 'add-group-buy', hidden: true, screen: groupPurchaseForm.create },
  { path: 'edit-group-buy/:id', hidden: true, screen: groupPurchaseForm.edit },
];
