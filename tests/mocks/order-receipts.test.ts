// @vitest-environment node
import { beforeAll, describe, expect, it } from 'vitest';
import { call, login, startDemoServer, type Page } from './support';

startDemoServer();

interface Receipt {
  history_id: string;
  order_sn: string;
  order_price: number;
  uname: string;
  status: number;
  receipt_type: string;
  receipt_method: string;
  receipt_title: string;
  add_time: number;
}

interface ReceiptDetail extends Receipt {
  tax_no: string;
  member_name: string;
  province: string;
  detail_addr: string;
  logi_id: string;
  logi_name: string;
  logi_code: string;
  elec_file_list: string[];
  order_sku_list: unknown[];
}

interface Order {
  sn: string;
  order_status: string;
  order_amount: number;
  need_receipt: number;
}

let token = '';
beforeAll(async () => {
  token = await login('owner');
});

const receipts = async (query = '') => (await call<Page<Receipt>>(`seller/members/receipts?page_size=1000&${query}`, { token })).data.data;
const detail = async (id: string) => (await call<ReceiptDetail>(`seller/members/receipts/${id}`, { token })).data;
const orders = async () => new Map((await call<Page<Order>>('seller/trade/orders?page_size=10000', { token })).data.data.map((o) => [o.sn, o]));
const upload = (json: unknown, as = token) => call<{ message: string }>('seller/members/receipts/upload/files', { method: 'POST', token: as, json });
const mail = (id: string, query: string) => call<{ message: string }>(`seller/members/receipts/${id}/logi?${query}`, { method: 'POST', token });
const find = async (type: string, status: number, pick: (r: Receipt, o: Order) => boolean = () => true) => {
  const bySn = await orders();
  return (await receipts(`receipt_type=${type}&status=${status}`)).find((r) => pick(r, bySn.get(r.order_sn) as Order)) as Receipt;
};

describe('invoice requests', () => {
  it('has the three types, issued and not, for real orders that asked for an invoice', async () => {
    const all = await receipts();
    const bySn = await orders();
    for (const type of ['VATORDINARY', 'VATOSPECIAL', 'ELECTRO']) {
      for (const status of [0, 1]) expect(all.some((r) => r.receipt_type === type && r.status === status), `${type} ${status}`).toBe(true);
    }
    for (const r of all) {
      const o = bySn.get(r.order_sn) as Order;
      expect(o, r.order_sn).toBeDefined();
      expect(o.need_receipt).toBe(1);
      expect(Math.round(r.order_price * 100)).toBe(Math.round(o.order_amount * 100));
    }
    expect(all.filter((r) => r.receipt_type === 'VATOSPECIAL' && r.status === 1).every((r) => bySn.get(r.order_sn)?.order_status === 'COMPLETE')).toBe(true);
    for (let i = 1; i < all.length; i++) expect(all[i - 1].add_time).toBeGreaterThanOrEqual(all[i].add_time);
  });

  it('filters by order_sn, uname, status, type and time; a bad filter is a 400', async () => {
    const all = await receipts();
    const one = all[2];
    expect((await receipts(`order_sn=${one.order_sn}`)).map((r) => r.history_id)).toEqual([one.history_id]);
    expect((await receipts(`uname=${encodeURIComponent(one.uname)}`)).every((r) => r.uname.includes(one.uname))).toBe(true);
    expect((await receipts('status=1')).every((r) => r.status === 1)).toBe(true);
    expect((await receipts('receipt_type=ELECTRO')).every((r) => r.receipt_type === 'ELECTRO')).toBe(true);
    expect((await receipts(`start_time=${all[5].add_time}&end_time=${all[1].add_time}`)).length).toBe(5);
    for (const bad of ['status=2', 'receipt_type=PAPER', 'start_time=x']) expect((await call(`seller/members/receipts?${bad}`, { token })).status, bad).toBe(400);
  });

  it('the detail has the receiver, the mailing and the goods; the order detail links the request', async () => {
    const special = await detail((await find('VATOSPECIAL', 1)).history_id);
    expect(special.tax_no).not.toBe('');
    expect(special.logi_code).not.toBe('');
    expect(special.order_sku_list.length).toBeGreaterThan(0);
    expect(special.receipt_method).toBe('订单完成后开票');
    const order = await call<{ receipt_history: { history_id: string } | null }>(`seller/trade/orders/${special.order_sn}`, { token });
    expect(order.data.receipt_history?.history_id).toBe(special.history_id);
    const none = (await call<Page<Order>>('seller/trade/orders?page_size=200', { token })).data.data.find((o) => o.need_receipt === 0) as Order;
    expect((await call<{ receipt_history: unknown }>(`seller/trade/orders/${none.sn}`, { token })).data.receipt_history).toBeNull();
  });
});

describe('issuing', () => {
  it('attaches e-invoice files to an ELECTRO request, once', async () => {
    const r = await find('ELECTRO', 0);
    const files = ['https://invoice.example.com/a.pdf', 'https://invoice.example.com/b.pdf'];
    const saved = await upload({ history_id: r.history_id, files });
    expect(saved.status, saved.text).toBe(200);
    expect(await detail(r.history_id)).toMatchObject({ status: 1, elec_file_list: files });
    const again = await upload({ history_id: r.history_id, files });
    expect(again.status).toBe(500);
    expect(again.data.message).toContain('已开具');
  });

  it.each([
    [{ files: ['x'] }, 'history_id'],
    [{ history_id: 1 }, 'files'],
    [{ history_id: 1, files: [] }, 'files'],
    [{ history_id: 1, files: [' '] }, 'files[0]'],
    [{ history_id: 1, files: ['1', '2', '3', '4', '5', '6'] }, 'files'],
  ])('files %o are a 400 naming %s', async (json, field) => {
    const result = await upload(json);
    expect(result.status).toBe(400);
    expect(result.data.message).toContain(field);
  });

  it('paper invoices cannot take files; e-invoices cannot be mailed', async () => {
    const paper = await find('VATORDINARY', 0);
    expect((await upload({ history_id: paper.history_id, files: ['https://x/y.pdf'] })).status).toBe(500);
    const electro = await find('ELECTRO', 0);
    expect((await mail(electro.history_id, 'logi_id=1&logi_code=SF123')).status).toBe(500);
    expect((await detail(paper.history_id)).status).toBe(0);
  });

  it('mails a VAT normal invoice by an enabled company', async () => {
    const r = await find('VATORDINARY', 0);
    const sent = await mail(r.history_id, 'logi_id=2&logi_code=ZT123456&logi_name=中通快递');
    expect(sent.status, sent.text).toBe(200);
    expect(await detail(r.history_id)).toMatchObject({ status: 1, logi_name: '中通快递', logi_code: 'ZT123456' });
    expect((await mail(r.history_id, 'logi_id=2&logi_code=ZT1')).status).toBe(500);
  });

  it('a VAT special invoice is mailed only once its order is complete', async () => {
    const waiting = await find('VATOSPECIAL', 0, (_r, o) => o.order_status !== 'COMPLETE');
    const refused = await mail(waiting.history_id, 'logi_id=1&logi_code=SF1');
    expect(refused.status).toBe(500);
    expect(refused.data.message).toContain('完成');
    const complete = await find('VATOSPECIAL', 0, (_r, o) => o.order_status === 'COMPLETE');
    expect((await mail(complete.history_id, 'logi_id=1&logi_code=SF1')).status).toBe(200);
  });

  it.each([
    ['logi_code=SF1', 'logi_id', 400],
    ['logi_id=1', 'logi_code', 400],
    ['logi_id=1&logi_code=SF-1', 'logi_code', 400],
    ['logi_id=10&logi_code=SF1', '平台关闭', 500],
    ['logi_id=5&logi_code=SF1', '未开启', 500],
  ])('mailing with %s is refused (%s)', async (query, words, status) => {
    const r = await find('VATORDINARY', 0);
    const result = await mail(r.history_id, query);
    expect(result.status).toBe(status);
    expect(result.data.message).toContain(words);
    expect((await detail(r.history_id)).status).toBe(0);
  });

  it("another shop's requests are a 404", async () => {
    const r = await find('ELECTRO', 0);
    const supplier = await login('supplier');
    expect((await call(`seller/members/receipts/${r.history_id}`, { token: supplier })).status).toBe(404);
    expect((await upload({ history_id: r.history_id, files: ['https://x/y.pdf'] }, supplier)).status).toBe(404);
  });
});
