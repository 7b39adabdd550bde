/**
 * Reads asked for before their screen is there go into Refine's own cache under the keys its hooks
 * build: the hook then shows that answer (in its first render when it has arrived) and the call goes
 * out once. Driven through Refine's real hooks, so a key of ours that drifts from Refine's fails here.
 */
import { useInfiniteList, useList, useOne } from '@refinedev/core';
import { act, waitFor } from '@testing-library/react';
import { http as mock, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useListOnDemand } from '@/components/pickers/shared/data';
import { LIST_FRESH_MS } from '@/config';
import { EARLY_READ_MS, freshWhileEarly, prefetchList, prefetchOne, prefetchScrollList } from '@/providers/early-reads';
import { settled, startMockServer } from '../../helpers/mock-server';
import { renderHookInConsole } from '../../helpers/render-component';
import { signInAs } from '../../helpers/session';

const { server } = startMockServer();
let calls: URLSearchParams[] = [];
let orderCalls: string[] = [];
let answer = (): Response => HttpResponse.json({ data: [{ goods_id: '9223372036854775807' }], data_total: 1 });

beforeEach(() => {
  signInAs();
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
/** A list screen's read: the same arguments, fresh as long as the screens keep a page. */
const useScreenList = (args = read()) => useList({ ...args, queryOptions: { staleTime: LIST_FRESH_MS } });

describe('early list reads', () => {
  it('an answer already in is in the screen’s first render: one call, the same rows (ids past 2^53 kept)', async () => {
    prefetchList(read());
    await waitFor(() => expect(calls).toHaveLength(1));
    await settled();
    const firsts: unknown[] = [];
    renderHookInConsole(() => firsts.push(useScreenList().result.data));
    expect(firsts[0]).toEqual([{ goods_id: '9223372036854775807' }]);
    await settled();
    expect(calls).toHaveLength(1);
    expect(calls[0]?.get('page_no')).toBe('1');
  });

  it('a read still on its way is the screen’s: it shows the rows when they come, still one call', async () => {
    prefetchList(read());
    const { result } = renderHookInConsole(() => useScreenList());
    expect(result.current.result.data).toEqual([]);
    await waitFor(() => expect(result.current.result.total).toBe(1));
    expect(calls).toHaveLength(1);
  });

  it('an early read of a page the screen has just read asks nothing', async () => {
    const { result } = renderHookInConsole(() => useScreenList());
    await waitFor(() => expect(result.current.result.total).toBe(1));
    prefetchList(read());
    await settled();
    expect(calls).toHaveLength(1);
  });

  it('another read (page, filter) is not served by it', async () => {
    prefetchList(read());
    const two = renderHookInConsole(() => useScreenList(read(2)));
    const phones = renderHookInConsole(() => useScreenList(read(1, '手机')));
    await waitFor(() => expect(two.result.current.result.total).toBe(1));
    await waitFor(() => expect(phones.result.current.result.total).toBe(1));
    expect(calls.map((q) => [q.get('page_no'), q.get('keyword')]).sort()).toEqual([
      ['1', null],
      ['1', '手机'],
      ['2', null],
    ]);
  });

  it('a failed early read is not the answer: the screen calls again and shows its rows', async () => {
    answer = () => HttpResponse.json({ message: 'busy' }, { status: 500 });
    prefetchList(read());
    await waitFor(() => expect(calls).toHaveLength(1));
    await settled();
    answer = () => HttpResponse.json({ data: [], data_total: 0 });
    const { result } = renderHookInConsole(() => useScreenList());
    await waitFor(() => expect(result.current.query.isSuccess).toBe(true));
    expect(result.current.result.total).toBe(0);
    expect(calls).toHaveLength(2);
  });

  it(`an answer older than ${LIST_FRESH_MS} ms is read again`, async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    prefetchList(read());
    await waitFor(() => expect(calls).toHaveLength(1));
    vi.setSystemTime(Date.now() + LIST_FRESH_MS + 1);
    renderHookInConsole(() => useScreenList());
    await waitFor(() => expect(calls).toHaveLength(2));
  });
});

describe('early record reads', () => {
  const order = (sn: string) => ({ resource: 'orders', id: sn, meta: { api: 'seller/trade/orders', one: 'seller/trade/orders/{id}', silent: true } });
  const useRecordPage = (sn: string) => useOne({ ...order(sn), queryOptions: { staleTime: freshWhileEarly } });

  it("the record's page shows the early answer in its first render: one call (its id a string past 2^53)", async () => {
    prefetchOne(order('9223372036854775807'));
    await waitFor(() => expect(orderCalls).toHaveLength(1));
    await settled();
    const firsts: unknown[] = [];
    renderHookInConsole(() => firsts.push(useRecordPage('9223372036854775807').result));
    expect(firsts[0]).toEqual({ sn: '9223372036854775807', order_amount: 1 });
    await settled();
    expect(orderCalls).toEqual(['9223372036854775807']);
  });

  it('a second ask while the answer is fresh asks nothing; once the page has read for itself, a view opened later reads again', async () => {
    prefetchOne(order('20261101000200'));
    prefetchOne(order('20261101000200'));
    const page = renderHookInConsole(() => useRecordPage('20261101000200'));
    await waitFor(() => expect(page.result.current.result).toBeDefined());
    expect(orderCalls).toHaveLength(1);
    // The page's Refresh reads the server; from then on the record is never fresh (every view reads it anew).
    await act(() => page.result.current.query.refetch());
    expect(orderCalls).toHaveLength(2);
    renderHookInConsole(() => useRecordPage('20261101000200'));
    await waitFor(() => expect(orderCalls).toHaveLength(3));
  });

  it(`an early answer older than ${EARLY_READ_MS} ms is read again`, async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    prefetchOne(order('20261101000200'));
    await waitFor(() => expect(orderCalls).toHaveLength(1));
    vi.setSystemTime(Date.now() + EARLY_READ_MS + 1);
    renderHookInConsole(() => useRecordPage('20261101000200'));
    await waitFor(() => expect(orderCalls).toHaveLength(2));
  });

  it('another record is not served by it', async () => {
    prefetchOne(order('20261101000200'));
    const other = renderHookInConsole(() => useRecordPage('20261101000198'));
    await waitFor(() => expect(other.result.current.result).toBeDefined());
    await waitFor(() => expect(orderCalls.sort()).toEqual(['20261101000198', '20261101000200']));
  });
});

describe('early scroll lists', () => {
  const scroll = { resource: 'goods', meta: { api: 'seller/goods', query: { market_enable: 'UP' } } };
  const usePicker = () => useInfiniteList({ ...scroll, pagination: { pageSize: 10, mode: 'server' }, queryOptions: { staleTime: freshWhileEarly } });

  it('a picker opened by the click that asked shows its first rows with one call, and knows there is no next page', async () => {
    prefetchScrollList({ ...scroll, pagination: { currentPage: 1, pageSize: 10, mode: 'server' } });
    const { result } = renderHookInConsole(() => usePicker());
    await waitFor(() => expect(result.current.result.data?.pages[0]?.data).toEqual([{ goods_id: '9223372036854775807' }]));
    expect(result.current.result.hasNextPage).toBe(false);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.get('market_enable')).toBe('UP');
  });

  it('a picker closed and opened again reads its rows again', async () => {
    prefetchScrollList({ ...scroll, pagination: { currentPage: 1, pageSize: 10, mode: 'server' } });
    const first = renderHookInConsole(() => usePicker());
    await waitFor(() => expect(first.result.current.result.data?.pages).toHaveLength(1));
    first.unmount();
    await settled();
    prefetchScrollList({ ...scroll, pagination: { currentPage: 1, pageSize: 10, mode: 'server' } });
    const again = renderHookInConsole(() => usePicker());
    await waitFor(() => expect(calls).toHaveLength(2));
    await waitFor(() => expect(again.result.current.query.isFetching).toBe(false));
    expect(calls).toHaveLength(2);
  });
});

describe('a list read on demand (a cascade level opened)', () => {
  it('is the very query of `useList` with the same arguments: a list shown after it reads nothing', async () => {
    const onDemand = renderHookInConsole(() => useListOnDemand('goods', LIST_FRESH_MS));
    expect(await act(() => onDemand.result.current('seller/goods'))).toEqual([{ goods_id: '9223372036854775807' }]);
    const firsts: unknown[] = [];
    renderHookInConsole(() => firsts.push(useList({ resource: 'goods', meta: { api: 'seller/goods' }, pagination: { mode: 'off' }, queryOptions: { staleTime: LIST_FRESH_MS } }).result.data));
    expect(firsts[0]).toEqual([{ goods_id: '9223372036854775807' }]);
    await settled();
    expect(calls).toHaveLength(1);
  });
});
