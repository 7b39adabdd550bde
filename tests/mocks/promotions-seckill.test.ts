// @vitest-environment node
/** Flash sales (api reference §6.5): platform activities, the shop's one-shot application, reviewed goods. */
import { beforeAll, describe, expect, it } from 'vitest';
import { call, login, startDemoServer, type Page } from './support';

startDemoServer();

interface ErrorBody {
  code: string;
  message: string;
  data?: string;
}

interface Seckill {
  seckill_id: number;
  seckill_name: string;
  start_day: number;
  apply_end_time: number;
  seckill_rule: string;
  range_list: number[];
  status: string;
  status_text: string;
  is_apply: number;
}

interface Applied {
  apply_id: number;
  seckill_id: number;
  goods_id: string;
  sku_id: string;
  goods_name: string;
  goods_image: string;
  original_price: number;
  price: number;
  specs: string;
  time_line: number;
  start_time: number;
  status: string;
  status_text: string;
  fail_reason: string;
}

interface Sku {
  sku_id: string;
  goods_id: string;
  goods_name: string;
  price: number;
  thumbnail: string;
  specs: string;
}

let token = '';
// Tokens outlive the store resets between tests (the seeded sellers come back with the same ids).
beforeAll(async () => {
  token = await login('owner');
});

const sales = async (query = '', as = token) => (await call<Page<Seckill>>(`seller/promotion/seckill?${query}&page_size=50`, { token: as })).data.data;
const saleNamed = async (name: string) => (await sales()).find((s) => s.seckill_name === name) as Seckill;
const applied = async (query: string, as = token) => (await call<Page<Applied>>(`seller/promotion/seckill-goods?${query}&page_size=100`, { token: as })).data;
const apply = (seckill: Seckill, rows: unknown[], language?: string) =>
  call<ErrorBody>(`seller/promotion/seckill-goods/${seckill.seckill_id}`, { token, method: 'POST', json: rows, language });

/** Off-shelf SKUs: the seed puts none of them in an activity. */
async function freeSkus(count: number): Promise<Sku[]> {
  const skus = (await call<Page<Sku>>('seller/goods/skus?market_enable=0&page_size=100', { token })).data.data.filter((s) => s.price > 10);
  return skus.slice(0, count);
}

const row = (seckill: Seckill, sku: Sku, extra: Record<string, unknown> = {}) => ({
  seckill_id: seckill.seckill_id,
  time_line: seckill.range_list[0],
  goods_id: sku.goods_id,
  sku_id: sku.sku_id,
  specs: sku.specs,
  goods_name: sku.goods_name,
  original_price: sku.price,
  goods_image: sku.thumbnail,
  price: Math.floor(sku.price * 50) / 100,
  ...extra,
});

describe('flash sale activities', () => {
  it('lists the platform activities with their status and whether this shop applied', async () => {
    const all = await sales();
    expect(all).toHaveLength(7);
    expect(new Set(all.map((s) => s.status))).toEqual(new Set(['WAIT', 'UNDERWAY', 'END']));
    expect(new Set(all.map((s) => s.is_apply))).toEqual(new Set([0, 1, 2, 3]));
    expect(all.every((s) => s.range_list.length > 0 && s.seckill_rule.length > 0)).toBe(true);
    const running = all.find((s) => s.status === 'UNDERWAY') as Seckill;
    expect(running.is_apply).toBe(3);
    for (const s of all) {
      const deadlinePassed = s.apply_end_time < Date.now() / 1000;
      expect(s.is_apply === 2 || s.is_apply === 3, s.seckill_name).toBe(deadlinePassed);
    }
  });

  it('filters by status (0/1/2), name and sale day', async () => {
    for (const [code, name] of [['0', 'WAIT'], ['1', 'UNDERWAY'], ['2', 'END']]) {
      const rows = await sales(`status=${code}`);
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.every((s) => s.status === name)).toBe(true);
    }
    expect((await sales(`seckill_name=${encodeURIComponent('品牌日')}`)).map((s) => s.seckill_name)).toEqual(['品牌日秒杀']);
    const day = (await saleNamed('品牌日秒杀')).start_day;
    expect((await sales(`start_time=${day}&end_time=${day}`)).map((s) => s.seckill_name)).toEqual(['品牌日秒杀']);
  });

  it('reads one activity with its hour slots, in English with en-US', async () => {
    const sale = await saleNamed('年终盛典秒杀');
    const one = await call<Seckill>(`seller/promotion/seckill/${sale.seckill_id}`, { token });
    expect(one.data).toEqual(sale);
    expect(one.data.range_list).toEqual([10, 12, 20]);
    const english = await call<Seckill>(`seller/promotion/seckill/${sale.seckill_id}`, { token, language: 'en-US' });
    expect(english.data).toMatchObject({ seckill_name: 'Year-end gala flash sale', status_text: 'Not started' });
    expect((await call('seller/promotion/seckill/424242', { token })).status).toBe(404);
  });
});

describe('applying goods', () => {
  it('applies SKUs to slots once, with the original price of the real SKU, pending review', async () => {
    const sale = await saleNamed('年终盛典秒杀');
    expect(sale.is_apply).toBe(0);
    const [a, b] = await freeSkus(2);
    const result = await apply(sale, [row(sale, a), row(sale, b, { time_line: 20, original_price: 1 })]);
    expect(result.status).toBe(200);
    expect((await saleNamed('年终盛典秒杀')).is_apply).toBe(1);
    const rows = (await applied(`seckill_id=${sale.seckill_id}`)).data;
    expect(rows).toHaveLength(2);
    expect(rows.map((r) => [r.sku_id, r.time_line, r.original_price, r.status, r.status_text])).toEqual([
      [a.sku_id, 10, a.price, 'APPLY', '申请中'],
      [b.sku_id, 20, b.price, 'APPLY', '申请中'],
    ]);
    expect(rows[0].start_time).toBe(sale.start_day + 10 * 3600);

    const again = await apply(sale, [row(sale, (await freeSkus(3))[2])]);
    expect(again.status).toBe(500);
    expect(again.data.message).toMatch(/已报名/);
    expect((await applied(`seckill_id=${sale.seckill_id}`)).data_total).toBe(2);
  });

  it('refuses applications after the deadline', async () => {
    const sale = await saleNamed('明日爆款秒杀');
    expect(sale).toMatchObject({ status: 'WAIT', is_apply: 2 });
    const result = await apply(sale, [row(sale, (await freeSkus(1))[0])]);
    expect(result.status).toBe(500);
    expect(result.data.message).toMatch(/截止/);
  });

  it('validates every row (400 code 004 naming the row field)', async () => {
    const sale = await saleNamed('跨年夜秒杀');
    const [sku] = await freeSkus(1);
    const cases: Array<[unknown[], string]> = [
      [[], '请至少选择一个商品'],
      [[row(sale, sku, { time_line: 9 })], '[0].time_line'],
      [[row(sale, sku, { price: sku.price })], '[0].price'],
      [[row(sale, sku, { price: 0 })], '[0].price'],
      [[row(sale, sku, { price: 1.005 })], '[0].price'],
      [[row(sale, sku, { sku_id: 42 })], '[0].sku_id'],
      [[row(sale, sku), row(sale, sku)], '[1].sku_id'],
      [[row(sale, sku, { seckill_id: 801 })], '[0].seckill_id'],
    ];
    for (const [body, field] of cases) {
      const result = await apply(sale, body);
      expect(result.status, field).toBe(400);
      expect(result.data).toMatchObject({ code: '004' });
      expect(result.data.message).toContain(field);
    }
    const notArray = await call<ErrorBody>(`seller/promotion/seckill-goods/${sale.seckill_id}`, { token, method: 'POST', json: { sku_id: sku.sku_id } });
    expect(notArray.status).toBe(400);
    expect((await saleNamed('跨年夜秒杀')).is_apply).toBe(0);
  });

  it('refuses goods already in a goods-level activity at that time (code "401")', async () => {
    const sale = await saleNamed('年终盛典秒杀');
    const running = (await call<Page<{ goods_list: Sku[]; end_time: number }>>('seller/promotion/minus?status=UNDERWAY&range_type=2', { token })).data.data[0];
    expect(running.end_time).toBeGreaterThan(sale.start_day + 10 * 3600);
    const held = running.goods_list[0];
    const result = await apply(sale, [row(sale, held)]);
    expect(result.status).toBe(500);
    expect(result.data.code).toBe('401');
    expect(JSON.parse(result.data.data ?? '')).toEqual([{ name: held.goods_name }]);
    expect((await saleNamed('年终盛典秒杀')).is_apply).toBe(0);
  });
});

describe('applied goods', () => {
  it('lists the shop\'s applied goods with review states and reasons', async () => {
    const all = (await applied('')).data;
    expect(new Set(all.map((r) => r.status))).toEqual(new Set(['APPLY', 'PASS', 'FAIL']));
    for (const status of ['APPLY', 'PASS', 'FAIL']) {
      const rows = (await applied(`status=${status}`)).data;
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.every((r) => r.status === status && r.price < r.original_price)).toBe(true);
    }
    expect((await applied('status=FAIL')).data.every((r) => r.fail_reason.length > 0 && r.status_text === '已驳回')).toBe(true);
    const sample = all[0];
    expect((await applied(`goods_name=${encodeURIComponent(sample.goods_name)}`)).data.map((r) => r.apply_id)).toContain(sample.apply_id);
    expect((await call('seller/promotion/seckill-goods?status=DONE', { token })).status).toBe(400);
  });

  it('isolates shops: each shop sees and applies for itself', async () => {
    const supplier = await login('supplier');
    const sale = await saleNamed('年终盛典秒杀');
    expect((await sales('', supplier)).find((s) => s.seckill_id === sale.seckill_id)?.is_apply).toBe(1);
    expect(sale.is_apply).toBe(0);
    const theirs = (await applied('', supplier)).data;
    expect(theirs.length).toBeGreaterThan(0);
    expect((await applied(`seckill_id=${sale.seckill_id}`)).data_total).toBe(0);
    const ours = (await applied('')).data.map((r) => r.apply_id);
    expect(theirs.some((r) => ours.includes(r.apply_id))).toBe(false);
  });
});
