import { http as mock, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { api } from '@/api';
import { forgetEarlyGets, sendEarly } from '@/api/early-gets';
import { storage } from '@/session/storage';
import { settled, startMockServer } from '../../helpers/mock-server';
import { signInAs } from '../../helpers/session';

// The start-up checks go out before the api client's code has arrived; its calls take their answers.
const { server, toasts } = startMockServer();
let calls: Array<string | null> = [];

beforeEach(() => {
  forgetEarlyGets();
  calls = [];
});

describe('GETs sent before the api client has loaded', () => {
  it("are not sent again: the client's identical call takes the answer, read as the client reads it", async () => {
    signInAs();
    server.use(mock.get('*/seller/shops', ({ request }) => (calls.push(request.headers.get('Authorization')), HttpResponse.text('{"shop_id":9223372036854775807,"shop_name":"晨光"}'))));
    sendEarly('seller/shops');
    expect(await api.get('seller/shops')).toEqual({ shop_id: '9223372036854775807', shop_name: '晨光' });
    expect(calls).toEqual([storage.getAccessToken()]);
  });

  it('are taken once: a later call asks the server', async () => {
    signInAs();
    server.use(mock.get('*/seller/shops/status', () => (calls.push('status'), HttpResponse.json('OPEN'))));
    sendEarly('seller/shops/status');
    await api.get('seller/shops/status');
    await api.get('seller/shops/status');
    expect(calls).toHaveLength(2);
  });

  it("that failed are made again by the client, whose error the user sees", async () => {
    signInAs();
    server.use(mock.get('*/seller/shops', () => (calls.push('shops'), HttpResponse.json({ code: '004', message: '店铺不存在' }, { status: 400 }))));
    sendEarly('seller/shops');
    await expect(api.get('seller/shops')).rejects.toThrow('店铺不存在');
    expect(calls).toHaveLength(2);
    expect(toasts).toEqual(['店铺不存在']);
  });

  it('are not sent without a valid access token (a refresh is the client’s to make)', async () => {
    signInAs({ access: false });
    server.use(mock.get('*/seller/shops', () => (calls.push('shops'), HttpResponse.json({}))));
    sendEarly('seller/shops');
    await settled();
    expect(calls).toEqual([]);
  });
});
