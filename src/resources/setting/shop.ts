import { md5 } from 'js-md5';
import { defineFamily } from '@/engine/declare';
import { preloadable } from '@/engine/preloadable';
import { readFields, type Field, type Row } from '@/engine/fields/registry';
import { invoiceFields, passwordFields, shopFields, shopSections, shopShape, warningFields } from '@/schemas/setting/shop';
import { shopHead } from './families';

/**
 * The session's shop (api reference §8.1–§8.3). Its reads are cached under `shop`, as the sidebar's shop
 * name and logo are: every save here refreshes them, and the low-stock list's threshold.
 */
export const shop = defineFamily<Row>({ ...shopHead, schema: [], shape: shopShape });

export const shopSetting = shop.settings({
  load: 'seller/shops/detail',
  fields: shopFields,
  sections: shopSections,
  header: preloadable(() => import('@/pages/setting/ShopGrade')),
  // A licence without an end date is permanent (`licence_end` 0).
  toValues: (record) => readFields(shopFields as readonly Field[], { ...record, licence_end: Number(record.licence_end) || undefined }),
  save: (body) => ({ url: 'seller/shops/edit', method: 'put', data: { ...body, licence_end: body.licence_end ?? 0 }, invalidates: ['shop'] }),
});

export const goodsWarning = shop.settings({
  load: 'seller/shops',
  fields: warningFields,
  intro: 'setting:warning.intro',
  toValues: (record) => ({ warning_count: record.goods_warning_count }),
  // The low-stock list (goods) and its header (the shop) follow the new threshold at once.
  save: (body) => ({ url: 'seller/shops/warning-counts', method: 'put', data: body, invalidates: ['shop', 'goods'] }),
});

export const invoiceSettings = shop.settings({
  load: 'seller/shops',
  fields: invoiceFields,
  intro: 'setting:invoice.intro',
  toValues: (record) => Object.fromEntries(invoiceFields.map((f) => [f.key, Number(record[f.key] ?? 0)])),
  save: (body) => ({ url: 'seller/shops/receipt', method: 'put', data: Object.fromEntries(invoiceFields.map((f) => [f.key, Number(body[f.key] ?? 0)])), invalidates: ['shop'] }),
});

/** Nothing of the password is ever read back: the form starts empty, and empties again once saved. */
export const passwordSettings = shop.settings({
  load: 'seller/shops',
  fields: passwordFields,
  intro: 'setting:password.intro',
  toValues: () => ({ redeem_password: undefined, confirm_password: undefined }),
  toBody: (values) => ({ redeem_password: md5(String(values.redeem_password)) }),
  save: (body) => ({ url: 'seller/shops/redeem-password', method: 'put', data: body }),
});
