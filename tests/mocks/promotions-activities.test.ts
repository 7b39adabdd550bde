// @vitest-environment node
/** Full-cut, full-give, single-cut and second-half-price (api reference §6.1, §6.4) of the demo marketplace. */
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
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
afterEach(() => vi.useRealTimers());

const base = (kind: Kind) => `seller/promotion/${kind.path}`;
const idOf = (kind: Kind, row: Activity) => String(row[kind.idKey]);
const list = (kind: Kind, query = '', as = token) => call<Page<Activity>>(`${base(kind)}?${query}&page_size=100`, { token: as });
const rows = async (kind: Kind, query = '') => (await list(kind, query)).data.data;
const detail = (kind: Kind, id: string) => call<Activity>(`${base(kind)}/${id}`, { token });
const create = (kind: Kind, json: unknown) => call<Activity | ErrorBody>(base(kind), { token, method: 'POST', json });
const edit = (kind: Kind, id: string, json: unknown) => call<Activity | ErrorBody>(`${base(kind)}/${id}`, { token, method: 'PUT', json });
const close = (kind: Kind, id: string) => call<ErrorBody>(`${base(kind)}/invalid/${id}`, { token, method: 'POST' });
const remove = (kind: Kind, id: string) => call<ErrorBody>(`${base(kind)}/${id}`, { token, method: 'DELETE' });

/** A seeded activity of the owner shop in a status (with chosen goods when asked). */
async function seeded(kind: Kind, status: string, chosen = false): Promise<Activity> {
  const found = (await rows(kind, `status=${status}`)).find((r) => !chosen || r.range_type === 2);
  if (!found) throw new Error(`no seeded ${kind.path} ${status}`);
  return found;
}

/** The newest activity of the owner shop (what a POST answering an empty body created). */
const newest = async (kind: Kind) => (await rows(kind))[0];

describe.each(KINDS)('$path', (kind) => {
  it('lists the paging envelope, newest first, with a status computed for every row', async () => {
    const page = await list(kind, 'page_no=1&page_size=2');
    expect(page.status).toBe(200);
    expect(page.data).toMatchObject({ page_no: 1, page_size: 2 });
    expect(page.data.data).toHaveLength(2);
    const all = await rows(kind);
    expect(new Set(all.map((r) => r.status))).toEqual(new Set(['WAIT', 'UNDERWAY', 'END']));
    const ids = all.map((r) => BigInt(idOf(kind, r)));
    expect([...ids].sort((a, b) => (a > b ? -1 : 1))).toEqual(ids);
    expect(all.find((r) => r.status === 'WAIT')?.status_text).toBe('未开始');
  });

  it('filters by status (0/1/2 and WAIT/UNDERWAY/END), range type, title and time range', async () => {
    for (const [code, name] of [['0', 'WAIT'], ['1', 'UNDERWAY'], ['2', 'END']]) {
      const byCode = await rows(kind, `status=${code}`);
      expect(byCode.length).toBeGreaterThan(0);
      expect(byCode.every((r) => r.status === name)).toBe(true);
      expect((await rows(kind, `status=${name}`)).map((r) => idOf(kind, r))).toEqual(byCode.map((r) => idOf(kind, r)));
    }
    const chosen = await rows(kind, 'range_type=2');
    expect(chosen.length).toBeGreaterThan(0);
    expect(chosen.every((r) => r.range_type === 2 && r.goods_list.length > 0)).toBe(true);
    const first = chosen[0];
    expect((await rows(kind, `keyword=${encodeURIComponent(first.title)}`)).map((r) => r.title)).toContain(first.title);
    const inside = await rows(kind, `start_time=${first.start_time}&end_time=${first.end_time}`);
    expect(inside.every((r) => r.start_time >= first.start_time && r.end_time <= first.end_time)).toBe(true);
    expect(inside.map((r) => idOf(kind, r))).toContain(idOf(kind, first));
    const bad = await list(kind, 'status=9');
    expect(bad.status).toBe(400);
    expect((bad.data as unknown as ErrorBody).message).toContain('status');
  });

  it('adds, reads, edits and deletes an activity; a range is returned exactly as saved', async () => {
    const start = now() + 2 * HOUR;
    const end = start + 3 * DAY + 17;
    const added = await create(kind, kind.body(start, end));
    expect(added.status).toBe(200);
    if (kind.answersView) expect(added.data).toMatchObject({ status: 'WAIT', start_time: start, end_time: end });
    else expect(added.text).toBe('');
    const row = await newest(kind);
    const id = idOf(kind, row);
    const read = await detail(kind, id);
    expect(idOf(kind, read.data)).toBe(id);
    expect(read.data).toMatchObject({ start_time: start, end_time: end, status: 'WAIT', range_type: 1, goods_list: [] });

    const changed = await edit(kind, id, { ...kind.body(start + DAY, end + DAY), title: '改过的标题' });
    expect(changed.status).toBe(200);
    expect((await detail(kind, id)).data).toMatchObject({ title: '改过的标题', start_time: start + DAY, end_time: end + DAY });

    expect((await remove(kind, id)).status).toBe(200);
    expect((await detail(kind, id)).status).toBe(404);
  });

  it('saves chosen goods as rows of the real SKUs', async () => {
    // Off-shelf goods may join an activity; the seed only puts goods on sale in its activities.
    const skus = await call<Page<{ sku_id: string; goods_id: string; goods_name: string; price: number; thumbnail: string; sn: string }>>('seller/goods/skus?page_size=200&market_enable=0', { token });
    const sku = skus.data.data.find((s) => s.price > 50);
    if (!sku) throw new Error('no free SKU');
    const start = now() + HOUR;
    const body = { ...kind.body(start, start + DAY), range_type: 2, goods_list: [{ sku_id: sku.sku_id, goods_id: sku.goods_id, name: 'ignored' }] };
    expect((await create(kind, body)).status).toBe(200);
    const saved = (await detail(kind, idOf(kind, await newest(kind)))).data;
    expect(saved.range_type).toBe(2);
    expect(saved.goods_list).toEqual([
      expect.objectContaining({ goods_id: sku.goods_id, sku_id: sku.sku_id, name: sku.goods_name, goods_name: sku.goods_name, price: sku.price, thumbnail: sku.thumbnail, sn: sku.sn, seller_id: 1 }),
    ]);
  });

  describe('what each status allows', () => {
    type Operation = 'edit' | 'delete' | 'close';
    // Refused operations first: each must leave the activity unchanged; then the allowed ones, in order.
    const rules: Array<[status: string, refused: Operation[], allowed: Operation[]]> = [
      ['WAIT', ['close'], ['edit', 'delete']],
      ['UNDERWAY', ['edit', 'delete'], ['close']],
      ['END', ['edit', 'close'], ['delete']],
    ];
    const run = (id: string, operation: Operation) => {
      const start = now() + 5 * HOUR;
      if (operation === 'edit') return edit(kind, id, kind.body(start, start + DAY));
      return operation === 'close' ? close(kind, id) : remove(kind, id);
    };
    it.each(rules)('%s refuses %j and allows %j', async (status, refused, allowed) => {
      const row = await seeded(kind, status);
      const id = idOf(kind, row);
      const before = (await detail(kind, id)).data;
      for (const operation of refused) {
        const result = await run(id, operation);
        expect(result.status, operation).toBe(500);
        expect((result.data as ErrorBody).message).toMatch(/^当前活动/);
        expect((await detail(kind, id)).data).toEqual(before);
      }
      for (const operation of allowed) expect((await run(id, operation)).status, operation).toBe(200);
      const after = await detail(kind, id);
      if (allowed.includes('delete')) expect(after.status).toBe(404);
      else expect(after.data).toMatchObject({ status: 'END', status_text: '已关闭', start_time: row.start_time, end_time: row.end_time });
    });
  });

  it('computes the status from the current time on every read', async () => {
    const start = now() + 120;
    await create(kind, kind.body(start, start + 600));
    const id = idOf(kind, await newest(kind));
    expect((await detail(kind, id)).data.status).toBe('WAIT');
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime((start + 60) * 1000);
    expect((await detail(kind, id)).data.status).toBe('UNDERWAY');
    expect((await edit(kind, id, kind.body(start + DAY, start + 2 * DAY))).status).toBe(500);
    vi.setSystemTime((start + 700) * 1000);
    expect((await detail(kind, id)).data).toMatchObject({ status: 'END', status_text: '已结束' });
    expect((await close(kind, id)).status).toBe(500);
  });

  it('answers in English with language en-US', async () => {
    const row = (await call<Page<Activity>>(`${base(kind)}?status=UNDERWAY`, { token, language: 'en-US' })).data.data[0];
    expect(row.status_text).toBe('In progress');
    expect(row.title).toMatch(/^[\x20-\x7e¥]+$/);
    const refused = await call<ErrorBody>(`${base(kind)}/${idOf(kind, row)}`, { token, method: 'DELETE', language: 'en-US' });
    expect(refused.data.message).toBe('the activity is in progress: a running activity cannot be deleted: close it first');
  });

  it('isolates shops: another shop neither sees nor changes these activities', async () => {
    const supplier = await login('supplier');
    const own = await seeded(kind, 'WAIT');
    const id = idOf(kind, own);
    const theirs = (await list(kind, '', supplier)).data.data;
    expect(theirs.length).toBeGreaterThan(0);
    expect(theirs.map((r) => idOf(kind, r))).not.toContain(id);
    expect((await call(`${base(kind)}/${id}`, { token: supplier })).status).toBe(404);
    expect((await call(`${base(kind)}/${id}`, { token: supplier, method: 'PUT', json: kind.body(now() + HOUR, now() + DAY) })).status).toBe(404);
    expect((await call(`${base(kind)}/${id}`, { token: supplier, method: 'DELETE' })).status).toBe(404);
    expect((await call(`${base(kind)}/invalid/${id}`, { token: supplier, method: 'POST' })).status).toBe(404);
    expect((await detail(kind, id)).status).toBe(200);
  });

  it('validates the common fields (400 code 004 naming the field)', async () => {
    const start = now() + HOUR;
    const body = kind.body(start, start + DAY);
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ title: '' }, 'title'],
      [{ title: 'x'.repeat(61) }, 'title'],
      [{ start_time: now() - 60 }, 'start_time'],
      [{ start_time: start * 1000, end_time: (start + DAY) * 1000 }, 'start_time'],
      [{ end_time: start }, 'end_time'],
      [{ end_time: undefined }, 'end_time'],
      [{ range_type: 3 }, 'range_type'],
      [{ range_type: 2, goods_list: [] }, 'goods_list'],
      [{ range_type: 2, goods_list: [{ sku_id: 42 }] }, 'goods_list[0].sku_id'],
    ];
    for (const [change, field] of cases) {
      const result = await create(kind, { ...body, ...change });
      expect(result.status, `${field} ${JSON.stringify(change)}`).toBe(400);
      expect(result.data).toMatchObject({ code: '004' });
      expect((result.data as ErrorBody).message).toContain(field);
    }
  });
});
