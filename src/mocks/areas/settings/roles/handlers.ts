/**
 * Shop roles and their permission trees (api reference §2 `.../checked`, §8.7). A role's `menus` tree is
 * saved as the console sends it and answered unchanged; `.../checked` lists its checked identifiers.
 * Role 0 is the founder's: every menu of the shop's type.
 */
import { db } from '../../../db/store';
import type { RoleMenu, RoleRecord } from '../../../db/types';
import { business, notFound, text as bilingual, what } from '../../../lib/errors';
import { paginate } from '../../../lib/paging';
import { route, type Ctx } from '../../../handlers/route';
import { newId } from '../db';
import { keepEnglish } from '../lib/english';
import { fieldError, text, type Fields } from '../lib/fields';
import { callerShop } from '../lib/request';
import { allIdentifiers, checkedIdentifiers, menuChildren } from './menus';

function ownRole(ctx: Ctx, id: string): RoleRecord {
  const role = db().roles.get(id);
  if (!role || role.shop_id !== ctx.session.shopId) throw notFound(what.role, id);
  return role;
}

const shopRoles = (ctx: Ctx) =>
  db().roles.all().filter((r) => r.shop_id === ctx.session.shopId).sort((a, b) => Number(a.role_id) - Number(b.role_id));

/** Checks the tree the console sends: nodes of this shop's menus, each with a title and a `checked` flag. */
function parseMenus(value: unknown, known: ReadonlySet<string>): RoleMenu[] {
  const walk = (nodes: unknown, path: string): RoleMenu[] => {
    if (!Array.isArray(nodes)) throw fieldError(path, '角色权限', '必须是菜单数组', 'must be an array of menus');
    nodes.forEach((node, i) => {
      const at = `${path}[${i}]`;
      const o = (node && typeof node === 'object' ? node : {}) as Record<string, unknown>;
      if (typeof o.identifier !== 'string' || !known.has(o.identifier)) {
        throw fieldError(`${at}.identifier`, '菜单标识', `不是本店的菜单：${String(o.identifier ?? '')}`, `is not a menu of the shop: ${String(o.identifier ?? '')}`);
      }
      if (typeof o.title !== 'string' || !o.title.trim()) throw fieldError(`${at}.title`, '菜单名称', '不能为空', 'is required');
      if (typeof o.checked !== 'boolean') throw fieldError(`${at}.checked`, '是否选中', '必须是 true 或 false', 'must be true or false');
      if (o.children !== undefined && o.children !== null) walk(o.children, `${at}.children`);
    });
    return nodes as RoleMenu[];
  };
  return walk(value, 'menus');
}

async function saveRole(ctx: Ctx, existing: RoleRecord | null) {
  const shop = callerShop(ctx);
  const f: Fields = await ctx.fields();
  const name = text(f, 'role_name', '角色名称', { required: true, max: 10 });
  const describe = text(f, 'role_describe', '角色描述', { max: 200 });
  const menus = parseMenus(f.menus, new Set(allIdentifiers(shop.shop_type)));
  if (shopRoles(ctx).some((r) => r.role_name === name && r.role_id !== existing?.role_id)) {
    throw business(`角色名称已存在：${name}`, `another role is already named ${name}`, 'E220');
  }
  const role: RoleRecord = {
    role_id: existing?.role_id ?? newId.role(),
    shop_id: shop.shop_id,
    role_name: name,
    role_describe: describe,
    menus,
    __en: existing?.__en,
  };
  return roleView(db().roles.put(existing ? keepEnglish(existing, role) : role));
}

const roleView = ({ shop_id: _shop, ...role }: RoleRecord) => role;

export const roleHandlers = [
  route('get', '*/seller/shops/roles', (ctx) =>
    paginate(shopRoles(ctx), ctx.query, ({ role_id, role_name, role_describe, __en }) => ({ role_id, role_name, role_describe, __en })),
  ),
  route('get', '*/seller/shops/roles/:id', (ctx) => roleView(ownRole(ctx, ctx.params.id))),
  route('post', '*/seller/shops/roles', (ctx) => saveRole(ctx, null)),
  route('put', '*/seller/shops/roles/:id', (ctx) => saveRole(ctx, ownRole(ctx, ctx.params.id))),
  route('delete', '*/seller/shops/roles/:id', (ctx) => {
    const role = ownRole(ctx, ctx.params.id);
    if (db().sellers.all().some((s) => s.shop_id === role.shop_id && s.role_id === role.role_id)) {
      throw business('该角色下还有店员（含已禁用的），不能删除', 'clerks (disabled ones included) still have this role: it cannot be deleted', 'E221');
    }
    db().roles.remove(role.role_id);
  }),

  /** The menu identifiers of a role (the console builds its menu from them at sign-in). */
  route('get', '*/seller/shops/roles/:role_id/checked', (ctx) =>
    ctx.params.role_id === '0' ? allIdentifiers(callerShop(ctx).shop_type) : checkedIdentifiers(ownRole(ctx, ctx.params.role_id).menus),
  ),

  /** The menus a role may be granted (`parent_id` 0 = the whole tree), for the role-permission screen. */
  route('get', '*/seller/shops/menus/:parent_id/children', (ctx) => {
    const children = menuChildren(callerShop(ctx).shop_type, ctx.params.parent_id);
    if (!children) throw notFound(bilingual('菜单', 'Menu'), ctx.params.parent_id);
    return children;
  }),
];
