/** Platform categories with brands and parameter groups (api-reference §3.2). */
import { brandsOfCategory, CATEGORIES, CATEGORY_BY_ID, categoryHasChildren, paramsOfCategory, type CategoryNode } from '../db/seed/catalog';
import { notFound, what } from '../lib/errors';
import { route, type Ctx } from './route';
import { ownGoods } from './goods-model';

const node = (c: CategoryNode) => ({ ...c, has_children: categoryHasChildren(c.category_id) });

interface CategoryTree extends ReturnType<typeof node> {
  children: CategoryTree[];
}

const tree = (parentId: string): CategoryTree[] =>
  CATEGORIES.filter((c) => c.parent_id === parentId).map((c) => ({ ...node(c), children: tree(c.category_id) }));

function known(id: string): string {
  if (id !== '0' && !CATEGORY_BY_ID.has(id)) throw notFound(what.category, id);
  return id;
}

function paramsWithValues(ctx: Ctx) {
  const goods = ownGoods(ctx, ctx.params.goods_id);
  const values = new Map(goods.goods_params_list.map((p) => [p.param_id, p.param_value]));
  return paramsOfCategory(known(ctx.params.id)).map((g) => ({
    ...g,
    params: g.params.map((p) => ({ ...p, param_value: values.get(p.param_id) ?? '' })),
  }));
}

export const categoryHandlers = [
  route('get', '*/seller/goods/category/seller/children', () => tree('0')),
  route('get', '*/seller/goods/category/:id/all-children', ({ params }) => tree(known(params.id))),
  route('get', '*/seller/goods/category/:id/children', ({ params }) => CATEGORIES.filter((c) => c.parent_id === known(params.id)).map(node)),
  route('get', '*/seller/goods/category/:id/brands', ({ params }) => brandsOfCategory(known(params.id))),
  route('get', '*/seller/goods/category/:id/params', ({ params }) => paramsOfCategory(known(params.id))),
  route('get', '*/seller/goods/category/:id/:goods_id/params', paramsWithValues),
];
