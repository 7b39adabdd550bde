/**
 * Shop navigation `seller/shops/navigations` (BE722 `NavigationSellerController`, `NavigationDO`): paged list in
 * `sort` order, add, edit, delete. Fields: `name`, `disable` (1 shown, 0 hidden), `sort`, `nav_url`, `target`
 * (1 new window). An edit may send only the fields it changes (e.g. `{disable: 0}` to hide, `{sort: 5}` to
 * reorder): the merged entry is validated as a whole.
 */
import { nextId } from '../../db/store';
import { badParam, notFound, text } from '../../lib/errors';
import { paginate } from '../../lib/paging';
import { num, str } from '../../lib/values';
import { route, type Ctx } from '../../handlers/route';
import { logOperation } from '../statistics/system-logs';
import { decorationDb } from './db';
import type { NavigationRecord } from './types';

const NAVIGATION = text('店铺导航', 'Shop navigation');
/** UI61's form allows 6 characters; the server takes 20 so that English names fit. */
const NAME_MAX = 20;
const URL_MAX = 255;

type Editable = Pick<NavigationRecord, 'name' | 'disable' | 'sort' | 'nav_url' | 'target'>;

function ownNavigation(ctx: Ctx, id: string): NavigationRecord {
  const nav = decorationDb().navigations.get(id);
  if (!nav || nav.shop_id !== ctx.session.shopId) throw notFound(NAVIGATION, id);
  return nav;
}

const flag = (value: unknown, key: string, zh: string) => {
  const n = num(value);
  if (n === undefined) throw badParam(`${key} ${zh}必填`, `${key} is required`);
  if (n !== 0 && n !== 1) throw badParam(`${key} 只能是 0 或 1`, `${key} must be 0 or 1`);
  return n;
};

/** Validates an entry (the body merged over the existing entry, for an edit); 400 naming the first bad field. */
function validate(f: Record<string, unknown>): Editable {
  const name = str(f.name).trim();
  if (!name) throw badParam('name 导航栏名称必填', 'name is required');
  if (name.length > NAME_MAX) throw badParam(`name 导航名称最多 ${NAME_MAX} 个字符`, `name allows at most ${NAME_MAX} characters`);
  const disable = flag(f.disable, 'disable', '是否显示');
  const sortRaw = str(f.sort).trim();
  if (!sortRaw) throw badParam('sort 排序必填', 'sort is required');
  const sort = Number(sortRaw);
  if (!Number.isInteger(sort) || sort < 0 || sort > 99999) throw badParam('sort 排序必须是 0–99999 的整数', 'sort must be an integer from 0 to 99999');
  const url = str(f.nav_url).trim();
  if (!url) throw badParam('nav_url URL必填', 'nav_url is required');
  if (url.length > URL_MAX) throw badParam(`nav_url 最多 ${URL_MAX} 个字符`, `nav_url allows at most ${URL_MAX} characters`);
  if (!/^https?:\/\/\S+$/i.test(url)) throw badParam('nav_url 请输入包含 http:// 或 https:// 的完整 URL', 'nav_url must be a full URL starting with http:// or https://');
  const target = flag(f.target, 'target', '是否新窗口打开');
  return { name, disable, sort, nav_url: url, target };
}

const row = ({ shop_id: _shop, ...nav }: NavigationRecord) => nav;
const named = (nav: NavigationRecord) => text(`【${nav.name}】`, `"${nav.__en?.name ?? nav.name}"`);

export const navigationHandlers = [
  route('get', '*/seller/shops/navigations', (ctx) => {
    const rows = decorationDb()
      .navigations.all()
      .filter((n) => n.shop_id === ctx.session.shopId)
      .sort((a, b) => a.sort - b.sort || Number(a.id) - Number(b.id));
    return paginate(rows, ctx.query, row);
  }),

  route('post', '*/seller/shops/navigations', async (ctx) => {
    const fields = validate(await ctx.fields());
    const nav = decorationDb().navigations.put({ id: nextId('shopNavigation', decorationDb().seeded.navigation), shop_id: ctx.session.shopId, ...fields });
    logOperation(ctx, text(`添加店铺导航${named(nav).zh}`, `Added shop navigation ${named(nav).en}`));
    return row(nav);
  }),

  route('put', '*/seller/shops/navigations/:id', async (ctx) => {
    const nav = ownNavigation(ctx, ctx.params.id);
    const body = await ctx.fields();
    const fields = validate({ ...nav, ...body });
    // The English name only stays while the name is unchanged.
    const en = fields.name === nav.name ? nav.__en : undefined;
    const { __en: _old, ...rest } = nav;
    const saved = decorationDb().navigations.put({ ...rest, ...fields, ...(en ? { __en: en } : {}) });
    logOperation(ctx, text(`修改店铺导航${named(saved).zh}`, `Changed shop navigation ${named(saved).en}`));
    return row(saved);
  }),

  route('delete', '*/seller/shops/navigations/:id', (ctx) => {
    const nav = ownNavigation(ctx, ctx.params.id);
    decorationDb().navigations.remove(nav.id);
    logOperation(ctx, text(`删除店铺导航${named(nav).zh}`, `Deleted shop navigation ${named(nav).en}`), 'important');
  }),
];
