/**
 * The shop's own settings (api reference §8.1, §8.3): info and detail, the shop form, logo, stock-warning
 * threshold, invoice types and the redeem password of virtual goods.
 */
import { db } from '../../../db/store';
import { route } from '../../../handlers/route';
import { flag, imageUrl, integer, md5Hex } from '../lib/fields';
import { keepEnglish } from '../lib/english';
import { callerShop, input } from '../lib/request';
import { parseShopEdit, parseShopSetting } from './edit';
import { shopDetail, shopInfo } from './views';

export const shopSettingHandlers = [
  route('get', '*/seller/shops', (ctx) => shopInfo(callerShop(ctx))),
  route('get', '*/seller/shops/detail', (ctx) => shopDetail(callerShop(ctx))),

  route('put', '*/seller/shops/edit', async (ctx) => {
    const shop = callerShop(ctx);
    db().shops.put(keepEnglish(shop, parseShopEdit(await input(ctx), shop)));
  }),

  route('put', '*/seller/shops', async (ctx) => {
    const shop = callerShop(ctx);
    const next = db().shops.put(keepEnglish(shop, parseShopSetting(await input(ctx), shop)));
    return shopInfo(next);
  }),

  route('put', '*/seller/shops/logos', async (ctx) => {
    const shop = callerShop(ctx);
    const logo = imageUrl(await input(ctx), 'logo', '店铺logo');
    db().shops.put({ ...shop, shop_logo: logo });
  }),

  /** The threshold `seller/goods/warning` and the dashboard's warning count read (`goods_warning_count`). */
  route('put', '*/seller/shops/warning-counts', async (ctx) => {
    const shop = callerShop(ctx);
    const count = integer(await input(ctx), 'warning_count', '预警数', 1, 99_999_999);
    db().shops.put({ ...shop, goods_warning_count: count });
  }),

  /** Which invoices the shop issues: VAT normal, electronic, VAT special (each 0/1). */
  route('put', '*/seller/shops/receipt', async (ctx) => {
    const shop = callerShop(ctx);
    const f = await input(ctx);
    db().shops.put({
      ...shop,
      ordin_receipt_status: flag(f, 'ordin_receipt_status', '增值税普通发票'),
      elec_receipt_status: flag(f, 'elec_receipt_status', '电子普通发票'),
      tax_receipt_status: flag(f, 'tax_receipt_status', '增值税专用发票'),
    });
  }),

  /**
   * The redeem password arrives as the MD5 of its 6 letters or digits: only the hash is stored, so the
   * plain-text rule is the console's to check. Answers an empty 200.
   */
  route('put', '*/seller/shops/redeem-password', async (ctx) => {
    const shop = callerShop(ctx);
    db().shops.put({ ...shop, redeem_password: md5Hex(await input(ctx), 'redeem_password', '核销密码') });
  }),
];
