// @vitest-environment node
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { resetDemoStore } from '../../src/mocks';
import { BASE_TIME, DAY } from '../../src/mocks/db/seed/constants';
import { call, login, startDemoServer, type CallResult, type Page } from './support';

startDemoServer({ now: BASE_TIME });
afterEach(() => vi.useRealTimers());

type Flag = 'allow_ship' | 'allow_edit_price' | 'allow_pay' | 'allow_cancel' | 'allow_edit_consignee';

interface Row {
  order_id: string;
  sn: string;
  order_status: string;
  pay_status: string;
  ship_status: string;
  service_status: string;
  payment_type: string;
  order_type: string;
  sku_list: { goods_id: string; sku_id: string; goods_type: string; num: number }[];
  order_operate_allowable_vo: Record<Flag, boolean>;
}

interface Detail extends Row {
  order_price: number;
  modify_price: number;
  need_pay_money: number;
  cancel_reason: string;
  ship_no: string;
  logi_name: string;
  ship_name: string;
  remark: string;
}

let token = '';
beforeAll(async () => {
  token = await login('owner');
});

const rows = async (query: string) => (await call<Page<Row>>(`seller/trade/orders?page_size=10000&${query}`, { token })).data.data;
const detail = async (sn: string) => (await call<Detail>(`seller/trade/orders/${sn}`, { token })).data;

type Op = 'ship' | 'price' | 'pay' | 'cancel' | 'address';

const ADDRESS = { ship_name: '测试收货人', ship_mobile: '13800138000', ship_addr: '科技园南路 1 号', region: '5', receive_time: 'WEEKEND', remark: '改地址' };

/** Each operation: its flag, a valid request, and what the order looks like after it. */
const OPS: Record<Op, { flag: Flag; send: (o: Detail) => Promise<CallResult<{ message: string }>>; after: (o: Detail) => Partial<Detail> }> = {
  ship: {
    flag: 'allow_ship',
    send: (o) => call(`seller/trade/orders/${o.sn}/delivery`, { method: 'POST', token, form: { ship_no: 'SF1234567890', logi_id: '1', logi_name: '顺丰速运' } }),
    after: () => ({ order_status: 'SHIPPED', ship_status: 'SHIP_YES', ship_no: 'SF1234567890', logi_name: '顺丰速运' }),
  },
  price: {
    flag: 'allow_edit_price',
    send: (o) => call(`seller/trade/orders/${o.sn}/price`, { method: 'PUT', token, form: { order_price: '88.80' } }),
    after: () => ({ order_price: 88.8 }),
  },
  pay: {
    flag: 'allow_pay',
    // The amount due; orders with nothing due send their price (or a cent) and must be refused by state, not by the form.
    send: (o) => call(`seller/trade/orders/${o.sn}/pay`, { method: 'POST', token, form: { pay_price: (o.need_pay_money || o.order_price || 0.01).toFixed(2) } }),
    after: (o) => ({ pay_status: 'PAY_YES', order_status: o.payment_type === 'COD' ? 'COMPLETE' : 'PAID_OFF' }),
  },
  cancel: {
    flag: 'allow_cancel',
    send: (o) => call(`seller/trade/orders/${o.sn}/cancel`, { method: 'POST', token, form: { reason: '测试取消' } }),
    after: () => ({ order_status: 'CANCELLED', cancel_reason: '测试取消' }),
  },
  address: {
    flag: 'allow_edit_consignee',
    send: (o) => call(`seller/trade/orders/${o.sn}/address`, { method: 'PUT', token, form: ADDRESS }),
    after: () => ({ ship_name: '测试收货人', remark: '改地址' }),
  },
};

const normal = (r: Row) => r.order_type === 'NORMAL' && r.service_status !== 'APPLY' && r.sku_list.every((l) => l.goods_type !== 'VIRTUAL');

/** Order states of the seed × the operations each allows (api reference §4.1 flow table and flag rules). */
const STATES: [state: string, where: Partial<Row>, pick: (r: Row) => boolean, allowed: Op[]][] = [
  ['online NEW', { order_status: 'NEW', payment_type: 'ONLINE' }, normal, ['cancel', 'price', 'address']],
  ['online CONFIRM', { order_status: 'CONFIRM', payment_type: 'ONLINE' }, normal, ['cancel', 'price', 'pay', 'address']],
  ['online PAID_OFF', { order_status: 'PAID_OFF', payment_type: 'ONLINE' }, normal, ['ship', 'address']],
  ['online PAID_OFF, cancel requested', { order_status: 'PAID_OFF' }, (r) => r.service_status === 'APPLY', []],
  ['online PAID_OFF, virtual goods', { order_status: 'PAID_OFF' }, (r) => r.sku_list.every((l) => l.goods_type === 'VIRTUAL'), ['address']],
  ['online SHIPPED', { order_status: 'SHIPPED', payment_type: 'ONLINE' }, normal, []],
  ['online ROG', { order_status: 'ROG', payment_type: 'ONLINE' }, normal, []],
  ['online COMPLETE', { order_status: 'COMPLETE', payment_type: 'ONLINE' }, normal, []],
  ['online CANCELLED', { order_status: 'CANCELLED', payment_type: 'ONLINE' }, normal, []],
  ['INTODB_ERROR', { order_status: 'INTODB_ERROR' }, () => true, []],
  ['AFTER_SERVICE, received', { order_status: 'AFTER_SERVICE' }, (r) => r.ship_status === 'SHIP_ROG', []],
  ['COD NEW', { order_status: 'NEW', payment_type: 'COD' }, () => true, ['cancel', 'price', 'address']],
  ['COD CONFIRM', { order_status: 'CONFIRM', payment_type: 'COD' }, () => true, ['ship', 'cancel', 'price', 'address']],
  ['COD SHIPPED', { order_status: 'SHIPPED', payment_type: 'COD' }, () => true, []],
  ['COD ROG', { order_status: 'ROG', payment_type: 'COD' }, () => true, ['pay']],
  ['COD COMPLETE', { order_status: 'COMPLETE', payment_type: 'COD' }, () => true, []],
  ['COD CANCELLED', { order_status: 'CANCELLED', payment_type: 'COD' }, () => true, []],
  ['group buy CONFIRM', { order_status: 'CONFIRM' }, (r) => r.order_type === 'PINTUAN', ['pay', 'cancel', 'price', 'address']],
  ['group buy PAID_OFF (no group yet)', { order_status: 'PAID_OFF' }, (r) => r.order_type === 'PINTUAN', ['address']],
  ['group buy FORMED', { order_status: 'FORMED' }, () => true, ['ship', 'address']],
  ['exchange PAID_OFF', { order_status: 'PAID_OFF' }, (r) => r.order_type === 'CHANGE', ['ship', 'address']],
];

describe('the state machine: the flags read and the operations enforced are the same rule', () => {
  /** A seeded order of each state (the seed is the same after every reset). */
  const orderIn = new Map<string, Row>();
  beforeAll(async () => {
    const all = await rows('');
    for (const [state, where, pick] of STATES) {
      const row = all.find((r) => Object.entries(where).every(([key, value]) => r[key as keyof Row] === value) && pick(r));
      if (row) orderIn.set(state, row);
    }
  });

  it.each(STATES.map(([state, , , allowed]) => [state, allowed.join(', ') || 'nothing'] as const))('%s allows %s; every other operation is a 500 that changes nothing', async (state) => {
    const allowed = (STATES.find(([s]) => s === state) as (typeof STATES)[number])[3];
    const row = orderIn.get(state) as Row;
    expect(row, 'a seeded order in this state').toBeDefined();
    const ops = Object.keys(OPS) as Op[];
    const before = await detail(row.sn);
    for (const op of ops) {
      expect(before.order_operate_allowable_vo[OPS[op].flag], `${op} flag`).toBe(allowed.includes(op));
      expect(row.order_operate_allowable_vo[OPS[op].flag], `${op} flag in the list`).toBe(allowed.includes(op));
    }
    for (const op of ops.filter((o) => !allowed.includes(o))) {
      const result = await OPS[op].send(before);
      expect(result.status, op).toBe(500);
      expect(result.data.message).toContain(before.sn);
    }
    expect(await detail(row.sn)).toEqual(before);
    for (const op of allowed) {
      resetDemoStore();
      const fresh = await detail(row.sn);
      const result = await OPS[op].send(fresh);
      expect(result.status, `${op}: ${result.text}`).toBe(200);
      expect(await detail(row.sn)).toMatchObject(OPS[op].after(fresh));
    }
  });

  it('the refusal is bilingual and says why', async () => {
    const shipped = (await rows('order_status=SHIPPED&payment_type=ONLINE'))[0];
    const zh = await call<{ message: string }>(`seller/trade/orders/${shipped.sn}/cancel`, { method: 'POST', token, form: { reason: 'x' } });
    expect(zh.data.message).toContain('已发货');
    const en = await call<{ message: string }>(`seller/trade/orders/${shipped.sn}/cancel`, { method: 'POST', token, form: { reason: 'x' }, language: 'en-US' });
    expect(en.data.message).toBe(`order ${shipped.sn} is shipped: it cannot be cancelled now`);
    const requested = (await rows('order_status=PAID_OFF')).find((r) => r.service_status === 'APPLY') as Row;
    const blocked = await OPS.ship.send(await detail(requested.sn));
    expect(blocked.data.message).toContain('申请取消');
  });
});

/** The SKUs of a goods, for stock checks. */
const skuOf = async (goodsId: string, skuId: string) => {
  const skus = await call<{ sku_id: string; quantity: number; enable_quantity: number }[]>(`seller/goods/${goodsId}/skus`, { token });
  return skus.data.find((s) => String(s.sku_id) === String(skuId)) as { quantity: number; enable_quantity: number };
};

describe('shipping', () => {
  it('moves the order to SHIPPED, records the parcel and takes the goods out of real stock', async () => {
    const row = (await rows('order_status=WAIT_SHIP&payment_type=ONLINE')).find((r) => r.order_operate_allowable_vo.allow_ship) as Row;
    const line = row.sku_list[0];
    const stock = await skuOf(line.goods_id, line.sku_id);
    const shipped = await call(`seller/trade/orders/${row.sn}/delivery`, { method: 'POST', token, form: { ship_no: 'ZT9988776655', logi_id: '2' } });
    expect(shipped.status, shipped.text).toBe(200);
    const d = await detail(row.sn);
    expect(d).toMatchObject({ order_status: 'SHIPPED', ship_status: 'SHIP_YES', ship_no: 'ZT9988776655', logi_name: '中通快递' });
    expect(d.order_operate_allowable_vo).toMatchObject({ allow_ship: false, allow_edit_consignee: false });
    const after = await skuOf(line.goods_id, line.sku_id);
    const num = row.sku_list.filter((l) => l.sku_id === line.sku_id).reduce((sum, l) => sum + l.num, 0);
    expect(after.quantity).toBe(Math.max(0, stock.quantity - num));
    expect(after.enable_quantity).toBeLessThanOrEqual(after.quantity);
    const parcels = await call<{ delivery_sn: string }[]>(`seller/trade/orders/shipping/${row.sn}`, { token });
    expect(parcels.data.map((p) => p.delivery_sn)).toEqual(['ZT9988776655']);
    expect((await rows('order_status=WAIT_ROG')).map((r) => r.sn)).toContain(row.sn);
  });

  it.each([
    [{ logi_id: '1' }, 'ship_no'],
    [{ ship_no: 'SF123456789012345678901', logi_id: '1' }, 'ship_no'],
    [{ ship_no: 'SF-123', logi_id: '1' }, 'ship_no'],
    [{ ship_no: 'SF123' }, 'logi_id'],
    [{ ship_no: 'SF123', logi_id: 'abc' }, 'logi_id'],
  ])('a bad form %o is a 400 naming %s, and changes nothing', async (form, field) => {
    const row = (await rows('order_status=PAID_OFF&payment_type=ONLINE')).find((r) => r.order_operate_allowable_vo.allow_ship) as Row;
    const result = await call<{ code: string; message: string }>(`seller/trade/orders/${row.sn}/delivery`, { method: 'POST', token, form });
    expect(result.status).toBe(400);
    expect(result.data).toMatchObject({ code: '004' });
    expect(result.data.message).toContain(field);
    expect((await detail(row.sn)).order_status).toBe('PAID_OFF');
  });

  it.each([
    ['5', '未开启'],
    ['10', '平台关闭'],
    ['404', '不存在'],
  ])('a company the shop has not enabled (%s) cannot be used: 500', async (logiId, words) => {
    const row = (await rows('order_status=PAID_OFF&payment_type=ONLINE')).find((r) => r.order_operate_allowable_vo.allow_ship) as Row;
    const result = await call<{ message: string }>(`seller/trade/orders/${row.sn}/delivery`, { method: 'POST', token, form: { ship_no: 'ST123', logi_id: logiId } });
    expect(result.status).toBe(500);
    expect(result.data.message).toContain(words);
    expect((await detail(row.sn)).order_status).toBe('PAID_OFF');
  });

  it("cannot ship another shop's order", async () => {
    const row = (await rows('order_status=PAID_OFF&payment_type=ONLINE'))[0];
    const supplier = await login('supplier');
    const result = await call(`seller/trade/orders/${row.sn}/delivery`, { method: 'POST', token: supplier, form: { ship_no: 'SF1', logi_id: '1' } });
    expect(result.status).toBe(404);
  });
});

describe('price, payment, cancellation, consignee', () => {
  it('a new price keeps the breakdown adding up through modify_price', async () => {
    const row = (await rows('order_status=CONFIRM&payment_type=ONLINE'))[0];
    const before = await detail(row.sn);
    expect((await OPS.price.send(before)).status).toBe(200);
    const after = await detail(row.sn);
    expect(after.order_price).toBe(88.8);
    expect(Math.round(after.modify_price * 100)).toBe(8880 - Math.round((before.order_price - before.modify_price) * 100));
    expect(after.need_pay_money).toBe(88.8);
  });

  it.each([[{}], [{ order_price: '0' }], [{ order_price: '0.001' }], [{ order_price: '-5' }], [{ order_price: 'abc' }]])('price %o is a 400 naming order_price', async (form) => {
    const row = (await rows('order_status=CONFIRM&payment_type=ONLINE'))[0];
    const result = await call<{ message: string }>(`seller/trade/orders/${row.sn}/price`, { method: 'PUT', token, form });
    expect(result.status).toBe(400);
    expect(result.data.message).toContain('order_price');
  });

  it('confirming a payment needs the amount due; a COD order is complete once paid', async () => {
    // An ordinary order: a virtual one is never shipped, a group buy's not before its group is full.
    const online = await detail((await rows('order_status=CONFIRM&payment_type=ONLINE')).find(normal)!.sn);
    const wrong = await call<{ message: string }>(`seller/trade/orders/${online.sn}/pay`, { method: 'POST', token, form: { pay_price: (online.need_pay_money + 1).toFixed(2) } });
    expect(wrong.status).toBe(500);
    expect((await call(`seller/trade/orders/${online.sn}/pay`, { method: 'POST', token, form: {} })).status).toBe(400);
    expect((await OPS.pay.send(online)).status).toBe(200);
    expect(await detail(online.sn)).toMatchObject({ order_status: 'PAID_OFF', pay_status: 'PAY_YES', need_pay_money: 0 });
    expect((await detail(online.sn)).order_operate_allowable_vo.allow_ship).toBe(true);
    const cod = await detail((await rows('order_status=ROG&payment_type=COD'))[0].sn);
    expect((await OPS.pay.send(cod)).status).toBe(200);
    expect(await detail(cod.sn)).toMatchObject({ order_status: 'COMPLETE', pay_status: 'PAY_YES', ship_status: 'SHIP_ROG' });
  });

  it('cancelling needs a reason and gives the locked stock back', async () => {
    const row = (await rows('order_status=CONFIRM&payment_type=ONLINE'))[0];
    const noReason = await call<{ message: string }>(`seller/trade/orders/${row.sn}/cancel`, { method: 'POST', token, form: { reason: '  ' } });
    expect(noReason.status).toBe(400);
    expect(noReason.data.message).toContain('reason');
    const line = row.sku_list[0];
    const stock = await skuOf(line.goods_id, line.sku_id);
    expect((await OPS.cancel.send(await detail(row.sn))).status).toBe(200);
    const after = await skuOf(line.goods_id, line.sku_id);
    const num = row.sku_list.filter((l) => l.sku_id === line.sku_id).reduce((sum, l) => sum + l.num, 0);
    expect(after.quantity).toBe(stock.quantity);
    expect(after.enable_quantity).toBe(Math.min(stock.quantity, stock.enable_quantity + num));
    const nodes = await call<{ order_status: string; show_status: number }[]>(`seller/trade/orders/${row.sn}/flow`, { token });
    expect(nodes.data.map((n) => n.order_status)).toEqual(['NEW', 'CONFIRM', 'CANCELLED']);
  });

  it('the consignee takes a region id or the region picker JSON, and answers OrderConsigneeVO', async () => {
    const row = (await rows('order_status=PAID_OFF&payment_type=ONLINE')).find(normal) as Row;
    const towns = await call<{ id: number; local_name: string }[]>('base/regions/3/children', { token });
    const town = towns.data[0];
    const saved = await call<Record<string, unknown>>(`seller/trade/orders/${row.sn}/address`, { method: 'PUT', token, form: { ...ADDRESS, region: String(town.id) } });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.data).toMatchObject({ order_sn: row.sn, ship_name: '测试收货人', town: town.local_name, town_id: town.id, receive_time: 'WEEKEND', province: '北京' });
    const picker = JSON.stringify({ region_type: 0, internal_region_id: 3 });
    const again = await call<Record<string, unknown>>(`seller/trade/orders/${row.sn}/address`, { method: 'PUT', token, form: { ...ADDRESS, region: picker } });
    expect(again.data).toMatchObject({ county_id: 3, county: '东城区', town: '', town_id: 0 });
  });

  it.each([
    [{ ship_name: '' }, 'ship_name', 400],
    [{ ship_mobile: '12345' }, 'ship_mobile', 400],
    [{ ship_addr: ' ' }, 'ship_addr', 400],
    [{ region: '' }, 'region', 400],
    [{ region: '{oops' }, 'region', 400],
    [{ receive_time: 'NIGHT' }, 'receive_time', 400],
    [{ region: '99999' }, '99999', 404],
  ])('consignee %o is refused (%s)', async (patch, words, status) => {
    const row = (await rows('order_status=PAID_OFF&payment_type=ONLINE')).find(normal) as Row;
    const result = await call<{ message: string }>(`seller/trade/orders/${row.sn}/address`, { method: 'PUT', token, form: { ...ADDRESS, ...patch } });
    expect(result.status).toBe(status);
    expect(result.data.message).toContain(words);
    expect((await detail(row.sn)).ship_name).not.toBe('测试收货人');
  });
});

describe('virtual goods', () => {
  interface Code {
    redeem_code: string;
    use_redeem: number;
    expired_time: number;
    expired: number;
  }
  const codesOf = async (sn: string) => (await call<Code[]>(`seller/trade/orders/${sn}/virtual`, { token })).data;
  const redeem = (code: string) => call<{ message: string }>('seller/trade/orders/use/virtual', { method: 'PUT', token, form: { redeem_code: code } });
  // A day on, some codes have expired; the session signed in at BASE_TIME has too, so sign in again.
  const dayAfterBase = async () => {
    vi.setSystemTime((BASE_TIME + DAY) * 1000);
    token = await login('owner');
  };
  const virtualOrders = async () => (await rows('order_status=PAID_OFF')).filter((r) => r.sku_list.every((l) => l.goods_type === 'VIRTUAL'));

  it('redeems each code once; the last code completes the order', async () => {
    await dayAfterBase();
    const orders = await virtualOrders();
    let target: { sn: string; codes: Code[] } | undefined;
    for (const o of orders) {
      const codes = await codesOf(o.sn);
      if (codes.every((c) => c.expired === 0)) target = { sn: o.sn, codes };
    }
    expect(target).toBeDefined();
    const { sn, codes } = target as { sn: string; codes: Code[] };
    expect(codes.length).toBeGreaterThan(0);
    for (const [i, c] of codes.entries()) {
      expect((await redeem(c.redeem_code.toLowerCase())).status).toBe(200);
      expect((await detail(sn)).order_status).toBe(i === codes.length - 1 ? 'COMPLETE' : 'PAID_OFF');
    }
    const twice = await redeem(codes[0].redeem_code);
    expect(twice.status).toBe(500);
    expect(twice.data.message).toContain('已核销');
    expect((await codesOf(sn)).every((c) => c.use_redeem === 1)).toBe(true);
  });

  it('an expired code is a 500; an unknown one a 404; a missing one a 400', async () => {
    await dayAfterBase();
    const all = await Promise.all((await virtualOrders()).map((o) => codesOf(o.sn)));
    const expired = all.flat().find((c) => c.expired === 1) as Code;
    expect(expired).toBeDefined();
    const result = await redeem(expired.redeem_code);
    expect(result.status).toBe(500);
    expect(result.data.message).toContain('过期');
    expect((await redeem('NOSUCHCODE00')).status).toBe(404);
    expect((await redeem('')).status).toBe(400);
  });

  it("another shop cannot redeem the owner's codes", async () => {
    const codes = await codesOf((await virtualOrders())[0].sn);
    const supplier = await login('supplier');
    const result = await call('seller/trade/orders/use/virtual', { method: 'PUT', token: supplier, form: { redeem_code: codes[0].redeem_code } });
    expect(result.status).toBe(404);
  });
});
