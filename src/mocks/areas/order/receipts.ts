/**
 * Invoices buyers asked for with their orders (api reference §4.5): e-invoices (ELECTRO, sent as files), VAT
 * normal invoices (VATORDINARY, paper, mailed) and VAT special invoices (VATOSPECIAL, paper, issued once the
 * order is complete). One request per order that asked for an invoice (`need_receipt`).
 */
import { BASE_TIME, DAY } from '../../db/seed/constants';
import type { English } from '../../db/types';
import { hashString } from '../../lib/prng';
import { amounts } from './amounts';
import type { Label } from './labels';
import { seededShipCompanies } from './logistics-data';
import type { OrderRecord } from './types';

export type ReceiptType = 'VATORDINARY' | 'VATOSPECIAL' | 'ELECTRO';
export const RECEIPT_TYPES: readonly ReceiptType[] = ['VATORDINARY', 'VATOSPECIAL', 'ELECTRO'];

export const RECEIPT_TYPE_LABEL: Record<ReceiptType, Label> = {
  VATORDINARY: ['增值税普通发票', 'VAT normal invoice'],
  VATOSPECIAL: ['增值税专用发票', 'VAT special invoice'],
  ELECTRO: ['电子普通发票', 'Electronic invoice'],
};

/** How each type is issued: e-invoices by e-mail, paper invoices by post (special ones after completion). */
export const RECEIPT_METHOD: Record<ReceiptType, Label> = {
  VATORDINARY: ['随订单邮寄', 'Mailed with the order'],
  VATOSPECIAL: ['订单完成后开票', 'Issued once the order is complete'],
  ELECTRO: ['发送至收票邮箱', 'Sent to the e-mail address'],
};

export const isPaper = (type: ReceiptType) => type !== 'ELECTRO';

export interface ReceiptRecord extends English {
  history_id: string;
  shop_id: string;
  order_sn: string;
  member_id: string;
  uname: string;
  order_price_cents: number;
  receipt_type: ReceiptType;
  receipt_title: string;
  receipt_content: string;
  tax_no: string;
  reg_addr: string;
  reg_tel: string;
  bank_name: string;
  bank_account: string;
  member_name: string;
  member_mobile: string;
  member_email: string;
  province_id: string;
  province: string;
  city_id: string;
  city: string;
  county_id: string;
  county: string;
  town_id: string;
  town: string;
  detail_addr: string;
  /** 0 not issued, 1 issued. */
  status: number;
  add_time: number;
  issue_time: number;
  logi_id: string;
  logi_name: string;
  logi_code: string;
  elec_file_list: string[];
}

const COMPANIES: readonly { name: Label; tax: string; addr: string; tel: string; bank: string; account: string }[] = [
  { name: ['深圳市晨曦科技有限公司', 'Shenzhen Chenxi Technology Co., Ltd.'], tax: '91440300MA5F1234X1', addr: '深圳市南山区科技园 18 号', tel: '0755-86001234', bank: '招商银行深圳科技园支行', account: '755912345610801' },
  { name: ['杭州云帆贸易有限公司', 'Hangzhou Yunfan Trading Co., Ltd.'], tax: '91330106MA2B5678Y2', addr: '杭州市西湖区文三路 90 号', tel: '0571-88005678', bank: '中国银行杭州文三支行', account: '366758123456' },
  { name: ['北京博远教育咨询有限公司', 'Beijing Boyuan Education Consulting Co., Ltd.'], tax: '91110108MA01ABCD3Z', addr: '北京市海淀区中关村大街 27 号', tel: '010-62001122', bank: '中国建设银行北京中关村支行', account: '11050162540000000123' },
];

const CONTENTS: readonly Label[] = [['商品明细', 'Goods details'], ['商品类别', 'Goods categories']];

const RECEIPT_ID_BASE = 30_000;

/** Orders come newest first: the newest request of each type (for a complete order and for one that is not) waits to be issued. */
export function seedReceipts(orders: readonly OrderRecord[]): ReceiptRecord[] {
  let next = RECEIPT_ID_BASE;
  const waiting = new Set<string>();
  return orders
    .filter((o) => o.need_receipt === 1)
    .map((o) => {
      const h = hashString(`receipt${o.sn}`);
      const type: ReceiptType = h % 20 < 8 ? 'ELECTRO' : h % 20 < 15 ? 'VATORDINARY' : 'VATOSPECIAL';
      const company = type === 'VATOSPECIAL' || h % 2 === 0 ? COMPANIES[h % COMPANIES.length] : null;
      const content = CONTENTS[(h >>> 4) % CONTENTS.length];
      const received = o.ship_status !== 'SHIP_NO';
      const kind = `${o.shop_id}:${type}:${o.order_status === 'COMPLETE'}`;
      const first = !waiting.has(kind);
      waiting.add(kind);
      const issued =
        !first &&
        (type === 'ELECTRO' ? received && h % 5 !== 0 : type === 'VATORDINARY' ? o.ship_status === 'SHIP_ROG' && h % 3 !== 0 : o.order_status === 'COMPLETE' && h % 4 !== 0);
      const issueTime = issued ? Math.min(BASE_TIME - 60, Math.max(o.ship_time, o.signing_time, o.complete_time) + DAY) : 0;
      const courier = seededShipCompanies(o.shop_id)[h % 3];
      return {
        history_id: String(++next),
        shop_id: o.shop_id,
        order_sn: o.sn,
        member_id: o.member_id,
        uname: o.member_name,
        order_price_cents: amounts(o).order,
        receipt_type: type,
        receipt_title: company ? company.name[0] : '个人',
        receipt_content: content[0],
        tax_no: company?.tax ?? '',
        reg_addr: type === 'VATOSPECIAL' ? (company?.addr ?? '') : '',
        reg_tel: type === 'VATOSPECIAL' ? (company?.tel ?? '') : '',
        bank_name: type === 'VATOSPECIAL' ? (company?.bank ?? '') : '',
        bank_account: type === 'VATOSPECIAL' ? (company?.account ?? '') : '',
        member_name: o.ship_name,
        member_mobile: o.ship_mobile,
        member_email: type === 'ELECTRO' ? `invoice${o.member_id}@example.com` : '',
        province_id: o.ship_province_id,
        province: o.ship_province,
        city_id: o.ship_city_id,
        city: o.ship_city,
        county_id: o.ship_county_id,
        county: o.ship_county,
        town_id: o.ship_town_id,
        town: o.ship_town,
        detail_addr: o.ship_addr,
        status: issued ? 1 : 0,
        add_time: o.payment_time,
        issue_time: issueTime,
        logi_id: issued && isPaper(type) ? courier.id : '',
        logi_name: issued && isPaper(type) ? courier.name : '',
        logi_code: issued && isPaper(type) ? `${courier.ship_no[0]}${String(h).padStart(10, '0')}` : '',
        elec_file_list: issued && type === 'ELECTRO' ? [`https://invoice.example.com/${o.sn}.pdf`] : [],
        __en: { receipt_title: company ? company.name[1] : 'Personal', receipt_content: content[1] },
      };
    });
}
