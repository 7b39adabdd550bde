/**
 * How the console behaves when the server or the network misbehaves — through the whole
 * console on the demo marketplace, with one call replaced (MSW `server.use`). Each test failed before its fix.
 */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { http as mock, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { requestsTo, server, startDemoMarketplace, toasts } from '../helpers/demo-marketplace';
import { skipAhead, skippableTimers } from '../helpers/clock';
import { renderRoute } from '../helpers/render-route';

startDemoMarketplace();

const LOADED = { timeout: 15000 };
const GOODS = '/goods/goods-list';
const html = () => new HttpResponse('<!doctype html><html><body>502 Bad Gateway</body></html>', { headers: { 'Content-Type': 'text/html' } });
const broken = () => new HttpResponse('{"data":[{"goods_id":1,"goods_na', { headers: { 'Content-Type': 'application/json' } });
const wrongShape = () => HttpResponse.json({ data: { goods_id: 1 }, data_total: 1 });

const loadFailed = () => screen.findByTestId('load-failed', undefined, LOADED);
const retry = () => fireEvent.click(screen.getByRole('button', { name: /重\s*试/ }));
/** The demo's first goods row is on screen: the list works again. */
const rowsBack = () => screen.findByText('G000001', undefined, LOADED);

describe('a garbled list answer is a load error with a Retry that works once the server is right', () => {
  it.each([
    ['HTML', html],
    ['broken JSON', broken],
    ['the wrong shape', wrongShape],
  ])('%s', async (_, answer) => {
    server.use(mock.get('*/seller/goods', answer));
    await renderRoute(GOODS);
    expect(await loadFailed()).toHaveTextContent('网络错误，请稍后再试！');
    expect(screen.queryByText('暂无数据')).not.toBeInTheDocument();

    // Still garbled: the same error again, no crash.
    retry();
    await waitFor(() => expect(requestsTo('/seller/goods')).toHaveLength(2));
    expect(await loadFailed()).toHaveTextContent('网络错误，请稍后再试！');

    server.resetHandlers();
    retry();
    await rowsBack();
    expect(screen.queryByTestId('load-failed')).not.toBeInTheDocument();
  });
});

describe('one message per failure, no automatic retry', () => {
  it('a failed list read is asked once, said once, and asked again only by Retry', async () => {
    skippableTimers();
    server.use(mock.get('*/seller/goods', () => HttpResponse.json({ code: '500', message: '服务暂时不可用' }, { status: 500 })));
    await renderRoute(GOODS);
    expect(await loadFailed()).toHaveTextContent('服务暂时不可用');
    // Long enough for a retry of the old setting (300 ms) to have gone out.
    await skipAhead(600);
    expect(requestsTo('/seller/goods')).toHaveLength(1);
    expect(screen.getAllByText('服务暂时不可用')).toHaveLength(1);
    expect(toasts).toEqual([]);

    retry();
    await waitFor(() => expect(requestsTo('/seller/goods')).toHaveLength(2));
    await skipAhead(600);
    expect(requestsTo('/seller/goods')).toHaveLength(2);
    expect(screen.getAllByText('服务暂时不可用')).toHaveLength(1);
  });
});

describe('route params never reach the API unchecked', () => {
  it.each(['..%2Fshops%2Fedit', '1001%3Fx%3D1', 'abc', '-1'])('/goods/good-publish/%s is the 404 page, with no call', async (param) => {
    const { location } = await renderRoute(`/goods/good-publish/${param}`);
    await waitFor(() => expect(location()).toBe('/404'), LOADED);
    expect(requestsTo(/\/seller\/shops\/edit$/)).toHaveLength(0);
    expect(requestsTo(/\/seller\/goods\/(1001|abc|-1)/)).toHaveLength(0);
  });
});

describe('a garbled shop status at start-up', () => {
  it('is a network error said once, with a Retry that enters once the server is right', async () => {
    server.use(mock.get('*/seller/shops/status', html));
    await renderRoute('/dashboard', { shell: false });
    expect(await loadFailed()).toHaveTextContent('网络错误，请稍后再试！');
    expect(toasts).toEqual([]);
    server.resetHandlers();
    retry();
    expect(await screen.findByTestId('tabs-bar', undefined, LOADED)).toBeInTheDocument();
  });
});

describe('offline', () => {
  const setOnline = (online: boolean) => {
    Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online });
    act(() => void window.dispatchEvent(new Event(online ? 'online' : 'offline')));
  };
  afterEach(() => setOnline(true));

  it('a read made offline says the browser is offline, and the list recovers by itself when it is back', async () => {
    await renderRoute(GOODS);
    await rowsBack();
    server.use(mock.get('*/seller/goods', () => HttpResponse.error()));
    setOnline(false);
    fireEvent.click(screen.getByTitle('2'));
    expect(await loadFailed()).toHaveTextContent('网络已断开');
    // No stale rows under the new page number.
    expect(screen.queryByText('G000001')).not.toBeInTheDocument();

    server.resetHandlers();
    setOnline(true);
    await waitFor(() => expect(screen.queryByTestId('load-failed')).not.toBeInTheDocument(), LOADED);
    await waitFor(() => expect(requestsTo('/seller/goods').at(-1)?.url.searchParams.get('page_no')).toBe('2'));
  });
});

describe('a search keyword over 200 characters', () => {
  it('is refused with the limit at the field, and what was typed stays', async () => {
    skippableTimers();
    await renderRoute(GOODS);
    await rowsBack();
    const before = requestsTo('/seller/goods').length;
    const input = document.querySelector<HTMLInputElement>('input[name="keyword"]')!;
    const long = 'x'.repeat(201);
    fireEvent.change(input, { target: { value: long } });
    fireEvent.click(screen.getByTestId('search-submit'));
    expect(await screen.findByText(/最多200个字符/)).toBeInTheDocument();
    expect(input.value).toBe(long);
    await skipAhead(300);
    expect(requestsTo('/seller/goods')).toHaveLength(before);
  });
});
