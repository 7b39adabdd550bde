// @vitest-environment node
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { allowable, SERVICE_STATUSES, SERVICE_TYPES, type SellerOp, sellerOps } from '../../src/mocks/areas/aftersales/flow';
import { BUYER_SHIPS_MS } from '../../src/mocks/areas/aftersales/service-query';
import type { ServiceStatus, ServiceType } from '../../src/mocks/areas/aftersales/types';
import { call, login, startDemoServer, type Page } from './support';

startDemoServer();

interface Line {
  goods_id: string;
  sku_id: string;
  goods_name: string;
  price: number;
  ship_num: number;
  return_num: number;
  storage_num: number | null;
}
interface Row {
  service_sn: string;
  order_sn: string;
  service_type: ServiceType;
  service_status: ServiceStatus;
  create_channel: string;
  create_time: number;
  goods_list: Line[];
  allowable: Record<string, boolean>;
}
interface Detail {
  sn: string;
  order_sn: string;
  service_type: ServiceType;
  service_status: ServiceStatus;
  return_addr: string;
  new_order_sn: string;
  goods_list: Line[];
  logs: { log_time: number; log_detail: string; operator: string }[];
  refund_info: { refund_price: number; agree_price: number; actual_price: number; refund_status: string; refund_way: string; refund_time: number } | null;
  express_info: { courier_company_id: string; courier_number: string } | null;
  change_info: { ship_name: string } | null;
  order_payment_type: string;
  allowable: Record<string, boolean>;
}
interface OrderDetail {
  sn: string;
  order_status: string;
  order_type: string;
  service_status: string;
  pay_money: number;
  payment_method_name: string;
  order_sku_list: { sku_id: string; service_status: string; actual_pay_total: number; num: number }[];
}

let owner = '';
let supplier = '';
beforeAll(async () => {
  owner = await login('owner');
  supplier = await login('supplier');
});
afterEach(() => vi.restoreAllMocks());

const list = async (query = '', token = owner, path = 'seller/after-sales') => (await call<Page<Row>>(`${path}?page_size=200&${query}`, { token })).data.data;
const detail = async (sn: string, token = owner) => (await call<Detail>(`seller/after-sales/detail/${sn}`, { token })).data;
const order = async (sn: string) => (await call<OrderDetail>(`seller/trade/orders/${sn}`, { token: owner })).data;
const post = (path: string, options: Parameters<typeof call>[1] = {}) => call<{ message: string }>(`seller/after-sales/${path}`, { method: 'POST', token: owner, ...options });

/** Payments refunded by their own route at once. */
const AUTOMATIC = ['支付宝', '微信支付'];

/** A seeded service of the owner shop of a type in a status, with an order paid one of the ways asked (a method's name, or COD). */
async function service(type: ServiceType, status: ServiceStatus, payments?: string[]): Promise<Detail> {
  for (const row of await list(`service_type=${type}&service_status=${status}`)) {
    const found = await detail(row.service_sn);
    if (!payments || payments.includes(found.order_payment_type) || payments.includes((await order(found.order_sn)).payment_method_name)) return found;
  }
  throw new Error(`no ${type} service in ${status}${payments ? ` paid by ${payments.join(' or ')}` : ''}`);
}

/** The statuses each type reaches (api reference §5.1): re-sends skip the return steps, cancellations the return parcel. */
const REACHABLE: Record<ServiceType, readonly ServiceStatus[]> = {
  RETURN_GOODS: ['APPLY', 'PASS', 'REFUSE', 'FULL_COURIER', 'STOCK_IN', 'WAIT_FOR_MANUAL', 'REFUNDING', 'REFUNDFAIL', 'COMPLETED', 'CLOSED', 'ERROR_EXCEPTION'],
  CHANGE_GOODS: ['APPLY', 'PASS', 'REFUSE', 'FULL_COURIER', 'COMPLETED', 'CLOSED', 'ERROR_EXCEPTION'],
  SUPPLY_AGAIN_GOODS: ['APPLY', 'REFUSE', 'COMPLETED', 'CLOSED', 'ERROR_EXCEPTION'],
  ORDER_CANCEL: ['APPLY', 'PASS', 'REFUSE', 'STOCK_IN', 'WAIT_FOR_MANUAL', 'REFUNDING', 'REFUNDFAIL', 'COMPLETED', 'CLOSED', 'ERROR_EXCEPTION'],
};

describe('seeded services', () => {
  it('has every type in every status it reaches, on the shop’s real orders and their goods, with logs in time order', async () => {
    const rows = await list();
    for (const type of SERVICE_TYPES) {
      for (const status of REACHABLE[type]) expect(rows.some((r) => r.service_type === type && r.service_status === status), `${type} ${status}`).toBe(true);
    }
    expect(rows.some((r) => r.create_channel === 'PINTUAN')).toBe(true);
    for (let i = 1; i < rows.length; i++) expect(rows[i - 1]!.create_time).toBeGreaterThanOrEqual(rows[i]!.create_time);
    for (const row of rows) {
      const d = await detail(row.service_sn);
      const o = await order(d.order_sn);
      for (const line of d.goods_list) {
        const orderLine = o.order_sku_list.find((l) => String(l.sku_id) === String(line.sku_id));
        expect(orderLine, `${d.sn} ${line.sku_id}`).toBeDefined();
        expect(line.return_num).toBeLessThanOrEqual(line.ship_num);
      }
      expect(d.logs[0]!.log_detail).toMatch(/申请|拼团/);
      for (let i = 1; i < d.logs.length; i++) expect(d.logs[i]!.log_time).toBeGreaterThanOrEqual(d.logs[i - 1]!.log_time);
      expect(d.logs.at(-1)!.log_time).toBeLessThan(Date.UTC(2026, 10, 1) / 1000);
      if (d.refund_info) {
        expect(['RETURN_GOODS', 'ORDER_CANCEL']).toContain(d.service_type);
        expect(d.refund_info.refund_price).toBeLessThanOrEqual(o.pay_money);
      }
      if (d.service_status === 'COMPLETED' && d.refund_info) expect(d.refund_info.actual_price).toBe(d.refund_info.agree_price);
    }
  });

  it('keeps completed returns and cancellations consistent with their orders', async () => {
    const returned = await list('service_type=RETURN_GOODS&service_status=COMPLETED');
    expect(returned.length).toBeGreaterThan(3);
    for (const row of returned.slice(0, 4)) {
      const o = await order(row.order_sn);
      const line = o.order_sku_list.find((l) => String(l.sku_id) === String(row.goods_list[0]!.sku_id))!;
      expect(line.service_status).toBe('COMPLETE');
      expect((await detail(row.service_sn)).refund_info!.actual_price).toBe(line.actual_pay_total);
    }
    for (const row of await list('service_type=ORDER_CANCEL&service_status=COMPLETED')) {
      const o = await order(row.order_sn);
      expect(o.order_status).toBe('CANCELLED');
      expect((await detail(row.service_sn)).refund_info!.actual_price).toBe(o.pay_money);
    }
  });

  it('filters by keyword, numbers, goods, type, status, channel and time; 400 for an unknown status', async () => {
    const [first] = await list();
    expect((await list(`service_sn=${first!.service_sn}`)).map((r) => r.service_sn)).toEqual([first!.service_sn]);
    expect((await list(`keyword=${first!.order_sn}`)).every((r) => r.order_sn === first!.order_sn)).toBe(true);
    const name = first!.goods_list[0]!.goods_name;
    expect((await list(`goods_name=${encodeURIComponent(name)}`)).every((r) => r.goods_list.some((l) => l.goods_name === name))).toBe(true);
    expect((await list('create_channel=PINTUAN')).every((r) => r.create_channel === 'PINTUAN')).toBe(true);
    const { create_time: t } = first!;
    expect((await list(`start_time=${t}&end_time=${t}`)).every((r) => r.create_time === t)).toBe(true);
    expect((await call('seller/after-sales?service_status=NOPE', { token: owner })).status).toBe(400);
  });

  it('gives supplier shops their supplier services through the supplier calls only', async () => {
    const rows = await list('', supplier, 'seller/after-sales/supplier');
    expect(rows.length).toBeGreaterThan(3);
    const own = await call<Detail>(`seller/after-sales/detail/supplier/${rows[0]!.service_sn}`, { token: supplier });
    expect(own.status).toBe(200);
    const ownerRow = (await list())[0]!;
    expect((await call(`seller/after-sales/detail/supplier/${ownerRow.service_sn}`, { token: owner })).status).toBe(404);
    expect((await call(`seller/after-sales/detail/${ownerRow.service_sn}`, { token: supplier })).status).toBe(404);
  });
});

/** The seller's operations of §5.1 and the calls that make them. */
const OP_CALLS: Record<SellerOp, (sn: string) => Promise<{ status: number; data: { message: string } }>> = {
  AUDIT: (sn) => post(`audit/${sn}?audit_status=REFUSE&audit_remark=no`),
  PUT_IN: (sn) => post('put-in/warehouse', { json: { service_sn: sn, remark: '', storage_list: [] } }),
  REFUND: (sn) => post(`refund/${sn}`),
  CREATE_ORDER: (sn) => post(`create-order/${sn}`),
  CLOSE: (sn) => post(`close/${sn}`, { form: { reason: 'test' } }),
};

describe('the flow table (api reference §5.1)', () => {
  const expected: Record<ServiceStatus, Partial<Record<ServiceType, SellerOp[]>>> = {
    APPLY: { RETURN_GOODS: ['AUDIT'], CHANGE_GOODS: ['AUDIT'], SUPPLY_AGAIN_GOODS: ['AUDIT'], ORDER_CANCEL: ['AUDIT'] },
    PASS: { ORDER_CANCEL: ['PUT_IN'] },
    FULL_COURIER: { RETURN_GOODS: ['PUT_IN'], CHANGE_GOODS: ['PUT_IN'] },
    STOCK_IN: { RETURN_GOODS: ['REFUND'], ORDER_CANCEL: ['REFUND'] },
    ERROR_EXCEPTION: { RETURN_GOODS: ['CLOSE'], CHANGE_GOODS: ['CREATE_ORDER', 'CLOSE'], SUPPLY_AGAIN_GOODS: ['CREATE_ORDER', 'CLOSE'], ORDER_CANCEL: ['CLOSE'] },
    REFUSE: {}, WAIT_FOR_MANUAL: {}, REFUNDING: {}, REFUNDFAIL: {}, COMPLETED: {}, CLOSED: {},
  };
  const FLAG: Record<SellerOp, string> = {
    AUDIT: 'allow_audit', PUT_IN: 'allow_put_in_store', REFUND: 'allow_seller_refund', CREATE_ORDER: 'allow_seller_create_order', CLOSE: 'allow_seller_close',
  };

  for (const type of SERVICE_TYPES) {
    for (const status of SERVICE_STATUSES) {
      it(`${type} in ${status}: ${(expected[status][type] ?? []).join(', ') || 'nothing'}`, () => {
        const ops = expected[status][type] ?? [];
        expect([...sellerOps(type, status)].sort()).toEqual([...ops].sort());
        const flags = allowable({ service_type: type, service_status: status, new_order_sn: '' });
        for (const [op, flag] of Object.entries(FLAG)) expect(flags[flag as keyof typeof flags], flag).toBe(ops.includes(op as SellerOp));
      });
    }
  }

  it('refuses with a 500 and its reason every operation the flow does not allow, on every seeded service, and changes nothing', async () => {
    for (const row of await list()) {
      for (const [op, send] of Object.entries(OP_CALLS)) {
        if (sellerOps(row.service_type, row.service_status).includes(op as SellerOp)) continue;
        const answer = await send(row.service_sn);
        expect(answer.status, `${op} on ${row.service_type} ${row.service_status}`).toBe(op === 'PUT_IN' ? 400 : 500);
        if (op !== 'PUT_IN') expect(answer.data.message).toContain(row.service_sn);
      }
      expect((await detail(row.service_sn)).service_status).toBe(row.service_status);
    }
  });

  it('shows the same flags on the list rows as on the detail', async () => {
    for (const row of (await list()).slice(0, 10)) expect((await detail(row.service_sn)).allowable).toEqual(row.allowable);
  });
});

describe('a return, from the request to the refund', () => {
  it('approves with an amount up to what was paid and a return address; the buyer sends the goods back a moment later', async () => {
    const s = await service('RETURN_GOODS', 'APPLY', AUTOMATIC);
    const paid = s.refund_info!.refund_price;
    const over = await post(`audit/${s.sn}?audit_status=PASS&refund_price=${(paid + 0.01).toFixed(2)}&return_addr=A`);
    expect(over.status).toBe(400);
    expect(over.data.message).toContain('refund_price');
    expect((await post(`audit/${s.sn}?audit_status=PASS&refund_price=${paid}`)).status).toBe(400);

    const now = Date.now();
    expect((await post(`audit/${s.sn}?audit_status=PASS&refund_price=${paid}&return_addr=${encodeURIComponent('深圳市南山区科技园 1 号')}&audit_remark=ok`)).status).toBe(200);
    const passed = await detail(s.sn);
    expect(passed.service_status).toBe('PASS');
    expect(passed.return_addr).toBe('深圳市南山区科技园 1 号');
    expect(passed.refund_info!.agree_price).toBe(paid);
    expect(passed.logs.at(-1)!.log_detail).toContain('审核通过');
    expect(passed.logs.at(-1)!.operator).toBe('owner');
    expect((await order(s.order_sn)).order_sku_list.find((l) => String(l.sku_id) === String(s.goods_list[0]!.sku_id))!.service_status).toBe('PASS');

    vi.spyOn(Date, 'now').mockReturnValue(now + BUYER_SHIPS_MS + 1000);
    const sent = await detail(s.sn);
    expect(sent.service_status).toBe('FULL_COURIER');
    expect(sent.express_info!.courier_number).not.toBe('');
    expect(sent.logs.at(-1)!.log_detail).toContain('买家已寄回');
    const notices = (await call<Page<{ notice_content: string; is_read: number; type: string }>>('seller/shops/shop-notice-logs?is_read=0&type=AFTERSALE', { token: owner })).data.data;
    expect(notices.some((n) => n.notice_content.includes(s.sn) && n.notice_content.includes('寄回'))).toBe(true);
  });

  it('puts in storage no more than came back, restocking the goods, then refunds by the original route', async () => {
    const s = await service('RETURN_GOODS', 'FULL_COURIER', AUTOMATIC);
    const line = s.goods_list[0]!;
    const storage = (n: number) => ({ json: { service_sn: s.sn, remark: '完好', storage_list: [{ goods_id: line.goods_id, sku_id: line.sku_id, return_num: line.return_num, storage_num: n }] } });
    expect((await post('put-in/warehouse', storage(line.return_num + 1))).status).toBe(400);
    expect((await post('put-in/warehouse', storage(0))).status).toBe(400);
    const skuBefore = await stockOf(line.goods_id, line.sku_id);
    expect((await post('put-in/warehouse', storage(line.return_num))).status).toBe(200);
    const stored = await detail(s.sn);
    expect(stored.service_status).toBe('STOCK_IN');
    expect(stored.goods_list[0]!.storage_num).toBe(line.return_num);
    expect(stored.allowable.allow_seller_refund).toBe(true);
    expect(await stockOf(line.goods_id, line.sku_id)).toEqual({ quantity: skuBefore.quantity + line.return_num, enable: skuBefore.enable + line.return_num });

    expect((await post(`refund/${s.sn}`)).status).toBe(200);
    const done = await detail(s.sn);
    expect(done.service_status).toBe('COMPLETED');
    expect(done.refund_info).toMatchObject({ refund_status: 'COMPLETED', actual_price: done.refund_info!.agree_price });
    expect(done.logs.map((l) => l.log_detail).slice(-2)).toEqual([expect.stringContaining('退款成功'), '售后服务已完成']);
    expect((await order(s.order_sn)).order_sku_list.find((l) => String(l.sku_id) === String(line.sku_id))!.service_status).toBe('COMPLETE');
  });

  it('leaves a UnionPay refund to the platform, and refunds cash on delivery offline up to the agreed amount', async () => {
    const union = await service('RETURN_GOODS', 'STOCK_IN', ['银联在线支付']);
    expect((await post(`refund/${union.sn}`)).status).toBe(200);
    expect((await detail(union.sn)).service_status).toBe('WAIT_FOR_MANUAL');

    const cod = await service('RETURN_GOODS', 'STOCK_IN', ['COD']);
    const online = await post(`refund/${cod.sn}`);
    expect(online.status).toBe(500);
    expect(online.data.message).toContain('货到付款');
    const agreed = cod.refund_info!.agree_price;
    expect((await post(`refund/cod/${cod.sn}?refund_price=${(agreed + 1).toFixed(2)}`)).status).toBe(400);
    expect((await post(`refund/cod/${cod.sn}`)).status).toBe(400);
    expect((await post(`refund/cod/${cod.sn}?refund_price=${agreed}&remark=${encodeURIComponent('已转账')}`)).status).toBe(200);
    const done = await detail(cod.sn);
    expect(done.service_status).toBe('COMPLETED');
    expect(done.refund_info).toMatchObject({ refund_way: 'OFFLINE', refund_status: 'COMPLETED', actual_price: agreed });
    expect(done.logs.at(-2)!.log_detail).toContain('已转账');
  });

  it('refuses only with a remark, and marks the order line refused', async () => {
    const s = await service('RETURN_GOODS', 'APPLY');
    const blank = await post(`audit/${s.sn}?audit_status=REFUSE&audit_remark=%20`);
    expect(blank.status).toBe(400);
    expect(blank.data.message).toContain('audit_remark');
    expect((await post(`audit/${s.sn}?audit_status=REFUSE&audit_remark=${encodeURIComponent('超过退货期限')}`)).status).toBe(200);
    const refused = await detail(s.sn);
    expect(refused.service_status).toBe('REFUSE');
    expect(refused.logs.at(-1)!.log_detail).toContain('超过退货期限');
  });
});

describe('cancellations, exchanges and re-sends', () => {
  it('cancels the order once a cancellation is approved, stored and refunded', async () => {
    const s = await service('ORDER_CANCEL', 'APPLY');
    expect((await post(`audit/${s.sn}?audit_status=PASS&refund_price=${s.refund_info!.refund_price}`)).status).toBe(200);
    expect((await order(s.order_sn)).service_status).toBe('PASS');
    const storage_list = s.goods_list.map((l) => ({ goods_id: l.goods_id, sku_id: l.sku_id, return_num: l.return_num, storage_num: l.return_num }));
    expect((await post('put-in/warehouse', { json: { service_sn: s.sn, remark: '', storage_list } })).status).toBe(200);
    expect((await post(`refund/${s.sn}`)).status).toBe(200);
    const done = await detail(s.sn);
    expect(['COMPLETED', 'WAIT_FOR_MANUAL']).toContain(done.service_status);
    if (done.service_status === 'COMPLETED') expect((await order(s.order_sn)).order_status).toBe('CANCELLED');
  });

  it('creates the new order of an exchange when its goods are stored, and of a re-send when it is approved', async () => {
    const change = await service('CHANGE_GOODS', 'FULL_COURIER');
    const storage_list = change.goods_list.map((l) => ({ goods_id: l.goods_id, sku_id: l.sku_id, return_num: l.return_num, storage_num: l.return_num }));
    expect((await post('put-in/warehouse', { json: { service_sn: change.sn, remark: '', storage_list } })).status).toBe(200);
    const exchanged = await detail(change.sn);
    expect(exchanged.service_status).toBe('COMPLETED');
    const newOrder = await order(exchanged.new_order_sn);
    expect(newOrder).toMatchObject({ order_type: 'CHANGE', order_status: 'PAID_OFF' });

    const resend = await service('SUPPLY_AGAIN_GOODS', 'APPLY');
    expect((await post(`audit/${resend.sn}?audit_status=PASS`)).status).toBe(200);
    const resent = await detail(resend.sn);
    expect(resent.service_status).toBe('COMPLETED');
    expect((await order(resent.new_order_sn)).order_type).toBe('CHANGE');
  });

  it('retries the new order of a failed exchange, and closes a failed one with a reason of at most 150 characters', async () => {
    const failed = await service('CHANGE_GOODS', 'ERROR_EXCEPTION');
    expect((await post(`create-order/${failed.sn}`)).status).toBe(200);
    expect((await detail(failed.sn)).service_status).toBe('COMPLETED');

    const other = await service('SUPPLY_AGAIN_GOODS', 'ERROR_EXCEPTION');
    expect((await post(`close/${other.sn}`, { form: { reason: 'x'.repeat(151) } })).status).toBe(400);
    expect((await post(`close/${other.sn}`, { form: { reason: '' } })).status).toBe(400);
    expect((await post(`close/${other.sn}`, { form: { reason: '已线下补偿' } })).status).toBe(200);
    const closed = await detail(other.sn);
    expect(closed.service_status).toBe('CLOSED');
    expect(closed.logs.at(-1)!.log_detail).toContain('已线下补偿');
  });

  it('stores supplier services through the supplier call only', async () => {
    const row = (await list('service_status=FULL_COURIER', supplier, 'seller/after-sales/supplier'))[0]!;
    const storage_list = row.goods_list.map((l) => ({ goods_id: l.goods_id, sku_id: l.sku_id, return_num: l.return_num, storage_num: l.return_num }));
    const ownerRow = (await list('service_status=FULL_COURIER'))[0]!;
    expect((await call('seller/supplier/after-sales/put-in/warehouse', { method: 'POST', token: owner, json: { service_sn: ownerRow.service_sn, storage_list: [] } })).status).toBe(404);
    expect((await call('seller/supplier/after-sales/put-in/warehouse', { method: 'POST', token: supplier, json: { service_sn: row.service_sn, remark: '', storage_list } })).status).toBe(200);
    expect((await list(`service_sn=${row.service_sn}`, supplier, 'seller/after-sales/supplier'))[0]!.service_status).toBe('STOCK_IN');
  });
});

describe('refunds and the export', () => {
  it('lists the refunds of services not refused or closed, by status and route', async () => {
    const rows = (await call<Page<{ service_sn: string; refund_status: string; refund_way: string; agree_price: number; refund_price: number }>>('seller/after-sales/refund?page_size=200', { token: owner })).data.data;
    expect(new Set(rows.map((r) => r.refund_status))).toEqual(new Set(['APPLY', 'REFUNDING', 'REFUNDFAIL', 'COMPLETED']));
    expect(new Set(rows.map((r) => r.refund_way))).toEqual(new Set(['ORIGINAL', 'OFFLINE', 'BALANCE']));
    const refused = (await list('service_status=REFUSE')).map((r) => r.service_sn);
    expect(rows.some((r) => refused.includes(r.service_sn))).toBe(false);
    const completed = (await call<Page<{ refund_status: string }>>('seller/after-sales/refund?refund_status=COMPLETED&refund_way=ORIGINAL', { token: owner })).data.data;
    expect(completed.length).toBeGreaterThan(0);
    expect(completed.every((r) => r.refund_status === 'COMPLETED')).toBe(true);
  });

  it('exports as a background task of the after-sales type', async () => {
    expect((await call('seller/after-sales/export?service_status=APPLY', { token: owner })).status).toBe(200);
    expect((await call('seller/after-sales/export_supplier', { token: supplier })).status).toBe(200);
    const tasks = (await call<Page<{ module_type: string; param: string }>>('seller/task?operate_type=EXPORT&page_size=50', { token: owner })).data.data;
    const task = tasks.find((t) => t.module_type === 'ShopAfterSaleExport')!;
    expect(JSON.parse(task.param)).toEqual([expect.objectContaining({ fieldName: 'service_status', value: 'APPLY' })]);
  });
});

async function stockOf(goodsId: string, skuId: string) {
  const skus = (await call<{ sku_id: string; quantity: number; enable_quantity: number }[]>(`seller/goods/${goodsId}/skus`, { token: owner })).data;
  const sku = skus.find((s) => String(s.sku_id) === String(skuId))!;
  return { quantity: sku.quantity, enable: sku.enable_quantity };
}
