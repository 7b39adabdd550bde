/**
 * Parcel tracking (`seller/express?id=&num=`): dated steps from pick-up to delivery, the same for the same
 * tracking number. A number of one of the caller's orders follows that order (shipped at its ship time,
 * signed for when the order is received), a buyer's return parcel starts when the buyer sent it; any other
 * number gets a route derived from the number. No step is dated after now.
 */
import { BASE_TIME, DAY } from '../../db/seed/constants';
import { db } from '../../db/store';
import { badParam, notFound, text } from '../../lib/errors';
import { hashString } from '../../lib/prng';
import { nowSeconds } from '../../lib/runtime';
import { afterSaleDb } from '../aftersales/store';
import type { Ctx } from '../../handlers/route';
import { chinaTime } from './dates';
import { COMPANY_BY_ID } from './logistics-data';
import { LEAF_REGIONS, regionFields } from './regions';
import { orderDb } from './store';

const HOUR = 3600;
const HUBS = ['广州', '杭州', '武汉', '郑州', '上海', '成都'];
/** Hours after pick-up of each step (the last one is the delivery). */
const STEP_HOURS = [0, 3, 14, 26, 33, 37];

export function tracking(ctx: Ctx) {
  const id = (ctx.query.get('id') ?? '').trim();
  const num = (ctx.query.get('num') ?? '').trim();
  if (!id) throw badParam('id（物流公司）不能为空', 'id (logistics company) is required');
  if (!num) throw badParam('num（物流单号）不能为空', 'num (tracking number) is required');
  const company = COMPANY_BY_ID.get(id);
  if (!company) throw notFound(text('物流公司', 'Logistics company'), id);

  const hash = hashString(`${id}:${num}`);
  const order = orderDb().orders.all().find((o) => o.shop_id === ctx.session.shopId && o.logi_id === id && o.ship_no === num);
  const shop = db().shops.get(ctx.session.shopId);
  const dest = order ?? regionFields(LEAF_REGIONS[hash % LEAF_REGIONS.length].id);
  const parcel = order ? undefined : afterSaleDb().services.all().find((s) => s.shop_id === ctx.session.shopId && s.express?.courier_number === num)?.express;
  const start = order?.ship_time || parcel?.ship_time || BASE_TIME - (2 + (hash % 20)) * DAY + (hash % 600) * 60;
  const delivered = order ? order.ship_status === 'SHIP_ROG' : hash % 3 === 0;
  const count = delivered ? STEP_HOURS.length : 2 + (hash % 4);

  const origin = shop?.shop_city || '深圳市';
  const originCounty = shop?.shop_county || '南山区';
  const hub = HUBS[hash % HUBS.length];
  const city = dest?.ship_city || dest?.ship_province || '';
  const county = dest?.ship_county || city;
  const courier = `${'王李张刘陈杨'[hash % 6]}师傅`;
  const phone = `1${3 + (hash % 6)}${String(hash).padStart(9, '0').slice(-9)}`;
  const steps: [zh: string, en: string][] = [
    [`【${origin}】${company.name}${originCounty}营业点已揽收`, `Picked up by ${company.__en?.name} at the ${originCounty} station, ${origin}`],
    [`【${origin}】快件已发往【${hub}转运中心】`, `Left ${origin} for the ${hub} sorting centre`],
    [`【${hub}】快件已到达【${hub}转运中心】`, `Arrived at the ${hub} sorting centre`],
    [`【${city}】快件已到达【${county}营业点】`, `Arrived at the ${county} delivery station, ${city}`],
    [`【${city}】快件正在派送中，派送员：${courier}，电话：${phone}`, `Out for delivery: courier ${courier}, phone ${phone}`],
    [`【${city}】快件已签收，签收人：本人签收。感谢使用${company.name}`, `Delivered and signed for by the recipient. Thank you for choosing ${company.__en?.name}`],
  ];
  const timeOf = (i: number) =>
    i === 0 ? start : i === STEP_HOURS.length - 1 && order?.signing_time ? order.signing_time : start + STEP_HOURS[i] * HOUR + ((hash >>> i) % 50) * 60;
  const now = nowSeconds();
  return {
    name: company.name,
    courier_num: num,
    data: steps
      .slice(0, count)
      .filter((_, i) => i === 0 || timeOf(i) <= now)
      .map(([zh, en], i) => ({ time: chinaTime(timeOf(i)), context: zh, __en: { context: en } }))
      .reverse(),
    __en: { name: company.__en?.name ?? company.name },
  };
}
