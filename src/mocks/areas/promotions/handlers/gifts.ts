/** Gifts (赠品) of full-give steps, api reference §6.2. */
import { badParam, notFound, text } from '../../../lib/errors';
import { paginate } from '../../../lib/paging';
import { nowSeconds } from '../../../lib/runtime';
import { matches } from '../../../lib/values';
import { route, type Ctx } from '../../../handlers/route';
import { integer, money, requiredText } from '../fields';
import type { GiftRecord } from '../records';
import { assertNotGivenAway } from '../references';
import { byIdDesc, newId, promotionsDb } from '../store';
import { keptEnglish } from '../text';

const BASE = '*/seller/promotion/full-discount-gifts';
const WHAT = text('赠品', 'Gift');
/** Image URLs may be data URLs of the demo's uploads. */
const IMAGE_MAX = 2_000_000;

const view = ({ shop_id, ...gift }: GiftRecord) => ({ ...gift, seller_id: shop_id });

const shopGifts = (ctx: Ctx) =>
  promotionsDb()
    .gifts.all()
    .filter((g) => g.shop_id === ctx.session.shopId)
    .sort(byIdDesc((g) => g.gift_id));

function own(ctx: Ctx): GiftRecord {
  const gift = promotionsDb().gifts.get(ctx.params.id);
  if (!gift || gift.shop_id !== ctx.session.shopId) throw notFound(WHAT, ctx.params.id);
  return gift;
}

/** Saves the form; the stock promised to orders (`actual_store - enable_store`) stays promised. */
async function save(ctx: Ctx, previous?: GiftRecord): Promise<GiftRecord> {
  const body = await ctx.fields();
  const actual = integer(body.actual_store, 'actual_store', 0);
  const promised = previous ? previous.actual_store - previous.enable_store : 0;
  if (actual < promised) throw badParam(`actual_store 库存不能小于已被订单占用的 ${promised} 件`, `actual_store cannot be below the ${promised} promised to orders`);
  const next = {
    gift_id: previous?.gift_id ?? newId('gifts'),
    shop_id: ctx.session.shopId,
    gift_name: requiredText(body.gift_name, 'gift_name', 50),
    gift_price: money(body.gift_price, 'gift_price', false),
    gift_img: requiredText(body.gift_img, 'gift_img', IMAGE_MAX),
    actual_store: actual,
    enable_store: actual - promised,
    gift_type: 0,
    create_time: previous?.create_time ?? nowSeconds(),
    disabled: 0,
  };
  return promotionsDb().gifts.put({ ...next, __en: keptEnglish(previous, next) });
}

export const giftHandlers = [
  route('get', BASE, (ctx) => {
    const keyword = ctx.query.get('keyword') ?? '';
    return paginate(shopGifts(ctx).filter((g) => matches(keyword, g.gift_name, g.__en?.gift_name)), ctx.query, view);
  }),
  // Before `/:id`.
  route('get', `${BASE}/all`, (ctx) => shopGifts(ctx).map(view)),
  route('get', `${BASE}/:id`, (ctx) => view(own(ctx))),
  route('post', BASE, async (ctx) => view(await save(ctx))),
  route('put', `${BASE}/:id`, async (ctx) => view(await save(ctx, own(ctx)))),
  route('delete', `${BASE}/:id`, (ctx) => {
    const gift = own(ctx);
    assertNotGivenAway(ctx.session.shopId, (s) => s.gift_id === gift.gift_id, { zh: '赠品', en: 'gift' });
    promotionsDb().gifts.remove(gift.gift_id);
  }),
];
