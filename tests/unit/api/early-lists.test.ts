import { http as mock, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dataProvider, EARLY_READ_MS, forgetEarlyReads, oneAnsweredEarly, prefetchList, prefetchOne } from '@/providers/data-provider';
import { startMockServer } from '../../helpers/mock-server';
import { signInAs } from '../../helpers/session';

// Issue 18: the opened list's first page goes out early; its screen's identical read takes that answer.
const { server } = startMockServer();
let calls: URLSearchParams[] = [];
let orderCalls: string[] = [];
let answer = (): Response => HttpResponse.json({ data: [{ goods_id: '9223372036854775807' }], data_total: 1 });

beforeEach(() => {
  signInAs();
  forgetEarlyReads();
  calls = [];
  orderCalls = [];
  server.use(mock.get('*/seller/trade/orders/:sn', ({ params }) => (orderCalls.push(String(params.sn)), HttpResponse.json({ sn: params.sn, order_amount: 1 }))));
  answer = () => HttpResponse.json({ data: [{ goods_id: '9223372036854775807' }], data_total: 1 });
  server.use(mock.get('*/seller/goods', ({ request }) => (calls.push(new URL(request.url).searchParams), answer())));
});
afterEach(() => vi.useRealTimers());

const read = (page = 1, keyword?: string) => ({
  resource: 'goodsList',
  meta: { api: 'seller/goods', silent: true },
  pagination: { currentPage: page, pageSize: 10, mode: 'server' as const },
  filters: keyword ? [{ field: 'keyword', operator: 'eq' as const, value: keyword }] : [],
});

describe('early list reads', () => {
  it('the screen takes the early answer: one call, the same rows', async () => {
    prefetchList(read());
    const rows = await dataProvider.getList(read());
    expect(rows).toEqual({ data: [{ goods_id: '9223372036854775807' }], total: 1 });
    expect(calls).toHaveLength(1);
    expect(calls[0]?.get('page_no')).toBe('1');
  });

  it('matches a read whatever the order of its query, without a locale comparison (ICU’s slow start)', async () => {
    const localeCompare = vi.spyOn(String.prototype, 'localeCompare');
    prefetchList({ ...read(), meta: { api: 'seller/goods', silent: true, query: { market_enable: 'UP', disabled: 0 } } });
    await dataProvider.getList({ ...read(), meta: { api: 'seller/goods', silent: true, query: { disabled: 0, market_enable: 'UP' } } });
    const compared = localeCompare.mock.calls.length;
    localeCompare.mockRestore();
    expect(calls).toHaveLength(1);
    expect(compared).toBe(0);
  });

  it('an early read after the screen has made the same read asks nothing', async () => {
    await dataProvider.getList(read());
    prefetchList(read());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(calls).toHaveLength(1);
  });

  it('is taken once: a later read (a refresh) calls again', async () => {
    prefetchList(read());
    await dataProvider.getList(read());
    await dataProvider.getList(read());
    expect(calls).toHaveLength(2);
  });

  it('another read (page, filter) is not served by it', async () => {
    prefetchList(read());
    await dataProvider.getList(read(2));
    await dataProvider.getList(read(1, '手机'));
    expect(calls.map((q) => [q.get('page_no'), q.get('keyword')])).toEqual([
      ['1', null],
      ['2', null],
      ['1', '手机'],
    ]);
  });

  it('a failed early read is not kept: the screen calls again', async () => {
    answer = () => HttpResponse.json({ message: 'busy' }, { status: 500 });
    prefetchList(read());
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    answer = () => HttpResponse.json({ data: [], data_total: 0 });
    expect(await dataProvider.getList(read())).toEqual({ data: [], total: 0 });
    expect(calls).toHaveLength(2);
  });

  it(`an early answer older than ${EARLY_READ_MS} ms is not used`, async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    prefetchList(read());
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    vi.setSystemTime(Date.now() + EARLY_READ_MS + 1);
    await dataProvider.getList(read());
    expect(calls).toHaveLength(2);
  });
});

describe('early record reads', () => {
  const order = (sn: string) => ({ resource: 'orders', id: sn, meta: { api: 'seller/trade/orders', one: 'seller/trade/orders/{id}', silent: true } });

  it("the record's page takes the early answer: one call, the same record (its id a string past 2^53)", async () => {
    prefetchOne(order('9223372036854775807'));
    expect(await dataProvider.getOne(order('9223372036854775807'))).toEqual({ data: { sn: '9223372036854775807', order_amount: 1 } });
    expect(orderCalls).toEqual(['9223372036854775807']);
  });

  it("an answer already in is the page's first render's; once shown, a later read calls again", async () => {
    prefetchOne(order('20261101000200'));
    expect(oneAnsweredEarly(order('20261101000200'))).toBeUndefined();
    await vi.waitFor(() => expect(oneAnsweredEarly(order('20261101000200'))).toEqual({ data: { sn: '20261101000200', order_amount: 1 } }));
    await dataProvider.getOne(order('20261101000200'));
    expect(orderCalls).toHaveLength(2);
  });

  it('another record is not served by it', async () => {
    prefetchOne(order('20261101000200'));
    await dataProvider.getOne(order('20261101000198'));
    expect(orderCalls.sort()).toEqual(['20261101000198', '20261101000200']);
  });
});
