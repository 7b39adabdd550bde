// @vitest-environment node
import { beforeAll, describe, expect, it } from 'vitest';
import { call, login, startDemoServer, type Page } from './support';

startDemoServer();

interface Bill {
  bill_id: string;
  bill_sn: string;
  start_time: number;
  end_time: number;
  bill_price: number;
  status: string;
  status_text: string;
}

type Amount =
  | 'price' | 'cod_price' | 'order_total_price' | 'refund_price' | 'cod_refund_price' | 'refund_total_price' | 'commi_price' | 'refund_commi_price'
  | 'discount_price' | 'site_coupon_commi' | 'distribution_rebate' | 'distribution_return_rebate' | 'bill_price';

type Detail = Bill & Record<Amount, number> & { shop_name: string; bank_name: string; operate_allowable: Record<string, boolean> };

interface Item {
  order_sn: string;
  refund_sn: string;
  price: number;
  discount_price: number;
  site_coupon_price: number;
  payment_type: string;
  order_time: number;
  refund_time: number;
}

let token = '';
beforeAll(async () => {
  token = await login('owner');
});

const bills = async () => (await call<Page<Bill>>('seller/order/bills?page_size=100', { token })).data.data;
const detail = async (id: string) => (await call<Detail>(`seller/order/bills/${id}`, { token })).data;
const items = async (id: string, type: string) => (await call<Page<Item>>(`seller/order/bills/${id}/${type}?page_size=10000`, { token })).data.data;
const cents = (yuan: number) => Math.round(yuan * 100);
const byStatus = async (status: string) => (await bills()).find((b) => b.status === status) as Bill;

describe('settlement bills', () => {
  it('has bills in every status, newest period first, searchable by bill_sn', async () => {
    const all = await bills();
    for (const status of ['NEW', 'OUT', 'RECON', 'PASS', 'PAY', 'COMPLETE']) expect(all.some((b) => b.status === status), status).toBe(true);
    for (let i = 1; i < all.length; i++) expect(all[i - 1].start_time).toBeGreaterThan(all[i].start_time);
    const found = await call<Page<Bill>>(`seller/order/bills?bill_sn=${all[2].bill_sn}`, { token });
    expect(found.data.data.map((b) => b.bill_sn)).toEqual([all[2].bill_sn]);
    expect(all[0].status_text).toBe('未确认');
  });

  it("items refer to real orders of the bill's period: payments of paid orders, refunds never above the payment", async () => {
    const orders = (await call<Page<{ sn: string; pay_status: string; order_amount: number; payment_type: string }>>('seller/trade/orders?page_size=10000', { token })).data.data;
    const bySn = new Map(orders.map((o) => [o.sn, o]));
    let refunds = 0;
    for (const bill of await bills()) {
      for (const i of await items(bill.bill_id, 'PAYMENT')) {
        const o = bySn.get(i.order_sn);
        expect(o, i.order_sn).toBeDefined();
        expect(o?.pay_status).toBe('PAY_YES');
        expect(i.payment_type).toBe(o?.payment_type);
      }
      for (const i of await items(bill.bill_id, 'REFUND')) {
        refunds++;
        const o = bySn.get(i.order_sn);
        expect(o).toBeDefined();
        expect(i.refund_sn).toBe(`R${i.order_sn}`);
        expect(i.price).toBeGreaterThan(0);
        expect(cents(i.price)).toBeLessThanOrEqual(cents(o?.order_amount ?? 0));
        expect(i.refund_time).toBeGreaterThanOrEqual(bill.start_time);
        expect(i.refund_time).toBeLessThanOrEqual(bill.end_time);
      }
    }
    expect(refunds).toBeGreaterThan(0);
  });

  it('every amount of BillDetail is summed from the items, in cents', async () => {
    for (const bill of await bills()) {
      const d = await detail(bill.bill_id);
      const pay = await items(bill.bill_id, 'PAYMENT');
      const ref = await items(bill.bill_id, 'REFUND');
      const sum = (rows: Item[], f: (i: Item) => number) => rows.reduce((s, i) => s + f(i), 0);
      expect(cents(d.order_total_price)).toBe(sum(pay, (i) => cents(i.price)));
      expect(cents(d.cod_price)).toBe(sum(pay, (i) => (i.payment_type === 'COD' ? cents(i.price) : 0)));
      expect(cents(d.price)).toBe(cents(d.order_total_price) - cents(d.cod_price));
      expect(cents(d.refund_total_price)).toBe(sum(ref, (i) => cents(i.price)));
      expect(cents(d.refund_price)).toBe(cents(d.refund_total_price) - cents(d.cod_refund_price));
      expect(cents(d.commi_price)).toBe(sum(pay, (i) => Math.round(cents(i.price) * 0.05)));
      expect(cents(d.refund_commi_price)).toBe(sum(ref, (i) => Math.round(cents(i.price) * 0.05)));
      expect(cents(d.discount_price)).toBe(sum(pay, (i) => cents(i.discount_price)));
      expect(cents(d.site_coupon_commi)).toBe(sum(pay, (i) => cents(i.site_coupon_price)));
      expect(cents(d.bill_price)).toBe(
        cents(d.price) - cents(d.refund_price) - cents(d.commi_price) + cents(d.refund_commi_price) - cents(d.distribution_rebate) + cents(d.distribution_return_rebate) + cents(d.site_coupon_commi),
      );
      expect(d.bill_price).toBe(bill.bill_price);
      expect(d.shop_name).toBe('晨光数码旗舰店');
    }
  });

  it.each([
    ['NEW', { allow_next_step: false, allow_recon: false }],
    ['OUT', { allow_next_step: true, allow_recon: true }],
    ['RECON', { allow_next_step: false, allow_auth: true }],
    ['PASS', { allow_next_step: false, allow_pay: true }],
    ['PAY', { allow_next_step: true, allow_complete: true }],
    ['COMPLETE', { allow_next_step: false, allow_complete: false }],
  ])('a %s bill allows %o', async (status, flags) => {
    expect((await detail((await byStatus(status)).bill_id)).operate_allowable).toMatchObject(flags);
  });

  it.each([
    ['OUT', 'RECON'],
    ['PAY', 'COMPLETE'],
  ])('next moves %s to %s', async (from, to) => {
    const bill = await byStatus(from);
    const moved = await call<Bill>(`seller/order/bills/${bill.bill_id}/next`, { method: 'PUT', token });
    expect(moved.status).toBe(200);
    expect(moved.data.status).toBe(to);
    expect((await detail(bill.bill_id)).status).toBe(to);
  });

  it.each(['NEW', 'RECON', 'PASS', 'COMPLETE'])('next is refused at %s (500, no change)', async (status) => {
    const bill = await byStatus(status);
    const refused = await call<{ message: string }>(`seller/order/bills/${bill.bill_id}/next`, { method: 'PUT', token });
    expect(refused.status).toBe(500);
    expect(refused.data.message).toContain(bill.bill_sn);
    expect((await detail(bill.bill_id)).status).toBe(status);
  });

  it('export answers the bill with its lists and creates a ShopBillExport task', async () => {
    const bill = await byStatus('COMPLETE');
    const exported = await call<{ bill: Detail; order_list: Item[]; refund_list: Item[] }>(`seller/order/bills/${bill.bill_id}/export`, { token });
    expect(exported.status).toBe(200);
    expect(exported.data.bill.bill_sn).toBe(bill.bill_sn);
    expect(exported.data.order_list.length).toBe((await items(bill.bill_id, 'PAYMENT')).length);
    const tasks = await call<Page<{ module_type: string; param: string }>>('seller/task?operate_type=EXPORT', { token });
    expect(tasks.data.data[0].module_type).toBe('ShopBillExport');
    expect(JSON.parse(tasks.data.data[0].param)[0]).toEqual({ fieldName: 'bill_id', fieldDesc: '结算单', value: String(bill.bill_id) });
  });

  it('a bad bill_type is a 400; another shop’s bill a 404', async () => {
    const bill = (await bills())[0];
    expect((await call(`seller/order/bills/${bill.bill_id}/OTHER`, { token })).status).toBe(400);
    const supplier = await login('supplier');
    expect((await call(`seller/order/bills/${bill.bill_id}`, { token: supplier })).status).toBe(404);
    expect((await call(`seller/order/bills/${bill.bill_id}/next`, { method: 'PUT', token: supplier })).status).toBe(404);
    expect((await call<Page<Bill>>('seller/order/bills', { token: supplier })).data.data.every((b) => !String(b.bill_sn).endsWith('0001'))).toBe(true);
  });

  it('answers status texts in English', async () => {
    const en = await call<Page<Bill>>('seller/order/bills', { token, language: 'en-US' });
    expect(en.data.data[0].status_text).toBe('Unconfirmed');
  });
});
