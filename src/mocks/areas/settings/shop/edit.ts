/**
 * The shop forms: `PUT seller/shops/edit` (every field of the shop detail, UI61 `shopEdit.vue`) and
 * `PUT seller/shops` (BE722 `ShopSettingDTO`). Fields the platform owns (commission, self-operated,
 * settlement status, grade, deposit, credits) are ignored when sent back, as the original backend binds
 * only what the seller may change. Checks run in the order of the console's form.
 */
import { CATEGORIES } from '../../../db/seed/catalog';
import { db } from '../../../db/store';
import type { ShopRecord } from '../../../db/types';
import { business } from '../../../lib/errors';
import { list, num, str } from '../../../lib/values';
import { amount, email, fieldError, imageUrl, integer, mobileNumber, pattern, text, type Fields } from '../lib/fields';
import { domesticFields, isLastLevel, parseRegionJson } from '../lib/regions';

const PHONE = /^[0-9+\-() ]{5,20}$/;
const ID_CARD = /^(\d{15}|\d{17}[\dXx])$/;
const BANK_NUMBER = /^\d{8,30}$/;
const QQ = /^[1-9]\d{4,11}$/;

/** The shop name: required, and no other shop may have it (500). */
function shopName(f: Fields, shop: ShopRecord): string {
  const name = text(f, 'shop_name', '店铺名称', { required: true, max: 50 });
  if (db().shops.all().some((s) => s.shop_id !== shop.shop_id && s.shop_name === name)) {
    throw business(`店铺名称已存在：${name}`, `another shop is already named ${name}`, 'E206');
  }
  return name;
}

/** A date in unix seconds. */
function seconds(f: Fields, key: string, label: string): number {
  return integer(f, key, label, 1, 32503680000);
}

/** The end of the licence (after `licence_start` was checked): 0, empty or absent = permanent; else after the start. */
function licenceEnd(f: Fields): number {
  if (!num(f.licence_end)) return 0;
  const end = seconds(f, 'licence_end', '营业执照有效期结束时间');
  if (end <= (num(f.licence_start) ?? 0)) {
    throw fieldError('licence_end', '营业执照有效期结束时间', '必须晚于开始时间', 'must be after licence_start');
  }
  return end;
}

/** Business categories: top-level platform categories, at least one (comma-joined or repeated). */
function businessCategories(f: Fields): string {
  const ids = [...new Set(list(f.goods_management_category))];
  if (!ids.length) throw fieldError('goods_management_category', '经营类目', '不能为空', 'is required');
  const unknown = ids.find((id) => !CATEGORIES.some((c) => c.category_id === id && c.parent_id === '0'));
  if (unknown) throw fieldError('goods_management_category', '经营类目', `不存在：${unknown}`, `names an unknown top category: ${unknown}`);
  return ids.join(',');
}

/** Settlement days of the month: at most 5 different days 1–31; empty keeps none. */
function settlementDays(f: Fields): string {
  const days = list(f.settlement_day);
  const valid = days.every((d) => /^\d+$/.test(d) && Number(d) >= 1 && Number(d) <= 31);
  if (!valid || new Set(days).size !== days.length || days.length > 5) {
    throw fieldError('settlement_day', '结算日', '最多 5 个不重复的 1–31 日', 'must be at most 5 different days from 1 to 31');
  }
  return days.map(Number).sort((a, b) => a - b).join(',');
}

/** `PUT seller/shops/edit`: the changed shop record (fields checked tab by tab, top to bottom). */
export function parseShopEdit(f: Fields, shop: ShopRecord): ShopRecord {
  return {
    ...shop,
    company_name: text(f, 'company_name', '公司名称', { required: true, max: 200 }),
    company_address: text(f, 'company_address', '公司地址', { required: true, max: 200 }),
    company_phone: pattern(f, 'company_phone', '公司电话', PHONE, 'a phone number', { required: true, max: 20 }),
    employee_num: integer(f, 'employee_num', '员工总数', 1, 99_999_999),
    reg_money: amount(f, 'reg_money', '注册资金', 0.01, 9_999_999.99),
    link_name: text(f, 'link_name', '联系人姓名', { required: true, max: 50 }),
    link_phone: mobileNumber(f.link_phone, 'link_phone', '联系电话'),
    company_email: email(f, 'company_email', '电子邮箱', true),
    // Optional fields keep their value when the form leaves them out, and are cleared when sent empty.
    shop_desc: 'shop_desc' in f ? text(f, 'shop_desc', '店铺简介', { max: 9999 }) : shop.shop_desc,
    shop_logo: 'shop_logo' in f ? imageUrl(f, 'shop_logo', '店铺logo', false) : shop.shop_logo,
    legal_name: text(f, 'legal_name', '法人姓名', { required: true, max: 200 }),
    legal_id: pattern(f, 'legal_id', '法人身份证号', ID_CARD, 'an identity card number', { required: true, max: 50 }),
    license_num: text(f, 'license_num', '统一社会信用代码', { required: true, max: 50 }),
    license_add: text(f, 'license_add', '营业执照详细地址', { required: true, max: 200 }),
    establish_date: seconds(f, 'establish_date', '成立日期'),
    licence_start: seconds(f, 'licence_start', '营业执照有效期开始时间'),
    licence_end: licenceEnd(f),
    ...parseRegionJson('license', f.license_region, '营业执照所在地'),
    scope: text(f, 'scope', '法定经营范围', { required: true, max: 500 }),
    legal_img: imageUrl(f, 'legal_img', '法人身份证'),
    licence_img: imageUrl(f, 'licence_img', '营业执照'),
    bank_account_name: text(f, 'bank_account_name', '银行开户名', { required: true, max: 200 }),
    bank_number: pattern(f, 'bank_number', '公司银行账号', BANK_NUMBER, 'a bank account number of 8–30 digits', { required: true, max: 30 }),
    bank_name: text(f, 'bank_name', '开户银行支行名称', { required: true, max: 200 }),
    ...parseRegionJson('bank', f.bank_region, '开户行所在地'),
    bank_img: imageUrl(f, 'bank_img', '开户行许可证'),
    shop_name: shopName(f, shop),
    ...parseRegionJson('shop', f.shop_region, '店铺所在地'),
    shop_add: text(f, 'shop_add', '店铺详细地址', { required: true, max: 200 }),
    goods_management_category: businessCategories(f),
    settlement_day: 'settlement_day' in f ? settlementDays(f) : shop.settlement_day,
  };
}

/** `PUT seller/shops` (BE722 `ShopSettingDTO`): the shop's storefront fields; `shop_region` is a region id. */
export function parseShopSetting(f: Fields, shop: ShopRecord): ShopRecord {
  const regionId = str(f.shop_region).trim();
  if (regionId && !isLastLevel(regionId)) {
    throw fieldError('shop_region', '店铺所在地', '请选择到最后一级地区', 'must name a region of the last level');
  }
  return {
    ...shop,
    shop_name: shopName(f, shop),
    shop_add: text(f, 'shop_add', '店铺详细地址', { max: 200 }) || shop.shop_add,
    link_phone: str(f.link_phone).trim() ? mobileNumber(f.link_phone, 'link_phone', '联系电话') : shop.link_phone,
    shop_logo: imageUrl(f, 'shop_logo', '店铺logo', false) || shop.shop_logo,
    shop_banner: imageUrl(f, 'shop_banner', '店铺横幅', false) || shop.shop_banner,
    shop_desc: text(f, 'shop_desc', '店铺简介', { max: 9999 }) || shop.shop_desc,
    shop_qq: pattern(f, 'shop_qq', 'QQ', QQ, 'a QQ number', { required: false, max: 12 }) || shop.shop_qq,
    ...(regionId ? domesticFields('shop', regionId) : {}),
  };
}
