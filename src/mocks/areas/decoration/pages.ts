/**
 * Micro-pages of the shop (`seller/pages`, api-reference §10 "Decoration"; designed contract in
 * docs/api/decoration.md) and the page picker's `{type}/pages` (`admin`/`buyer`: the platform's read-only pages).
 *
 * Rules, enforced on every write (500 with a bilingual message, nothing changed):
 * - each shop has exactly one home page (`is_index = YES`) per client type: setting another page as home moves
 *   it; the home page cannot be "unset", unpublished or deleted;
 * - only a published page can become the home page.
 */
import { pagesOf } from '../../db/seed/pages';
import { nextId } from '../../db/store';
import { pathIds } from '../../lib/body';
import { badParam, business, notFound, text } from '../../lib/errors';
import { paginate } from '../../lib/paging';
import { nowSeconds } from '../../lib/runtime';
import { matches, str } from '../../lib/values';
import { route, type Ctx } from '../../handlers/route';
import { logOperation } from '../statistics/system-logs';
import { readClientType } from './client-type';
import { decorationDb } from './db';
import type { ClientType, PageRecord } from './types';

const PAGE = text('微页面', 'Micro-page');
const NAME_MAX = 30;
const REMARK_MAX = 200;
const DATA_MAX = 500_000;

function ownPage(ctx: Ctx, id: string): PageRecord {
  const page = decorationDb().pages.get(id);
  if (!page || page.shop_id !== ctx.session.shopId) throw notFound(PAGE, id);
  return page;
}

/** A list row: everything but the widget data. */
const listRow = ({ page_data: _data, shop_id: _shop, ...row }: PageRecord) => row;
const detail = ({ shop_id: _shop, ...row }: PageRecord) => row;

/** The name/remark/widget fields of a create or edit body; only the fields present (edit) or all (create). */
function readPageFields(f: Record<string, unknown>, creating: boolean): Partial<Pick<PageRecord, 'page_name' | 'remark' | 'page_data'>> {
  const out: Partial<Pick<PageRecord, 'page_name' | 'remark' | 'page_data'>> = {};
  if (creating || 'page_name' in f) {
    const name = str(f.page_name).trim();
    if (!name) throw badParam('page_name 页面名称不能为空', 'page_name is required');
    if (name.length > NAME_MAX) throw badParam(`page_name 页面名称最多 ${NAME_MAX} 个字符`, `page_name allows at most ${NAME_MAX} characters`);
    out.page_name = name;
  }
  if (creating || 'remark' in f) {
    const remark = str(f.remark).trim();
    if (remark.length > REMARK_MAX) throw badParam(`remark 页面描述最多 ${REMARK_MAX} 个字符`, `remark allows at most ${REMARK_MAX} characters`);
    out.remark = remark;
  }
  if ('page_data' in f || creating) {
    const data = f.page_data === undefined || f.page_data === null || f.page_data === '' ? '[]' : f.page_data;
    if (typeof data !== 'string') throw badParam('page_data 必须是 JSON 字符串', 'page_data must be a JSON text (a string)');
    if (data.length > DATA_MAX) throw badParam(`page_data 最多 ${DATA_MAX} 个字符`, `page_data allows at most ${DATA_MAX} characters`);
    try {
      JSON.parse(data);
    } catch {
      throw badParam('page_data 不是合法的 JSON', 'page_data is not valid JSON');
    }
    out.page_data = data;
  }
  return out;
}

/** English texts stay only for the fields whose value did not change. */
function keepEnglish(page: PageRecord, changes: Partial<PageRecord>): PageRecord['__en'] {
  const changed = (key: string) => key in changes && changes[key as keyof PageRecord] !== page[key as keyof PageRecord];
  const en = Object.fromEntries(Object.entries(page.__en ?? {}).filter(([k]) => !changed(k)));
  return Object.keys(en).length ? en : undefined;
}

function savePage(page: PageRecord): PageRecord {
  const { __en, ...rest } = page;
  return decorationDb().pages.put(__en ? page : (rest as PageRecord));
}

const quoted = (page: PageRecord) => text(`【${page.page_name}】`, `"${page.__en?.page_name ?? page.page_name}"`);
const logPage = (ctx: Ctx, zh: string, en: string, page: PageRecord, important = false) => {
  const name = quoted(page);
  logOperation(ctx, text(`${zh}${name.zh}`, `${en} ${name.en}`), important ? 'important' : 'normal');
};

function listPlatformPages(type: string) {
  return (ctx: Ctx) => {
    const q = ctx.query;
    const client = readClientType(q.get('client_type'));
    const publish = q.get('publish_status') ?? '';
    const keyword = q.get('keyword') ?? '';
    const rows = pagesOf(type).filter(
      (p) => (!client || p.client_type === client) && (!publish || p.publish_status === publish) && matches(keyword, p.page_name, p.__en.page_name, p.remark),
    );
    return paginate(rows, q, undefined, 20);
  };
}

export const pageHandlers = [
  /** Paging, `client_type`, `keyword` (name or remark), `publish_status`; newest first. The page picker's call. */
  route('get', '*/seller/pages', (ctx) => {
    const q = ctx.query;
    const client = readClientType(q.get('client_type'));
    const publish = (q.get('publish_status') ?? '').trim().toUpperCase();
    if (publish && publish !== 'YES' && publish !== 'NO') throw badParam('publish_status 只能是 YES 或 NO', 'publish_status must be YES or NO');
    const keyword = q.get('keyword') ?? '';
    const rows = decorationDb()
      .pages.all()
      .filter(
        (p) =>
          p.shop_id === ctx.session.shopId &&
          (!client || p.client_type === client) &&
          (!publish || p.publish_status === publish) &&
          matches(keyword, p.page_name, p.__en?.page_name, p.remark, p.__en?.remark),
      )
      .sort((a, b) => b.create_time - a.create_time || Number(b.id) - Number(a.id));
    return paginate(rows, q, listRow);
  }),

  route('get', '*/seller/pages/:id', (ctx) => detail(ownPage(ctx, ctx.params.id))),

  route('post', '*/seller/pages', async (ctx) => {
    const f = await ctx.fields();
    const client = readClientType(f.client_type, true) as ClientType;
    const fields = readPageFields(f, true);
    const now = nowSeconds();
    const page = savePage({
      id: nextId('decorationPage', decorationDb().seeded.page),
      shop_id: ctx.session.shopId,
      page_name: fields.page_name!,
      remark: fields.remark!,
      client_type: client,
      publish_status: 'NO',
      is_index: 'NO',
      page_data: fields.page_data!,
      create_time: now,
      modify_time: now,
    });
    logPage(ctx, '新建微页面', 'Created micro-page', page);
    return detail(page);
  }),

  route('put', '*/seller/pages/:id', async (ctx) => {
    const page = ownPage(ctx, ctx.params.id);
    const changes = readPageFields(await ctx.fields(), false);
    const saved = savePage({ ...page, ...changes, modify_time: nowSeconds(), __en: keepEnglish(page, changes) });
    logPage(ctx, '编辑微页面', 'Edited micro-page', saved);
    return detail(saved);
  }),

  route('put', '*/seller/pages/:id/copy', (ctx) => {
    const page = ownPage(ctx, ctx.params.id);
    const now = nowSeconds();
    const suffix = '（副本）';
    const copy = savePage({
      ...page,
      id: nextId('decorationPage', decorationDb().seeded.page),
      page_name: `${page.page_name.slice(0, NAME_MAX - suffix.length)}${suffix}`,
      publish_status: 'NO',
      is_index: 'NO',
      create_time: now,
      modify_time: now,
      __en: page.__en && { ...page.__en, ...(page.__en.page_name ? { page_name: `${page.__en.page_name} (copy)` } : {}) },
    });
    logPage(ctx, '复制微页面', 'Copied micro-page', page);
    return detail(copy);
  }),

  /** Toggles the publish status (YES ↔ NO); the home page stays published. */
  route('put', '*/seller/pages/:id/publish', (ctx) => {
    const page = ownPage(ctx, ctx.params.id);
    if (page.is_index === 'YES') throw business('店铺首页不能取消发布，请先将其他页面设为首页', 'The shop home page cannot be unpublished; set another page as the home page first');
    const publish = page.publish_status === 'YES' ? 'NO' : 'YES';
    const saved = savePage({ ...page, publish_status: publish, modify_time: nowSeconds() });
    logPage(ctx, publish === 'YES' ? '发布微页面' : '取消发布微页面', publish === 'YES' ? 'Published micro-page' : 'Unpublished micro-page', saved);
    return listRow(saved);
  }),

  /** Makes the page the shop's home page of its client type; the previous home page becomes an ordinary page. */
  route('put', '*/seller/pages/:id/index', (ctx) => {
    const page = ownPage(ctx, ctx.params.id);
    if (page.is_index === 'YES') throw business('该页面已经是店铺首页了；店铺必须有一个首页，请将其他页面设为首页', 'This page is already the shop home page; a shop always has one, so set another page as the home page instead');
    if (page.publish_status !== 'YES') throw business('未发布的页面不能设为店铺首页，请先发布', 'An unpublished page cannot become the shop home page; publish it first');
    const { pages } = decorationDb();
    const now = nowSeconds();
    pages
      .all()
      .filter((p) => p.shop_id === page.shop_id && p.client_type === page.client_type && p.is_index === 'YES')
      .forEach((p) => pages.put({ ...p, is_index: 'NO', modify_time: now }));
    const saved = pages.put({ ...page, is_index: 'YES', modify_time: now });
    logPage(ctx, '设置店铺首页', 'Set the shop home page to', saved, true);
    return listRow(saved);
  }),

  /** Comma-joined ids; all or nothing (404 for an unknown page, 500 when one of them is a home page). */
  route('delete', '*/seller/pages/:ids', (ctx) => {
    const ids = pathIds(ctx.params.ids);
    if (!ids.length) throw badParam('ids 请选择要删除的页面', 'ids: choose the pages to delete');
    const targets = ids.map((id) => ownPage(ctx, id));
    const home = targets.find((p) => p.is_index === 'YES');
    if (home) throw business(`店铺首页【${home.page_name}】不能删除，请先将其他页面设为首页`, `The shop home page "${home.__en?.page_name ?? home.page_name}" cannot be deleted; set another page as the home page first`);
    targets.forEach((p) => {
      decorationDb().pages.remove(p.id);
      logPage(ctx, '删除微页面', 'Deleted micro-page', p, true);
    });
  }),

  ...['admin', 'buyer'].map((type) => route('get', `*/${type}/pages`, listPlatformPages(type))),
];
