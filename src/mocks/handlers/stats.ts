/** Dashboard statistics of the caller's shop (api-reference §7). */
import { db } from '../db/store';
import { notFound, what } from '../lib/errors';
import { hashString } from '../lib/prng';
import { route } from './route';

const creditText = (score: number, english: boolean) =>
  english ? (score >= 4.8 ? 'High' : score >= 4.5 ? 'Average' : 'Low') : score >= 4.8 ? '高' : score >= 4.5 ? '中' : '低';

export const statsHandlers = [
  route('get', '*/seller/statistics/dashboard/shop', (ctx) => {
    const shop = ctx.session.shop;
    const goods = db().goods.all().filter((g) => g.shop_id === ctx.session.shopId && g.disabled === 1);
    const limit = shop?.goods_warning_count ?? 5;
    const seed = hashString(ctx.session.shopId);
    const market = goods.filter((g) => g.market_enable === 1 && g.is_auth === 1).length;
    const pending = goods.filter((g) => g.market_enable === 1 && g.is_auth === 0).length;
    return {
      market_goods: market,
      pending_goods: pending,
      pending_member_ask: 3 + (seed % 7),
      all_orders_num: 1200 + (seed % 500),
      wait_pay_order_num: 12 + (seed % 9),
      wait_ship_order_num: 8 + (seed % 11),
      wait_delivery_order_num: 8 + (seed % 11),
      after_sale_order_num: 2 + (seed % 5),
      today_order_count: 36 + (seed % 20),
      today_order_amount: Math.round((8888.8 + (seed % 5000)) * 100) / 100,
      today_goods_count: 64 + (seed % 30),
      today_visit_count: 1500 + (seed % 900),
      wait_audit_goods_count: pending,
      warning_goods_count: goods.filter((g) => g.market_enable === 1 && g.skus.some((s) => s.enable_quantity <= limit)).length,
      wait_handle_complain_count: 1 + (seed % 3),
      goods_num: goods.length,
    };
  }),

  route('get', '*/seller/statistics/dashboard/shopScore', ({ session, english }) => {
    const shop = session.shop;
    if (!shop) throw notFound(what.shop, session.shopId || '0');
    return {
      shop_name: shop.shop_name,
      shop_logo: shop.shop_logo,
      self_operated: shop.self_operated,
      shop_credit: shop.shop_credit,
      shop_description_credit: shop.shop_description_credit,
      shop_service_credit: shop.shop_service_credit,
      shop_delivery_credit: shop.shop_delivery_credit,
      shop_description_credit_text: creditText(shop.shop_description_credit, english),
      shop_service_credit_text: creditText(shop.shop_service_credit, english),
      shop_delivery_credit_text: creditText(shop.shop_delivery_credit, english),
      shop_province: shop.shop_province,
      shop_city: shop.shop_city,
      shop_county: shop.shop_county,
      shop_town: shop.shop_town,
      __en: shop.__en,
    };
  }),
];
