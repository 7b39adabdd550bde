import { defineFamily } from '@/engine/declare';
import { roleSchema, roleShape, type RoleRow } from '@/schemas/setting/staff';
import { fillPath } from '@/utils/api-path';
import { NEW_ROLE, rolesHead } from './families';

/** Roles and their permission trees (api reference §8.7). */
const roles = defineFamily<RoleRow>({ ...rolesHead, schema: roleSchema, shape: roleShape, titleOf: (row) => row.role_name });

/** `role-permission/0` is a new role (UI61); any other id is a role's. */
export { NEW_ROLE, roleIdRule } from './families';

export const roleList = roles.list({
  toolbar: [{ key: 'add', label: 'setting:role.add', primary: true, to: () => `/setting/role-permission/${NEW_ROLE}`, permission: 'rolePermission' }],
  rowActions: [
    { key: 'permissions', label: 'setting:role.permissions', to: (row) => fillPath('/setting/role-permission/{id}', { id: row.role_id }), permission: 'rolePermission' },
    {
      key: 'delete',
      label: 'common:action.delete',
      danger: true,
      confirm: 'setting:role.confirmDelete',
      request: ([id]) => ({ url: fillPath('seller/shops/roles/{id}', { id }), method: 'delete' }),
    },
  ],
});

export const roleForm = roles.form({
  newId: NEW_ROLE,
  sections: [
    { key: 'role', title: 'setting:role.section', fields: ['role_name', 'role_describe'] },
    { key: 'menus', title: 'setting:role.menus', fields: ['menus'] },
  ],
  toBody: (values) => ({ role_name: String(values.role_name ?? '').trim(), role_describe: String(values.role_describe ?? '').trim(), menus: values.menus }),
  after: '/setting/role-manage',
});
