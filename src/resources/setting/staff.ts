import { lazy } from 'react';
import { md5 } from 'js-md5';
import { defineFamily } from '@/engine/declare';
import type { Action } from '@/engine/list/types';
import { clerkSchema, editClerkFields, type ClerkRow } from '@/schemas/setting/staff';
import { fillPath } from '@/utils/api-path';
import { clerksHead } from './families';

/** Staff (api reference §8.6). The owner (founder) is never edited nor disabled. */
const clerks = defineFamily<ClerkRow>({ ...clerksHead, schema: clerkSchema });

const editable = (row: ClerkRow) => Number(row.founder) !== 1;
const clerkPath = (id: string, tail = '') => fillPath(`seller/shops/clerks/{id}${tail}`, { id });

const actions = {
  edit: {
    key: 'edit',
    label: 'setting:staff.edit',
    visible: (row) => editable(row) && Number(row.user_state) === 0,
    form: { fields: editClerkFields, initial: ([row]) => ({ role_id: String(row!.role_id), email: row!.email }) },
    // The user name and mobile belong to the account; a new password only when one is typed.
    request: ([id], input) => ({
      url: clerkPath(id!),
      method: 'put',
      data: { role_id: input.role_id, email: String(input.email ?? '').trim(), ...(input.password ? { password: md5(String(input.password)) } : {}) },
    }),
  },
  disable: { key: 'disable', label: 'setting:staff.disable', danger: true, visible: (row) => editable(row) && Number(row.user_state) === 0, confirm: 'setting:staff.confirmDisable', request: ([id]) => ({ url: clerkPath(id!), method: 'delete' }) },
  recover: { key: 'recover', label: 'setting:staff.recover', visible: (row) => editable(row) && Number(row.user_state) === -1, confirm: 'setting:staff.confirmRecover', request: ([id]) => ({ url: clerkPath(id!, '/recovery'), method: 'put' }) },
} satisfies Record<string, Action<ClerkRow>>;

export const clerkList = clerks.list({
  tabs: [
    { key: 'active', label: 'setting:staff.active', filters: { disabled: 0 } },
    { key: 'disabled', label: 'setting:staff.disabledState', filters: { disabled: -1 } },
  ],
  toolbar: [{ key: 'add', label: 'setting:staff.add', primary: true, dialog: lazy(() => import('@/pages/setting/AddClerkDialog')) }],
  rowActions: [actions.edit, actions.disable, actions.recover],
});
