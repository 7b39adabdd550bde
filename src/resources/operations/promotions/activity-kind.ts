/**
 * The screens of an activity the shop creates (full-cut, full-give, single-cut, second-half-price,
 * api reference §6.1, §6.4): its list by status, and one form declaration on three routes — add, edit
 * (read-only once started) and check. Every list offers what the status allows and nothing else.
 */
import { defineFamily, type ScreenDeclaration } from '@/engine/declare';
import type { Row } from '@/engine/fields/registry';
import type { FormScreenConfig } from '@/engine/form/types';
import { bodyOf } from '@/engine/form/use-engine-form';
import type { Action } from '@/engine/list/types';
import { formFields } from '@/engine/schema';
import type { ActivityRow } from '@/schemas/promotions/activity';
import { conflictAt } from '@/schemas/promotions/conflict';
import { activityFlags, activityStatusOf } from '@/schemas/promotions/status';
import type { FormValues, Schema } from '@/schemas/types';
import { fillPath } from '@/utils/api-path';
import { activityHead, type ActivityKindHead } from './kinds';
import { routeOf, statusTabs } from './paths';

/** A kind: its head (`kinds.ts`, what the shell knows) and what its screens are made of. */
export interface ActivityKind extends ActivityKindHead {
  schema: Schema<ActivityRow>;
  /** How the list filters by status. */
  statusValues: 'code' | 'name';
  /** What the kind's body has beyond its fields (full-give: `seller_scope`). */
  body?: (body: Row, values: FormValues) => Row;
  sections?: FormScreenConfig['sections'];
}

export function activityScreens(kind: ActivityKind): ScreenDeclaration[] {
  const family = defineFamily<ActivityRow>({
    ...activityHead(kind),
    schema: kind.schema,
    flags: (row) => ({ ...activityFlags(activityStatusOf(row)) }),
    titleOf: (row) => row.title,
  });
  const idOf = (row: ActivityRow) => row[kind.idField];
  const call = (template: string, id: string) => fillPath(`${kind.api}${template}`, { id });
  const actions: Action<ActivityRow>[] = [
    { key: 'edit', label: 'common:action.edit', flag: 'allow_edit', to: (row) => routeOf(kind.routes.edit, idOf(row)) },
    { key: 'view', label: 'promotions:action.view', flag: 'allow_view', to: (row) => routeOf(kind.routes.check, idOf(row)) },
    { key: 'close', label: 'promotions:action.close', flag: 'allow_close', danger: true, confirm: 'promotions:confirm.close', request: ([id]) => ({ url: call('/invalid/{id}', id!), method: 'post' }) },
    { key: 'delete', label: 'common:action.delete', flag: 'allow_delete', danger: true, confirm: 'promotions:confirm.delete', request: ([id]) => ({ url: call('/{id}', id!), method: 'delete' }) },
  ];
  const fields = formFields(kind.schema as Schema<Row>) as Schema<FormValues>;
  const form = family.form({
    sections: kind.sections,
    // Chosen goods go only with range_type 2 (a hidden field is not sent); the kind adds its own keys.
    toBody: (values) => {
      const body = bodyOf(fields, values);
      return kind.body ? kind.body(body, values) : body;
    },
    // A started activity can no longer be edited: its edit route shows it read-only.
    frozen: (row) => activityStatusOf(row) !== 'WAIT',
    serverError: conflictAt('goods_list'),
  });
  return [
    {
      path: kind.routes.list,
      screen: family.list({
        tabs: statusTabs(kind.statusValues),
        links: [{ key: 'add', label: 'common:action.add', to: routeOf(kind.routes.add) }],
        rowActions: actions,
      }),
    },
    { path: kind.routes.add, hidden: true, screen: form.create },
    { path: `${kind.routes.edit}/:promotion_id`, hidden: true, screen: form.edit },
    { path: `${kind.routes.check}/:promotion_id`, hidden: true, screen: form.view },
  ];
}

/** The sections of an activity form: what it is, its rule, its goods. */
export const activitySections = (rule: readonly string[]): FormScreenConfig['sections'] => [
  { key: 'base', title: 'promotions:section.base', fields: ['title', 'time'] },
  { key: 'rule', title: 'promotions:section.rule', fields: rule },
  { key: 'goods', title: 'promotions:section.goods', fields: ['range_type', 'goods_list'] },
];
