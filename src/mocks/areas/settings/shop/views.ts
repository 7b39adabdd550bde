/** The shop as `seller/shops` (ShopInfoVO) and `seller/shops/detail` (ShopVO) show it (api reference §8.1–§8.3). */
import type { ShopRecord } from '../../../db/types';
import { regionJson } from '../lib/regions';

const INFO_FIELDS = [
  'shop_id', 'member_id', 'shop_name', 'shop_type', 'shop_logo', 'shop_banner', 'shop_desc', 'shop_qq', 'shop_add', 'link_phone',
  'legal_id', 'self_operated', 'shop_credit', 'shop_description_credit', 'shop_service_credit', 'shop_delivery_credit',
  'shop_province_id', 'shop_province', 'shop_city_id', 'shop_city', 'shop_county_id', 'shop_county', 'shop_town_id', 'shop_town',
  'goods_warning_count', 'ordin_receipt_status', 'elec_receipt_status', 'tax_receipt_status', 'paid_margin', 'remaining_margin',
] as const satisfies readonly (keyof ShopRecord)[];

/** `seller/shops`: what the console keeps of its shop (sidebar logo and name, warning count, invoices, deposit). */
export function shopInfo(shop: ShopRecord) {
  return {
    ...Object.fromEntries(INFO_FIELDS.map((key) => [key, shop[key]])),
    shop_disable: shop.shop_status,
    __en: shop.__en,
  };
}

/**
 * `seller/shops/detail`: the whole shop record with the region JSON strings of its three addresses. The
 * redeem password's hash never leaves the server; the grade has its own calls.
 */
export function shopDetail(shop: ShopRecord) {
  const { shop_status, redeem_password: _secret, grade_id: _grade, ...fields } = shop;
  return {
    ...fields,
    shop_disable: shop_status,
    shop_region: regionJson(shop, 'shop'),
    license_region: regionJson(shop, 'license'),
    bank_region: regionJson(shop, 'bank'),
  };
}
