// @vitest-environment node
/** Group buy (拼团, api reference §6.6): activities, open/close, goods with group prices. */
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { call, login, startDemoServer, type Page } from './support';

startDemoServer();

const HOUR = 3600;
const DAY = 86400;
const now = () => Math.floor(Date.now() / 1000);
const BASE = 'seller/promotion/pintuan';

interface ErrorBody {
  code: string;
  message: string;
  data?: string;
}

interface Pintuan {
  promotion_id: number;
  promotion_name: string;
  promotion_title: string;
  start_time: number;
  end_time: number;
  required_num: number;
  limit_num: number;
  limit_time: number;
  enable_mocker: number;
  status: string;
  status_text: string;
  option_status: string;
  create_time: number;
}

interface GroupGoods {
  id: number;
  sku_id: string;
  goods_id: string;
  goods_name: string;
  sn: string;
  origin_price: number;
  sales_price: number;
  sold_quantity: number;
  enable_quantity: number;
  required_num: number;
  limit_num: number;
  end_time: number;
}

interface Sku {
  sku_id: string;
  goods_id: string;
  goods_name: string;
  price: number;
  sn: string;
}

let token = '';
// Tokens outlive the store resets between tests (the seeded sellers come back with the same ids).
beforeAll(async () => {
  token = await login('owner');
});
afterEach(() => vi.useRealTimers());

const form = (values: Record<string, string | number>) => Object.fromEntries(Object.entries(values).map(([k, v]) => [k, String(v)]));
const activityForm = (start = now() + HOUR, end = start + 3 * DAY) => ({
  promotion_name: '测试拼团活动',
  promotion_title: '测试团',
  start_time: start,
  end_time: end,
  required_num: 3,
  limit_time: 24,
  enable_mocker: 1,
});

const groups = async (query = '', as = token) => (await call<Page<Pintuan>>(`${BASE}?${query}&page_size=50`, { token: as })).data.data;
const named = async (name: string) => (await groups()).find((t) => t.promotion_name === name) as Pintuan;
const one = (id: number) => call<Pintuan>(`${BASE}/${id}`, { token });
const goodsOf = async (id: number) => (await call<GroupGoods[]>(`${BASE}/goods/${id}`, { token })).data;
const saveGoods = (id: number, rows: unknown[]) => call<ErrorBody>(`${BASE}/goods/${id}`, { token, method: 'POST', json: rows });
const openClose = (id: number, flag: string) => call<ErrorBody>(`${BASE}/${id}/${flag}/open-close`, { token, method: 'PUT' });

/** Off-shelf SKUs: the seed puts none of them in an activity. */
const freeSkus = async () => (await call<Page<Sku>>('seller/goods/skus?market_enable=0&page_size=100', { token })).data.data.filter((s) => s.price > 10);
const goodsRow = (sku: Sku, percent = 80) => ({ sku_id: sku.sku_id, goods_id: sku.goods_id, goods_name: sku.goods_name, sn: sku.sn, origin_price: sku.price, sales_price: Math.floor(sku.price * percent) / 100 });

describe('group buy activities', () => {
  it('lists activities of every status with what can be opened or closed', async () => {
    const all = await groups();
    expect(all).toHaveLength(5);
    expect(all.map((t) => [t.status, t.option_status]).sort()).toEqual(
      [['END', 'CAN_OPEN'], ['END', 'NOTHING'], ['UNDERWAY', 'CAN_CLOSE'], ['WAIT', 'NOTHING'], ['WAIT', 'NOTHING']].sort(),
    );
    expect((await named('老带新拼团')).status_text).toBe('已关闭');
    for (const [code, name] of [['0', 'WAIT'], ['1', 'UNDERWAY'], ['2', 'END'], ['END', 'END']]) {
      const rows = await groups(`status=${code}`);
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.every((t) => t.status === name)).toBe(true);
    }
    expect((await groups('enable_mocker=1')).every((t) => t.enable_mocker === 1)).toBe(true);
    expect((await groups(`name=${encodeURIComponent('双11')}`)).map((t) => t.promotion_name)).toEqual(['双11拼团']);
    const english = (await call<Page<Pintuan>>(`${BASE}?name=${encodeURIComponent('双11')}`, { token, language: 'en-US' })).data.data[0];
    expect(english).toMatchObject({ promotion_name: 'Double 11 group buy', status_text: 'Ended' });
  });

  it('adds and edits an activity from the form; a range is returned exactly as saved', async () => {
    const body = activityForm();
    const added = await call<Pintuan>(BASE, { token, method: 'POST', form: form(body) });
    expect(added.status).toBe(200);
    expect(added.data).toMatchObject({ ...body, limit_num: 0, status: 'WAIT', option_status: 'NOTHING' });
    expect((await one(added.data.promotion_id)).data).toEqual(added.data);
    const edited = await call<Pintuan>(`${BASE}/${added.data.promotion_id}`, { token, method: 'PUT', form: form({ ...body, promotion_name: '改名的拼团', limit_num: 2, enable_mocker: 0 }) });
    expect(edited.data).toMatchObject({ promotion_name: '改名的拼团', limit_num: 2, enable_mocker: 0, create_time: added.data.create_time });
  });

  it('validates the form (400 code 004 naming the field)', async () => {
    const cases: Array<[Record<string, string | number>, string]> = [
      [{ promotion_name: '拼' }, 'promotion_name'],
      [{ promotion_name: '拼'.repeat(26) }, 'promotion_name'],
      [{ promotion_title: '六个字的标题' }, 'promotion_title'],
      [{ start_time: now() - 10 }, 'start_time'],
      [{ end_time: now() }, 'end_time'],
      [{ required_num: 1 }, 'required_num'],
      [{ required_num: 2.5 }, 'required_num'],
      [{ limit_time: 0 }, 'limit_time'],
      [{ limit_time: '' }, 'limit_time'],
      [{ enable_mocker: 2 }, 'enable_mocker'],
      [{ limit_num: -1 }, 'limit_num'],
    ];
    for (const [change, field] of cases) {
      const result = await call<ErrorBody>(BASE, { token, method: 'POST', form: form({ ...activityForm(), ...change }) });
      expect(result.status, field).toBe(400);
      expect(result.data).toMatchObject({ code: '004' });
      expect(result.data.message).toContain(field);
    }
  });

  describe('what each state allows', () => {
    type Op = 'edit' | 'delete' | 'open' | 'close' | 'goods';
    // Refused operations first (each leaves the group buy as it was), then the allowed ones in order.
    const rules: Array<[name: string, state: string, refused: Op[], allowed: Op[]]> = [
      ['2人成团·周末特惠', 'WAIT', ['open', 'close'], ['goods', 'edit', 'delete']],
      ['3人拼团·数码好物', 'UNDERWAY', ['edit', 'delete', 'open'], ['goods', 'close']],
      ['老带新拼团', 'closed inside its range', ['edit', 'close', 'goods'], ['open']],
      ['双11拼团', 'END', ['edit', 'open', 'close', 'goods'], ['delete']],
    ];
    const run = async (t: Pintuan, op: Op) => {
      if (op === 'edit') return call<ErrorBody>(`${BASE}/${t.promotion_id}`, { token, method: 'PUT', form: form(activityForm(now() + 9 * DAY)) });
      if (op === 'delete') return call<ErrorBody>(`${BASE}/${t.promotion_id}`, { token, method: 'DELETE' });
      if (op === 'goods') return saveGoods(t.promotion_id, [goodsRow((await freeSkus())[0])]);
      return openClose(t.promotion_id, op === 'open' ? '0' : '1');
    };
    it.each(rules)('%s (%s) refuses %j and allows %j', async (name, _state, refused, allowed) => {
      const t = await named(name);
      const before = { activity: (await one(t.promotion_id)).data, goods: await goodsOf(t.promotion_id) };
      for (const op of refused) {
        const result = await run(t, op);
        expect(result.status, op).toBe(500);
        expect(result.data.message.length).toBeGreaterThan(0);
        expect({ activity: (await one(t.promotion_id)).data, goods: await goodsOf(t.promotion_id) }).toEqual(before);
      }
      for (const op of allowed) expect((await run(t, op)).status, op).toBe(200);
    });
    // Deleting a closed group buy (allowed too) is checked apart: opening it comes first above.
    it('deletes a group buy closed inside its range', async () => {
      expect((await call(`${BASE}/${(await named('老带新拼团')).promotion_id}`, { token, method: 'DELETE' })).status).toBe(200);
    });

    it('close and open again while the range lasts', async () => {
      const t = await named('3人拼团·数码好物');
      expect((await openClose(t.promotion_id, '1')).status).toBe(200);
      expect((await one(t.promotion_id)).data).toMatchObject({ status: 'END', status_text: '已关闭', option_status: 'CAN_OPEN', start_time: t.start_time, end_time: t.end_time });
      expect((await openClose(t.promotion_id, '0')).status).toBe(200);
      expect((await one(t.promotion_id)).data).toMatchObject({ status: 'UNDERWAY', option_status: 'CAN_CLOSE' });
      expect((await openClose(t.promotion_id, '5')).status).toBe(400);
    });
  });

  it('computes the status and what can be done from the current time', async () => {
    const start = now() + 120;
    const added = (await call<Pintuan>(BASE, { token, method: 'POST', form: form(activityForm(start, start + 600)) })).data;
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime((start + 60) * 1000);
    expect((await one(added.promotion_id)).data).toMatchObject({ status: 'UNDERWAY', option_status: 'CAN_CLOSE' });
    expect((await openClose(added.promotion_id, '1')).status).toBe(200);
    expect((await one(added.promotion_id)).data).toMatchObject({ status: 'END', option_status: 'CAN_OPEN' });
    vi.setSystemTime((start + 700) * 1000);
    expect((await one(added.promotion_id)).data).toMatchObject({ status: 'END', option_status: 'NOTHING' });
    expect((await openClose(added.promotion_id, '0')).status).toBe(500);
  });

  it('isolates shops', async () => {
    const supplier = await login('supplier');
    const own = await named('2人成团·周末特惠');
    const theirs = await groups('', supplier);
    expect(theirs.length).toBeGreaterThan(0);
    expect(theirs.map((t) => t.promotion_id)).not.toContain(own.promotion_id);
    expect((await call(`${BASE}/${own.promotion_id}`, { token: supplier })).status).toBe(404);
    expect((await call(`${BASE}/${own.promotion_id}`, { token: supplier, method: 'PUT', form: form(activityForm()) })).status).toBe(404);
    expect((await call(`${BASE}/${own.promotion_id}`, { token: supplier, method: 'DELETE' })).status).toBe(404);
    expect((await call(`${BASE}/${own.promotion_id}/1/open-close`, { token: supplier, method: 'PUT' })).status).toBe(404);
    expect((await call(`${BASE}/goods/${own.promotion_id}`, { token: supplier })).status).toBe(404);
    expect((await call(`${BASE}/goods/${own.promotion_id}`, { token: supplier, method: 'POST', json: [] })).status).toBe(404);
  });
});

describe('group buy goods', () => {
  it('lists the goods with group prices and the activity\'s limits', async () => {
    const t = await named('3人拼团·数码好物');
    const goods = await goodsOf(t.promotion_id);
    expect(goods).toHaveLength(3);
    expect(goods.every((g) => g.sales_price > 0 && g.sales_price < g.origin_price)).toBe(true);
    expect(goods[0]).toMatchObject({ required_num: t.required_num, limit_num: t.limit_num, end_time: t.end_time });
    expect(goods.some((g) => g.sold_quantity > 0)).toBe(true);
  });

  it('replaces the goods, taking names and prices from the real SKUs and keeping what was sold', async () => {
    const t = await named('3人拼团·数码好物');
    const [kept] = await goodsOf(t.promotion_id);
    const [sku] = await freeSkus();
    const rows = [
      { sku_id: kept.sku_id, sales_price: kept.sales_price },
      { ...goodsRow(sku), goods_name: 'ignored', origin_price: 1 },
    ];
    expect((await saveGoods(t.promotion_id, rows)).status).toBe(200);
    const after = await goodsOf(t.promotion_id);
    expect(after.map((g) => g.sku_id)).toEqual([kept.sku_id, sku.sku_id]);
    expect(after[0]).toMatchObject({ id: kept.id, sold_quantity: kept.sold_quantity });
    expect(after[1]).toMatchObject({ goods_name: sku.goods_name, origin_price: sku.price, sn: sku.sn, sold_quantity: 0 });
  });

  it('validates the rows (400 code 004 naming the row field)', async () => {
    const t = await named('2人成团·周末特惠');
    const [sku] = await freeSkus();
    const cases: Array<[unknown[], string]> = [
      [[], '请至少选择一个商品'],
      [[{ ...goodsRow(sku), sales_price: sku.price }], '[0].sales_price'],
      [[{ ...goodsRow(sku), sales_price: 0 }], '[0].sales_price'],
      [[{ ...goodsRow(sku), sales_price: '' }], '[0].sales_price'],
      [[{ ...goodsRow(sku), sku_id: 42 }], '[0].sku_id'],
      [[goodsRow(sku), goodsRow(sku)], '[1].sku_id'],
    ];
    for (const [body, field] of cases) {
      const result = await saveGoods(t.promotion_id, body);
      expect(result.status, field).toBe(400);
      expect(result.data.message).toContain(field);
    }
  });

  it('refuses goods already in a goods-level activity at an overlapping time (code "401")', async () => {
    const t = await named('2人成团·周末特惠');
    const running = (await call<Page<{ goods_list: Sku[] }>>('seller/promotion/minus?status=UNDERWAY&range_type=2', { token })).data.data[0];
    const held = running.goods_list[0];
    const result = await saveGoods(t.promotion_id, [goodsRow(held)]);
    expect(result.status).toBe(500);
    expect(result.data.code).toBe('401');
    expect(JSON.parse(result.data.data ?? '')).toEqual([{ name: held.goods_name }]);
    // Two group buys at overlapping times cannot share a SKU either.
    const other = await named('3人拼团·数码好物');
    const [sku] = await freeSkus();
    expect((await saveGoods(t.promotion_id, [goodsRow(sku)])).status).toBe(200);
    expect((await saveGoods(other.promotion_id, [goodsRow(sku)])).status).toBe(500);
  });

  it('refuses new dates that put its goods into a conflict', async () => {
    const running = (await call<Page<{ goods_list: Sku[]; end_time: number }>>('seller/promotion/minus?status=UNDERWAY&range_type=2', { token })).data.data[0];
    const later = running.end_time + DAY;
    const added = (await call<Pintuan>(BASE, { token, method: 'POST', form: form(activityForm(later, later + DAY)) })).data;
    expect((await saveGoods(added.promotion_id, [goodsRow(running.goods_list[0])])).status).toBe(200);
    const moved = await call<ErrorBody>(`${BASE}/${added.promotion_id}`, { token, method: 'PUT', form: form(activityForm()) });
    expect(moved.status).toBe(500);
    expect(moved.data.code).toBe('401');
    expect((await one(added.promotion_id)).data.start_time).toBe(later);
  });
});
