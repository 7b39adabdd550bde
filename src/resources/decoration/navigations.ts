/** The shop's navigation entries (docs/api/decoration.md §2). */
import { defineFamily } from '@/engine/declare';
import type { Action } from '@/engine/list/types';
import { navigationSchema, type NavigationRow } from '@/schemas/decoration/navigations';
import { fillPath } from '@/utils/api-path';
import { navigationsHead } from './families';

export const navigations = defineFamily<NavigationRow>({
  ...navigationsHead,
  schema: navigationSchema,
  titleOf: (row) => row.name,
});

const path = (id: string) => fillPath('seller/shops/navigations/{id}', { id });
const shown = (row: NavigationRow) => Number(row.disable) === 1;
const body = (values: Record<string, unknown>) => ({
  name: String(values.name ?? '').trim(),
  nav_url: String(values.nav_url ?? '').trim(),
  sort: values.sort,
  disable: Number(values.disable ?? 1),
  target: Number(values.target ?? 0),
});

const actions = {
  // A partial body changes only that field (docs/api/decoration.md §2).
  show: { key: 'show', label: 'decoration:nav.show', visible: (row) => !shown(row), request: ([id]) => ({ url: path(id!), method: 'put', body: 'json', data: { disable: 1 } }) },
  hide: { key: 'hide', label: 'decoration:nav.hide', visible: shown, request: ([id]) => ({ url: path(id!), method: 'put', body: 'json', data: { disable: 0 } }) },
  remove: { key: 'delete', label: 'common:action.delete', danger: true, confirm: 'decoration:nav.confirmDelete', request: ([id]) => ({ url: path(id!), method: 'delete' }) },
} satisfies Record<string, Action<NavigationRow>>;

export const navigationList = navigations.list({
  rowActions: [actions.show, actions.hide, actions.remove],
  form: {
    initial: { sort: 0, disable: 1, target: 0 },
    create: (values) => ({ url: 'seller/shops/navigations', method: 'post', body: 'json', data: body(values) }),
    update: (row, values) => ({ url: path(row.id), method: 'put', body: 'json', data: body(values) }),
  },
});
