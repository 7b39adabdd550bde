/**
 * Freight (ship) templates of the caller's shop (api reference §8.5). A template charges by weight (1), piece
 * (2) or volume (3), fixed at creation; its charged areas (`items`) and free areas (`free_items`) may not
 * share a region. The default template and a template goods use cannot be deleted (500).
 */
import { db, nextId } from '../../../db/store';
import type { ShipRule, ShipTemplateRecord, ShipTemplateType } from '../../../db/types';
import { business, notFound, what } from '../../../lib/errors';
import { route, type Ctx } from '../../../handlers/route';
import { num } from '../../../lib/values';
import { keepEnglish } from '../lib/english';
import { amount, fieldError, integer, text, type Fields } from '../lib/fields';
import { areaCoverage, regionPath } from './area';

const TYPES: readonly ShipTemplateType[] = [1, 2, 3];
const MAX_UNITS = 9999;
const MAX_PRICE = 99_999.99;

function ownTemplate(ctx: Ctx, id: string): ShipTemplateRecord {
  const t = db().shipTemplates.get(id);
  if (!t || t.shop_id !== ctx.session.shopId) throw notFound(what.template, id);
  return t;
}

/** One rule at `path` (`items[0]`): its fields are checked under their full names (`items[0].first_price`). */
function parseRule(value: unknown, path: string, type: ShipTemplateType, free: boolean): ShipRule {
  const o = value && typeof value === 'object' && !Array.isArray(value) ? (value as Fields) : {};
  const f: Fields = Object.fromEntries(Object.entries(o).map(([k, v]) => [`${path}.${k}`, v]));
  const key = (name: string) => `${path}.${name}`;
  // First and continued units: whole pieces, or kg / m³ with up to 2 decimals. Free rules may leave them out.
  const units = (name: string, label: string) => {
    if (free && num(o[name]) === undefined) return 1;
    return type === 2 ? integer(f, key(name), label, 1, MAX_UNITS) : amount(f, key(name), label, 0.01, MAX_UNITS);
  };
  // Free rules cost nothing; a charged rule's first price is above 0 (UI61 tells charged from free rules by it).
  const price = (name: string, label: string, min: number) => {
    if (!free) return amount(f, key(name), label, min, MAX_PRICE);
    if (num(o[name]) ?? 0) throw fieldError(key(name), label, '免运费地区的运费必须为 0', 'must be 0 in a free area');
    return 0;
  };
  return {
    first_company: units('first_company', type === 2 ? '首件' : '首重'),
    first_price: price('first_price', '首费', 0.01),
    continued_company: units('continued_company', type === 2 ? '续件' : '续重'),
    continued_price: price('continued_price', '续费', 0),
    area: typeof o.area === 'string' ? o.area : '',
  };
}

/** The rules of `items` / `free_items`, and no region in two rules of the template (400 naming the second). */
function parseRules(f: Fields, type: ShipTemplateType): Pick<ShipTemplateRecord, 'items' | 'free_items'> {
  const covered = new Map<string, string>();
  const rules = (listKey: 'items' | 'free_items') => {
    const value = f[listKey] ?? [];
    if (!Array.isArray(value)) throw fieldError(listKey, '配送地区', '必须是数组', 'must be an array');
    return value.map((item, i) => {
      const path = `${listKey}[${i}]`;
      const rule = parseRule(item, path, type, listKey === 'free_items');
      for (const region of areaCoverage(rule.area, `${path}.area`)) {
        const first = covered.get(region);
        if (first) {
          throw fieldError(`${path}.area`, '配送地区', `与 ${first} 重复：${regionPath(region)}`, `repeats a region of ${first}: ${regionPath(region)}`);
        }
        covered.set(region, `${path}.area`);
      }
      return rule;
    });
  };
  const items = rules('items');
  if (!items.length) throw fieldError('items', '计费区域', '不能为空', 'needs at least one charged area');
  return { items, free_items: rules('free_items') };
}

async function saveTemplate(ctx: Ctx, existing: ShipTemplateRecord | null) {
  const f = await ctx.fields();
  const name = text(f, 'name', '模板名称', { required: true, max: 15 });
  const sent = num(f.type);
  let type: ShipTemplateType;
  if (existing) {
    if (sent !== undefined && sent !== existing.type) {
      throw business('计费方式在模板创建后不能修改', 'the charging type of a template cannot change', 'E227');
    }
    type = existing.type;
  } else {
    const known = TYPES.find((t) => t === sent);
    if (!known) throw fieldError('type', '计费方式', '只能是 1（重量）、2（件数）或 3（体积）', 'must be 1 (weight), 2 (piece) or 3 (volume)');
    type = known;
  }
  const template: ShipTemplateRecord = {
    id: existing?.id ?? nextId('template'),
    shop_id: ctx.session.shopId,
    name,
    type,
    is_default: existing?.is_default ?? 0,
    ...parseRules(f, type),
    __en: existing?.__en,
  };
  return templateView(db().shipTemplates.put(existing ? keepEnglish(existing, template) : template));
}

const templateView = ({ shop_id: _shop, ...t }: ShipTemplateRecord) => t;

export const shipTemplateHandlers = [
  route('get', '*/seller/shops/ship-templates', (ctx) =>
    db().shipTemplates.all().filter((t) => t.shop_id === ctx.session.shopId).map(templateView),
  ),
  /** One template; its `items` also hold the free areas (prices 0), which UI61 splits off by `first_price`. */
  route('get', '*/seller/shops/ship-templates/:id', (ctx) => {
    const t = templateView(ownTemplate(ctx, ctx.params.id));
    return { ...t, items: [...t.items, ...t.free_items] };
  }),
  route('post', '*/seller/shops/ship-templates', (ctx) => saveTemplate(ctx, null)),
  route('put', '*/seller/shops/ship-templates/:id', (ctx) => saveTemplate(ctx, ownTemplate(ctx, ctx.params.id))),
  route('delete', '*/seller/shops/ship-templates/:id', (ctx) => {
    const t = ownTemplate(ctx, ctx.params.id);
    if (t.is_default) throw business('默认模板不能删除', 'the default template cannot be deleted', 'E403');
    const user = db().goods.all().find((g) => g.shop_id === t.shop_id && g.template_id === t.id);
    if (user) {
      throw business(`模版被商品【${user.goods_name}】使用，无法删除该模版`, `goods "${user.__en?.goods_name ?? user.goods_name}" use the template: it cannot be deleted`, 'E226');
    }
    db().shipTemplates.remove(t.id);
  }),
];
