/** The demo's fault switch (what the fault matrix drives): answers as a failing server would, only for the calls its rule names. */
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterEach, describe, expect, it } from 'vitest';
import { FAULT_KEY, faultSwitch, type FaultRule } from '@/mocks/fault-switch';
import { listenWith } from '../helpers/msw';

const server = setupServer(faultSwitch, http.all('*/seller/*', () => HttpResponse.json({ ok: true })));
listenWith(server);
afterEach(() => sessionStorage.removeItem(FAULT_KEY));

const set = (rule: FaultRule) => sessionStorage.setItem(FAULT_KEY, JSON.stringify(rule));
const call = (path: string, method = 'GET') => fetch(`http://localhost/seller/${path}`, { method });

describe('demo fault switch', () => {
  it('off: every call goes on to the marketplace', async () => {
    expect(await (await call('goods')).json()).toEqual({ ok: true });
  });

  it.each([
    ['bad-request', 400, { code: '004', message: '参数错误(role_name)：格式不正确' }],
    ['no-permission', 401, { code: '002', message: '没有权限执行此操作' }],
    ['forbidden', 403, { code: '403', message: '登录状态已失效' }],
    ['not-found', 404, { code: '003', message: '请求的资源不存在' }],
    ['server', 500, { code: '500', message: '服务器繁忙，请稍后再试' }],
  ] as const)('%s answers %i with the API’s error body', async (fault, status, body) => {
    set({ fault, field: 'role_name' });
    const response = await call('goods');
    expect(response.status).toBe(status);
    expect(await response.json()).toEqual(body);
  });

  it.each([
    ['bad-request', 400],
    ['no-permission', 401],
    ['forbidden', 403],
    ['not-found', 404],
    ['server', 500],
  ] as const)('%s with html answers %i with an HTML page, as a proxy in front of the API would', async (fault, status) => {
    set({ fault, html: true });
    const response = await call('goods');
    expect(response.status).toBe(status);
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(await response.text()).toContain('<html>');
  });

  it.each(['{}', 'null', '[]', '"a string"'])('shape answers 200 with the valid JSON %s', async (body) => {
    set({ fault: 'shape', body });
    const response = await call('goods');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual(JSON.parse(body));
  });

  it('truncated answers 200 with JSON cut off', async () => {
    set({ fault: 'truncated' });
    const response = await call('goods');
    expect(response.status).toBe(200);
    await expect(response.json()).rejects.toThrow();
  });

  it('answers in English to a console in English', async () => {
    set({ fault: 'bad-request', field: 'role_name' });
    const response = await fetch('http://localhost/seller/goods', { headers: { language: 'en-US' } });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ code: '004', message: 'invalid parameter (role_name): wrong format' });
  });

  it('server-empty, garbled and network', async () => {
    set({ fault: 'server-empty' });
    const empty = await call('goods');
    expect([empty.status, await empty.text()]).toEqual([500, '']);
    set({ fault: 'garbled' });
    const garbled = await call('goods');
    expect(garbled.status).toBe(200);
    expect(garbled.headers.get('content-type')).toContain('text/html');
    set({ fault: 'network' });
    await expect(call('goods')).rejects.toThrow();
  });

  it('fails only the calls its path and method name', async () => {
    set({ fault: 'server', path: '^/seller/shops$', method: 'POST|PUT' });
    expect((await call('shops', 'PUT')).status).toBe(500);
    expect((await call('shops', 'GET')).status).toBe(200);
    expect((await call('shops/status', 'PUT')).status).toBe(200);
  });
});
