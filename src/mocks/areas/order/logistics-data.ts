/**
 * Logistics companies (api reference §8.4): the platform's list (read-only: the platform opens and closes
 * them) and the seed of each shop's enabled set and e-waybill settings.
 */
import { SHOP } from '../../db/seed/constants';
import type { English } from '../../db/types';

export interface FormItem {
  name: string;
  code: string;
}

export interface LogiCompany extends English {
  id: string;
  name: string;
  code: string;
  /** Kuaidiniao code. */
  kdcode: string;
  /** 1 = supports electronic waybills. */
  is_waybill: number;
  /** The fields of the company's e-waybill account (`seller/shops/logi-companies/setting/{id}`). */
  form_items: FormItem[];
  delete_status: 'NORMAL';
  /** The platform's switch: a CLOSE company cannot be enabled or used. */
  disabled: 'OPEN' | 'CLOSE';
  /** Tracking-number prefix and digits, for seeded numbers. */
  ship_no: [prefix: string, digits: number];
}

/** One enabled company of one shop, with its e-waybill account and Cainiao print template. */
export interface ShopLogisticsRecord {
  key: string;
  shop_id: string;
  logi_id: string;
  open: boolean;
  config: Record<string, string> | null;
  template_url: string;
}

/** The Cainiao print component a shop prints e-waybills with. */
export interface CainiaoSettingRecord {
  shop_id: string;
  token: string;
  ip: string;
  port: number;
}

const ACCOUNT: FormItem[] = [
  { name: '电子面单客户号', code: 'customer_name' },
  { name: '电子面单密码', code: 'customer_pwd' },
];
const MONTHLY: FormItem[] = [...ACCOUNT, { name: '月结编码', code: 'month_code' }];
const SITE: FormItem[] = [...ACCOUNT, { name: '网点编码', code: 'send_site' }];

const company = (
  id: string, name: string, en: string, code: string, waybill: FormItem[] | null, disabled: LogiCompany['disabled'], shipNo: LogiCompany['ship_no'],
): LogiCompany => ({
  id, name, code, kdcode: code, is_waybill: waybill ? 1 : 0, form_items: waybill ?? [], delete_status: 'NORMAL', disabled, ship_no: shipNo, __en: { name: en },
});

export const LOGI_COMPANIES: readonly LogiCompany[] = [
  company('1', '顺丰速运', 'SF Express', 'SF', MONTHLY, 'OPEN', ['SF', 13]),
  company('2', '中通快递', 'ZTO Express', 'ZTO', SITE, 'OPEN', ['7', 13]),
  company('3', '圆通速递', 'YTO Express', 'YTO', SITE, 'OPEN', ['YT', 13]),
  company('4', '韵达快递', 'Yunda Express', 'YD', SITE, 'OPEN', ['43', 13]),
  company('5', '申通快递', 'STO Express', 'STO', SITE, 'OPEN', ['77', 12]),
  company('6', '京东物流', 'JD Logistics', 'JD', MONTHLY, 'OPEN', ['JDVA', 11]),
  company('7', '中国邮政 EMS', 'China Post EMS', 'EMS', null, 'OPEN', ['11', 11]),
  company('8', '德邦快递', 'Deppon Express', 'DBL', null, 'OPEN', ['DPK', 12]),
  company('9', '极兔速递', 'J&T Express', 'JTSD', null, 'OPEN', ['JT', 13]),
  company('10', '百世快递', 'Best Express', 'HTKY', null, 'CLOSE', ['55', 12]),
  company('11', '天天快递', 'TTK Express', 'HHTT', null, 'CLOSE', ['66', 12]),
];

export const COMPANY_BY_ID = new Map(LOGI_COMPANIES.map((c) => [c.id, c]));

/** Print templates of the e-waybill companies (`/seller/shops/logi-cainiao-template`). */
export const cainiaoTemplates = (c: LogiCompany) => [
  { name: '标准模板（76×130）', url: `https://cloudprint.cainiao.com/template/standard/${c.code.toLowerCase()}/76x130` },
  { name: '一联单模板（100×150）', url: `https://cloudprint.cainiao.com/template/standard/${c.code.toLowerCase()}/100x150` },
];

/** Enabled companies per shop; the first ones carry e-waybill accounts. */
const ENABLED: Record<string, string[]> = { [SHOP.owner]: ['1', '2', '3', '4', '6', '7'], [SHOP.supplier]: ['1', '2', '5'] };

export const logisticsKey = (shopId: string, logiId: string) => `${shopId}:${logiId}`;

export function seedShopLogistics(): ShopLogisticsRecord[] {
  return Object.entries(ENABLED).flatMap(([shopId, ids]) =>
    ids.map((logiId, i) => {
      const c = COMPANY_BY_ID.get(logiId) as LogiCompany;
      const configured = c.is_waybill === 1 && i < 2;
      return {
        key: logisticsKey(shopId, logiId),
        shop_id: shopId,
        logi_id: logiId,
        open: true,
        config: configured ? Object.fromEntries(c.form_items.map((f) => [f.code, f.code === 'customer_pwd' ? '******' : `${c.code}${shopId}0086`])) : null,
        template_url: configured ? cainiaoTemplates(c)[0].url : '',
      };
    }),
  );
}

/** The companies a shop ships with in the seed (the first enabled ones). */
export const seededShipCompanies = (shopId: string) => (ENABLED[shopId] ?? ENABLED[SHOP.owner]).map((id) => COMPANY_BY_ID.get(id) as LogiCompany);
