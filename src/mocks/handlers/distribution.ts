/** Distribution goods of an ordinary shop (api-reference §3.6): join or leave, and the rebate ratios. */
import { db } from '../db/store';
import { badParam } from '../lib/errors';
import { toId } from '../lib/json';
import { paginate } from '../lib/paging';
import { nowSeconds } from '../lib/runtime';
import { num } from '../lib/values';
import { goodsRow, ownGoods } from './goods-model';
import { route } from './route';

const NOT_JOINED = { join_flag: 0, ratio_lv1: 0, ratio_lv2: 0 };

export const distributionHandlers = [
  route('get', '*/seller/distribution/goods/list', (ctx) => {
    const flag = ctx.query.get('flag') ?? '';
    const rows = db()
      .goods.all()
      .filter((g) => g.shop_id === ctx.session.shopId && g.disabled === 1 && g.market_enable === 1 && g.is_auth === 1)
      .map((g) => ({ ...goodsRow(g), ...(g.distribution ?? NOT_JOINED) }))
      .filter((g) => flag === '' || String(g.join_flag) === flag);
    return paginate(rows, ctx.query);
  }),

  route('put', '*/seller/distribution/goods/set-rebate', async (ctx) => {
    const fields = await ctx.fields();
    const id = toId(fields.goods_id);
    if (!id) throw badParam('商品id不能为空', 'goods_id is required');
    const g = ownGoods(ctx, id);
    const ratio = (key: 'ratio_lv1' | 'ratio_lv2') => {
      const value = num(fields[key]) ?? g.distribution?.[key] ?? 0;
      if (value < 0 || value > 100) throw badParam(`${key} 应在 0–100 之间`, `${key} must be between 0 and 100`);
      return value;
    };
    const join = num(fields.join_flag) ?? g.distribution?.join_flag ?? 1;
    const distribution = { join_flag: join === 1 ? 1 : 0, ratio_lv1: ratio('ratio_lv1'), ratio_lv2: ratio('ratio_lv2') };
    if (distribution.ratio_lv1 + distribution.ratio_lv2 > 100) throw badParam('两级返利比例之和不能超过100', 'the two ratios together may not exceed 100');
    db().goods.put({ ...g, distribution, last_modify: nowSeconds() });
    return undefined;
  }),
];
