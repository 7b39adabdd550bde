import { defineFamily } from '@/engine/declare';
import { readFields, type Field, type Row } from '@/engine/fields/registry';
import type { Action } from '@/engine/list/types';
import { formFields } from '@/engine/schema';
import type { Schema } from '@/schemas/types';
import { openDaysOf, pickupPointSchema, type PickupPointRow } from '@/schemas/setting/pickup-points';
import { fillPath, joinIds } from '@/utils/api-path';
import { pickupPointsHead } from './families';

/** Pickup points (designed: docs/api/pickup-points.md); what a point's state allows is in `operate_allowable`. */
export const pickupPoints = defineFamily<PickupPointRow>({
  ...pickupPointsHead,
  schema: pickupPointSchema,
  flags: 'operate_allowable',
  titleOf: (row) => row.name,
});

const batch = (verb: 'enable' | 'disable') => (ids: string[]) => ({ url: `seller/shops/pickup-points/${joinIds(ids)}/${verb}`, method: 'put' as const });

const actions = {
  edit: { key: 'edit', label: 'common:action.edit', flag: 'allow_edit', to: (row) => fillPath('/setting/pickup-point/edit/{id}', { id: row.id }), permission: 'pickupPointEdit' },
  enable: { key: 'enable', label: 'setting:pickup.enable', flag: 'allow_enable', request: batch('enable') },
  disable: { key: 'disable', label: 'setting:pickup.disable', flag: 'allow_disable', confirm: 'setting:pickup.confirmDisable', request: batch('disable') },
  // Only a disabled point may be deleted.
  remove: { key: 'delete', label: 'common:action.delete', flag: 'allow_delete', danger: true, confirm: 'setting:pickup.confirmDelete', request: (ids) => ({ url: `seller/shops/pickup-points/${joinIds(ids)}`, method: 'delete' }) },
} satisfies Record<string, Action<PickupPointRow>>;

export const pickupPointList = pickupPoints.list({
  tabs: [
    { key: 'all', label: 'setting:pickup.all', filters: {} },
    { key: 'enabled', label: 'setting:pickup.enabled', filters: { enabled: 1 } },
    { key: 'disabled', label: 'setting:pickup.disabled', filters: { enabled: 0 } },
  ],
  links: [{ key: 'add', label: 'setting:pickup.add', to: '/setting/pickup-point/add', permission: 'pickupPointAdd' }],
  rowActions: [actions.edit, actions.enable, actions.disable, actions.remove],
  bulkActions: [actions.enable, actions.disable, actions.remove],
});

const fields = formFields(pickupPointSchema as Schema<Row>) as readonly Field[];

export const pickupPointForm = pickupPoints.form({
  sections: [
    { key: 'place', title: 'setting:pickup.place', fields: ['name', 'region_id', 'address'] },
    { key: 'contact', title: 'setting:pickup.contactSection', fields: ['contact_name', 'contact_mobile'] },
    { key: 'opening', title: 'setting:pickup.opening', fields: ['hours', 'open_days', 'enabled'] },
  ],
  // The days come comma-joined; the form checks them as numbers.
  toValues: (row) => ({ ...readFields(fields, row), open_days: openDaysOf(row) }),
});
