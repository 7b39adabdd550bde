// @vitest-environment node
/** The goods conflict error (api reference §1.3, §6) and the rules of full-cut, full-give and single-cut steps. */
import { beforeAll, describe, expect, it } from 'vitest';
import { call, login, startDemoServer, type Page } from './support';

startDemoServer();

const HOUR = 3600;
const DAY = 86400;
const now = () => Math.floor(Date.now() / 1000);

interface Goods {
  goods_id: string;
  sku_id: string;
  name: string;
  goods_name: string;
  price: number;
  thumbnail: string;
}

interface Activity {
  id?: string;
  minus_id?: string;
  hp_id?: string;
  title: string;
  start_time: number;
  end_time: number;
  range_type: number;
  status: string;
  status_text: string;
  goods_list: Goods[];
  discount_type?: number;
  step_list?: Record<string, unknown>[];
}

interface ErrorBody {
  code: string;
  message: string;
  data?: string;
}

interface Kind {
  path: string;
  idKey: 'id' | 'minus_id' | 'hp_id';
  answersView: boolean;
  body: (start: number, end: number) => Record<string, unknown>;
}

const KINDS: Kind[] = [
  {
    path: 'full-minus',
    idKey: 'id',
    answersView: false,
    body: (start, end) => ({ title: '测试满减', discount_type: 1, range_type: 1, start_time: start, end_time: end, step_list: [{ type: 1, threshold: 100, discount: 10 }], goods_list: [] }),
  },
  {
    path: 'full-give',
    idKey: 'id',
    answersView: false,
    body: (start, end) => ({
      title: '测试满赠',
      discount_type: 1,
      range_type: 1,
      start_time: start,
      end_time: end,
      step_list: [{ threshold: 100, is_free_ship: 1, is_send_point: 1, point_value: 50, is_send_bonus: 0, is_send_gift: 0 }],
      goods_list: [],
      seller_scope: 'ALL',
      seller_list: [],
    }),
  },
  {
    path: 'minus',
    idKey: 'minus_id',
    answersView: true,
    body: (start, end) => ({ title: '测试单品立减', start_time: start, end_time: end, single_reduction_value: 1, range_type: 1, description: '说明' }),
  },
  {
    path: 'half-prices',
    idKey: 'hp_id',
    answersView: true,
    body: (start, end) => ({ title: '测试第二件半价', start_time: start, end_time: end, range_type: 1, description: '' }),
  },
];

let token = '';
// Tokens outlive the store resets between tests (the seeded sellers come back with the same ids).
beforeAll(async () => {
  token = await login('owner');
});

const base = (kind: Kind) => `seller/promotion/${kind.path}`;
const idOf = (kind: Kind, row: Activity) => String(row[kind.idKey]);
const list = (kind: Kind, query = '', as = token) => call<Page<Activity>>(`${base(kind)}?${query}&page_size=100`, { token: as });
const rows = async (kind: Kind, query = '') => (await list(kind, query)).data.data;
const detail = (kind: Kind, id: string) => call<Activity>(`${base(kind)}/${id}`, { token });
const create = (kind: Kind, json: unknown) => call<Activity | ErrorBody>(base(kind), { token, method: 'POST', json });
const edit = (kind: Kind, id: string, json: unknown) => call<Activity | ErrorBody>(`${base(kind)}/${id}`, { token, method: 'PUT', json });
const close = (kind: Kind, id: string) => call<ErrorBody>(`${base(kind)}/invalid/${id}`, { token, method: 'POST' });

/** A seeded activity of the owner shop in a status (with chosen goods when asked). */
async function seeded(kind: Kind, status: string, chosen = false): Promise<Activity> {
  const found = (await rows(kind, `status=${status}`)).find((r) => !chosen || r.range_type === 2);
  if (!found) throw new Error(`no seeded ${kind.path} ${status}`);
  return found;
}

/** The newest activity of the owner shop (what a POST answering an empty body created). */
const newest = async (kind: Kind) => (await rows(kind))[0];

describe('conflicting goods (code "401", data = JSON string of [{name}])', () => {
  const [fullMinus, fullGive, minus, halfPrice] = KINDS;

  /** The goods of the seeded running activity of a kind, as goods_list rows of a new body. */
  async function runningGoods(kind: Kind) {
    const running = await seeded(kind, 'UNDERWAY', true);
    return { running, goodsList: running.goods_list.map((g) => ({ goods_id: g.goods_id, sku_id: g.sku_id, goods_name: g.goods_name })) };
  }

  it.each([
    { kind: fullMinus, holder: fullMinus }, { kind: fullGive, holder: fullMinus }, { kind: minus, holder: minus }, { kind: halfPrice, holder: minus },
  ])('a $kind.path on the goods of a running $holder.path in an overlapping range is refused', async ({ kind, holder }) => {
    const { running, goodsList } = await runningGoods(holder);
    const start = now() + HOUR;
    const before = (await rows(kind)).length;
    const result = await create(kind, { ...kind.body(start, running.end_time + DAY), range_type: 2, goods_list: goodsList });
    expect(result.status).toBe(500);
    const error = result.data as ErrorBody;
    expect(error.code).toBe('401');
    expect(typeof error.data).toBe('string');
    expect(JSON.parse(error.data ?? '')).toEqual(running.goods_list.map((g) => ({ name: g.goods_name })));
    expect(error.message).toContain(running.goods_list[0].goods_name);
    expect((await rows(kind)).length).toBe(before);
    const english = await call<ErrorBody>(base(kind), { token, method: 'POST', json: { ...kind.body(start, start + DAY), range_type: 2, goods_list: goodsList }, language: 'en-US' });
    const englishName = (await call<Activity>(`${base(holder)}/${idOf(holder, running)}`, { token, language: 'en-US' })).data.goods_list[0].goods_name;
    expect(JSON.parse(english.data.data ?? '')[0].name).toContain(englishName);
  });

  it('allows the same goods after the range, in the other group, or in an all-goods activity', async () => {
    const { running, goodsList } = await runningGoods(fullMinus);
    const after = await create(fullMinus, { ...fullMinus.body(running.end_time, running.end_time + DAY), range_type: 2, goods_list: goodsList });
    expect(after.status).toBe(200);
    const start = now() + HOUR;
    const otherGroup = await create(minus, { ...minus.body(start, start + DAY), range_type: 2, goods_list: goodsList });
    expect(otherGroup.status).toBe(200);
    const { goodsList: singleGoods } = await runningGoods(minus);
    expect((await create(fullMinus, { ...fullMinus.body(start, start + DAY), range_type: 2, goods_list: singleGoods })).status).toBe(200);
  });

  it('a closed activity frees its goods; an edited activity does not conflict with itself', async () => {
    const { running, goodsList } = await runningGoods(minus);
    const start = now() + HOUR;
    const body = { ...minus.body(start, start + DAY), range_type: 2, goods_list: goodsList };
    expect((await create(minus, body)).status).toBe(500);
    expect((await close(minus, idOf(minus, running))).status).toBe(200);
    const added = await create(minus, body);
    expect(added.status).toBe(200);
    const id = idOf(minus, added.data as Activity);
    expect((await edit(minus, id, { ...body, title: '再次保存' })).status).toBe(200);
  });
});

describe('full-cut and full-give rules', () => {
  const [fullMinus, fullGive, minus] = KINDS;
  const start = () => now() + HOUR;

  it('saves the steps and filters by discount type', async () => {
    const body = { ...fullMinus.body(start(), start() + DAY), discount_type: 2, step_list: [{ type: 2, threshold: 2, discount: 9.5 }, { type: 2, threshold: 3, discount: 8.5 }] };
    expect((await create(fullMinus, body)).status).toBe(200);
    const saved = (await detail(fullMinus, idOf(fullMinus, await newest(fullMinus)))).data;
    expect(saved).toMatchObject({ discount_type: 2, step_list: body.step_list });
    const byType = await rows(fullMinus, 'discount_type=2');
    expect(byType.length).toBeGreaterThan(1);
    expect(byType.every((r) => r.discount_type === 2)).toBe(true);
  });

  it('validates full-cut steps', async () => {
    const body = fullMinus.body(start(), start() + DAY);
    const step = { type: 1, threshold: 100, discount: 10 };
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ title: 'x' }, 'title'],
      [{ discount_type: 3 }, 'discount_type'],
      [{ step_list: [] }, 'step_list'],
      [{ step_list: Array.from({ length: 6 }, (_, i) => ({ ...step, threshold: 100 + i })) }, 'step_list'],
      [{ step_list: [step, { ...step, discount: 20 }] }, 'step_list[1].threshold'],
      [{ step_list: [{ ...step, threshold: 0 }] }, 'step_list[0].threshold'],
      [{ step_list: [{ ...step, type: 3 }] }, 'step_list[0].type'],
      [{ step_list: [{ ...step, discount: 0 }] }, 'step_list[0].discount'],
      [{ step_list: [{ ...step, discount: 100 }] }, 'step_list[0].discount'],
      [{ step_list: [{ ...step, type: 2, discount: 10 }] }, 'step_list[0].discount'],
      [{ step_list: [{ ...step, discount: 1.234 }] }, 'step_list[0].discount'],
      [{ discount_type: 2, step_list: [{ ...step, threshold: 1.5 }] }, 'step_list[0].threshold'],
    ];
    for (const [change, field] of cases) {
      const result = await create(fullMinus, { ...body, ...change });
      expect(result.status, field).toBe(400);
      expect((result.data as ErrorBody).message).toContain(field);
    }
  });

  it('full-give steps hand out the shop\'s gifts and ACTIVITY_GIVE coupons', async () => {
    const gifts = (await call<{ gift_id: string }[]>('seller/promotion/full-discount-gifts/all', { token })).data;
    const coupons = (await call<{ coupon_id: string; type: string }[]>('seller/promotion/coupons/list-activity-coupons', { token })).data;
    expect(coupons.length).toBeGreaterThan(0);
    expect(coupons.every((c) => c.type === 'ACTIVITY_GIVE')).toBe(true);
    const step = { threshold: 300, is_free_ship: 0, is_send_point: 0, point_value: 0, is_send_bonus: 1, bonus_id: coupons[0].coupon_id, is_send_gift: 1, gift_id: gifts[0].gift_id };
    expect((await create(fullGive, { ...fullGive.body(start(), start() + DAY), step_list: [step] })).status).toBe(200);
    const saved = (await detail(fullGive, idOf(fullGive, await newest(fullGive)))).data;
    expect(saved.step_list?.[0]).toMatchObject({ threshold: 300, is_send_bonus: 1, bonus_id: coupons[0].coupon_id, is_send_gift: 1, gift_id: gifts[0].gift_id });
    expect(saved).toMatchObject({ seller_scope: 'ALL', seller_list: [] });
  });

  it('validates full-give steps', async () => {
    const body = fullGive.body(start(), start() + DAY);
    const step = { threshold: 100, is_free_ship: 1, is_send_point: 0, point_value: 0, is_send_bonus: 0, is_send_gift: 0 };
    const freeGet = (await call<Page<{ coupon_id: string }>>('seller/promotion/coupons?type=FREE_GET', { token })).data.data[0].coupon_id;
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ step_list: Array.from({ length: 6 }, (_, i) => ({ ...step, threshold: 100 + i })) }, 'step_list'],
      [{ step_list: [step, step] }, 'step_list[1].threshold'],
      [{ step_list: [{ ...step, is_free_ship: 0 }] }, 'step_list[0]'],
      [{ step_list: [{ ...step, is_send_point: 1, point_value: 0 }] }, 'step_list[0].point_value'],
      [{ step_list: [{ ...step, is_send_bonus: 1, bonus_id: freeGet }] }, 'step_list[0].bonus_id'],
      [{ step_list: [{ ...step, is_send_gift: 1, gift_id: 999999 }] }, 'step_list[0].gift_id'],
      [{ step_list: [{ ...step, is_free_ship: 2 }] }, 'step_list[0].is_free_ship'],
    ];
    for (const [change, field] of cases) {
      const result = await create(fullGive, { ...body, ...change });
      expect(result.status, field).toBe(400);
      expect((result.data as ErrorBody).message).toContain(field);
    }
  });

  it('a single-cut stays below the price of every chosen goods', async () => {
    const { goods_list } = await seeded(minus, 'WAIT', true);
    const cheapest = Math.min(...goods_list.map((g) => g.price));
    const body = { ...minus.body(start(), start() + DAY), range_type: 2, goods_list: goods_list.map((g) => ({ sku_id: g.sku_id })), single_reduction_value: cheapest };
    const result = await create(minus, body);
    expect(result.status).toBe(400);
    expect((result.data as ErrorBody).message).toContain('single_reduction_value');
    expect((await create(minus, { ...minus.body(start(), start() + DAY), single_reduction_value: 0 })).status).toBe(400);
  });
});
