import { http as mock, HttpResponse } from 'msw';
import { AxiosError, type AxiosAdapter } from 'axios';
import { describe, expect, it, vi } from 'vitest';
import { api, holdCallsUntil, http, timeoutFor } from '@/api';
import { onSessionEnd } from '@/api/session-events';
import { i18n } from '@/i18n';
import { storage } from '@/session/storage';
import { settled, startMockServer } from '../../helpers/mock-server';
import { signInAs } from '../../helpers/session';

const { server, toasts } = startMockServer();

describe('headers on every call', () => {
  it('sends uuid, clientType PC, the raw access token and the language', async () => {
    signInAs();
    let headers: Headers | undefined;
    server.use(mock.get('*/seller/shops', ({ request }) => ((headers = request.headers), HttpResponse.json({}))));
    await api.get('seller/shops');
    expect(headers?.get('uuid')).toBe(storage.getUuid());
    expect(headers?.get('uuid')).toMatch(/^[0-9a-f-]{36}$/);
    expect(headers?.get('clientType')).toBe('PC');
    expect(headers?.get('Authorization')).toBe(storage.getAccessToken());
    expect(headers?.get('Authorization')).not.toMatch(/^Bearer/);
    expect(headers?.get('language')).toBe('zh-CN');
  });

  it('keeps the same uuid across calls and sends no Authorization when signed out', async () => {
    const seen: Array<[string | null, string | null]> = [];
    server.use(mock.get('*/base/site-show', ({ request }) => (seen.push([request.headers.get('uuid'), request.headers.get('Authorization')]), HttpResponse.json({}))));
    await api.get('base/site-show', undefined, { auth: false });
    await api.get('base/site-show', undefined, { auth: false });
    expect(seen[0]?.[0]).toBe(seen[1]?.[0]);
    expect(seen[0]?.[1]).toBeNull();
  });

  it('sends the current language after a switch', async () => {
    let language: string | null = null;
    server.use(mock.get('*/base/site-show', ({ request }) => ((language = request.headers.get('language')), HttpResponse.json({}))));
    await i18n.changeLanguage('en-US');
    await api.get('base/site-show', undefined, { auth: false });
    expect(language).toBe('en-US');
  });
});

describe('calls held until the API is ready', () => {
  it('sends nothing before the demo marketplace answers, then every held call', async () => {
    let calls = 0;
    server.use(mock.get('*/base/site-show', () => (calls++, HttpResponse.json({ site_name: 'x' }))));
    let ready!: () => void;
    holdCallsUntil(new Promise<void>((resolve) => (ready = resolve)));
    try {
      const answers = Promise.all([api.get('base/site-show', undefined, { auth: false }), api.get('base/site-show', undefined, { auth: false })]);
      await settled();
      expect(calls).toBe(0);
      ready();
      expect(await answers).toEqual([{ site_name: 'x' }, { site_name: 'x' }]);
      expect(calls).toBe(2);
    } finally {
      holdCallsUntil(Promise.resolve());
    }
  });
});

describe('encoding', () => {
  it('serialises query arrays as repeated keys', async () => {
    let search = '';
    server.use(mock.delete('*/seller/shops/resource/batch', ({ request }) => ((search = new URL(request.url).search), new HttpResponse(null))));
    signInAs();
    await api.delete('seller/shops/resource/batch', { ids: [1, 2, '9223372036854775807'] });
    expect(search).toBe('?ids=1&ids=2&ids=9223372036854775807');
  });

  it('sends form bodies by default and JSON when asked', async () => {
    signInAs();
    const bodies: Array<[string | null, string]> = [];
    server.use(mock.post('*/seller/x', async ({ request }) => (bodies.push([request.headers.get('content-type'), await request.text()]), new HttpResponse(null))));
    await api.post('seller/x', { reason: 'a b', ids: [1, 2] });
    await api.post('seller/x', { reason: 'a' }, { body: 'json' });
    expect(bodies[0]).toEqual([expect.stringContaining('application/x-www-form-urlencoded'), 'reason=a+b&ids=1&ids=2']);
    expect(bodies[1]).toEqual([expect.stringContaining('application/json'), '{"reason":"a"}']);
  });
});

describe('time-out', () => {
  it('is 60 000 ms, and none for /uploaders', async () => {
    expect(timeoutFor('/seller/goods')).toBe(60_000);
    expect(timeoutFor('/seller/uploaders')).toBe(0);
    const seen: Array<number | undefined> = [];
    const adapter: AxiosAdapter = async (cfg) => (seen.push(cfg.timeout), { data: '{}', status: 200, statusText: 'OK', headers: {}, config: cfg });
    signInAs();
    const previous = http.defaults.adapter;
    http.defaults.adapter = adapter;
    try {
      await api.get('seller/goods');
      await api.post('seller/uploaders', new FormData());
    } finally {
      http.defaults.adapter = previous;
    }
    expect(seen).toEqual([60_000, 0]);
  });
});

describe('error messages', () => {
  it("shows the server's message and rejects with status, code and message", async () => {
    signInAs();
    server.use(mock.put('*/seller/goods/1/recycle', () => HttpResponse.json({ code: '452', message: '只有下架商品才能放入回收站' }, { status: 500 })));
    await expect(api.put('seller/goods/1/recycle')).rejects.toMatchObject({ status: 500, code: '452', message: '只有下架商品才能放入回收站' });
    expect(toasts).toEqual(['只有下架商品才能放入回收站']);
  });

  it('shows the network text when the server sends no message', async () => {
    server.use(mock.get('*/base/site-show', () => HttpResponse.error()));
    await expect(api.get('base/site-show', undefined, { auth: false })).rejects.toMatchObject({ message: '网络错误，请稍后再试！' });
    expect(toasts).toEqual(['网络错误，请稍后再试！']);
    await i18n.changeLanguage('en-US');
    await expect(api.get('base/site-show', undefined, { auth: false })).rejects.toThrow('network error, please try later');
  });

  it('shows the time-out text on a time-out', async () => {
    const previous = http.defaults.adapter;
    http.defaults.adapter = (async (cfg) => {
      throw new AxiosError('timeout of 60000ms exceeded', 'ETIMEDOUT', cfg);
    }) as AxiosAdapter;
    try {
      await expect(api.get('base/site-show', undefined, { auth: false })).rejects.toMatchObject({ timeout: true, message: '连接超时，请稍候再试！' });
    } finally {
      http.defaults.adapter = previous;
    }
    expect(toasts).toEqual(['连接超时，请稍候再试！']);
  });

  it('an aborted request is not a time-out; offline says so', async () => {
    const previous = http.defaults.adapter;
    http.defaults.adapter = (async (cfg) => {
      throw new AxiosError('Request aborted', 'ECONNABORTED', cfg);
    }) as AxiosAdapter;
    const online = vi.spyOn(window.navigator, 'onLine', 'get');
    try {
      await expect(api.get('base/site-show', undefined, { auth: false })).rejects.toMatchObject({ timeout: false, message: '网络错误，请稍后再试！' });
      online.mockReturnValue(false);
      await expect(api.get('base/site-show', undefined, { auth: false })).rejects.toMatchObject({ message: '网络已断开，请检查网络连接，恢复后页面会自动重新加载' });
    } finally {
      http.defaults.adapter = previous;
      online.mockRestore();
    }
    expect(toasts).toEqual(['网络错误，请稍后再试！', '网络已断开，请检查网络连接，恢复后页面会自动重新加载']);
  });

  it('a request the console cancelled says nothing', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(api.get('base/site-show', undefined, { auth: false, signal: controller.signal })).rejects.toBeTruthy();
    expect(toasts).toEqual([]);
  });

  it('suppresses the toast when the call asks, and still rejects', async () => {
    server.use(mock.get('*/base/site-show', () => HttpResponse.json({ code: '004', message: 'bad' }, { status: 400 })));
    await expect(api.get('base/site-show', undefined, { auth: false, silent: true })).rejects.toMatchObject({ status: 400, code: '004' });
    expect(toasts).toEqual([]);
  });
});

describe('garbled answers', () => {
  const html = () => new HttpResponse('<!doctype html><html><body>502 Bad Gateway</body></html>', { headers: { 'Content-Type': 'text/html' } });
  const broken = () => new HttpResponse('{"data":[{"goods_id":1', { headers: { 'Content-Type': 'application/json' } });

  it.each([['HTML', html], ['broken JSON', broken]])('a 200 with %s is a network error, shown once', async (_, answer) => {
    signInAs();
    server.use(mock.get('*/seller/goods', answer));
    await expect(api.get('seller/goods')).rejects.toMatchObject({ message: '网络错误，请稍后再试！', garbled: true });
    expect(toasts).toEqual(['网络错误，请稍后再试！']);
  });

  it('a bare string the API sends as text stands', async () => {
    signInAs();
    server.use(mock.get('*/seller/shops/status', () => new HttpResponse('OPEN', { headers: { 'Content-Type': 'text/plain' } })));
    await expect(api.get('seller/shops/status')).resolves.toBe('OPEN');
  });
});

describe('HTTP 403', () => {
  const forbidden = () => HttpResponse.json({ code: '403', message: '登录状态已失效' }, { status: 403 });

  it('without a refresh token changes nothing further', async () => {
    const ended = vi.fn();
    onSessionEnd(ended);
    server.use(mock.get('*/seller/shops', forbidden));
    await expect(api.get('seller/shops')).rejects.toMatchObject({ status: 403 });
    expect(ended).not.toHaveBeenCalled();
    expect(toasts).toEqual([]);
  });

  it('with a refresh token ends the session once, however many calls fail', async () => {
    signInAs();
    const ended = vi.fn();
    onSessionEnd(ended);
    server.use(mock.get('*/seller/shops', forbidden));
    await Promise.allSettled([api.get('seller/shops'), api.get('seller/shops'), api.get('seller/shops')]);
    expect(ended).toHaveBeenCalledTimes(1);
    expect(ended).toHaveBeenCalledWith('forbidden');
  });
});

describe('64-bit integers', () => {
  it('keeps every digit of an id beyond 2^53 on the way in and out', async () => {
    signInAs();
    let sent = '';
    server.use(
      mock.get('*/seller/goods/9223372036854775807', () =>
        new HttpResponse('{"goods_id":9223372036854775807,"price":12.5,"category_id":12}', { headers: { 'Content-Type': 'application/json' } }),
      ),
      mock.put('*/seller/goods/9223372036854775807', async ({ request }) => ((sent = await request.text()), new HttpResponse(null))),
    );
    const goods = await api.get<{ goods_id: string; price: number; category_id: number }>('seller/goods/9223372036854775807');
    expect(goods.goods_id).toBe('9223372036854775807');
    expect(goods.price).toBe(12.5);
    expect(goods.category_id).toBe(12);
    await api.put(`seller/goods/${goods.goods_id}`, goods, { body: 'json' });
    expect(sent).toBe('{"goods_id":9223372036854775807,"price":12.5,"category_id":12}');
  });
});

describe('downloads', () => {
  it("shows the server's message when a blob download fails", async () => {
    signInAs();
    server.use(mock.get('*/seller/goods/export/categories', () => HttpResponse.json({ code: '500', message: '分类表生成失败' }, { status: 500 })));
    const { request } = await import('@/api');
    await expect(request({ url: 'seller/goods/export/categories', responseType: 'blob' })).rejects.toMatchObject({ message: '分类表生成失败' });
    expect(toasts).toEqual(['分类表生成失败']);
  });
});
