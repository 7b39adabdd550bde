import { http as mock, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { can } from '@/access/permissions';
import { bootstrapSession } from '@/session/bootstrap';
import { storage } from '@/session/storage';
import { startMockServer } from '../../helpers/mock-server';
import { signInAs } from '../../helpers/session';

const { server } = startMockServer();
let roleCalls = 0;
beforeEach(() => {
  signInAs();
  roleCalls = 0;
  server.use(
    mock.get('*/seller/shops/status', () => HttpResponse.json('OPEN')),
    mock.get('*/seller/shops', () => HttpResponse.json({ shop_id: 1, shop_name: 'S', shop_type: 'SUPPLIER' })),
    mock.get('*/seller/shops/roles/:id/checked', () => (roleCalls++, HttpResponse.json(['goodsList']))),
  );
});

const clerk = { uid: 2, username: 'staff', role_id: 2, founder: 0 };

describe('start-up checks', () => {
  it('enters an open shop, keeps the shop and reads its kind', async () => {
    const result = await bootstrapSession({ uid: 1, username: 'owner', role_id: 0, founder: 1 });
    expect(result).toMatchObject({ kind: 'ready', session: { shopKind: 'supplier' } });
    expect(storage.getShop()?.shop_name).toBe('S');
    expect(roleCalls).toBe(0);
  });

  it("loads a limited role's permissions once", async () => {
    const result = await bootstrapSession(clerk);
    expect(roleCalls).toBe(1);
    if (result.kind !== 'ready') throw new Error(result.kind);
    expect(can(result.session.access, 'goodsList')).toBe(true);
    expect(can(result.session.access, 'orderList')).toBe(false);
  });

  it('refuses a closed shop before anything else', async () => {
    server.use(mock.get('*/seller/shops/status', () => HttpResponse.json('CLOSED')));
    expect(await bootstrapSession(clerk)).toEqual({ kind: 'refused', outcome: { kind: 'blocked', message: 'auth:status.closed' } });
    expect(roleCalls).toBe(0);
  });

  const html = () => new HttpResponse('<html><body>maintenance</body></html>', { headers: { 'Content-Type': 'text/html' } });
  const broken = () => new HttpResponse('"OPE', { headers: { 'Content-Type': 'application/json' } });

  it.each([['HTML', html], ['broken JSON', broken], ['an object', () => HttpResponse.json({ status: 'OPEN' })]])(
    'a shop status answered with %s is a network error to retry, not "no shop" (issue 19 #4)',
    async (_, answer) => {
      server.use(mock.get('*/seller/shops/status', answer));
      await expect(bootstrapSession(clerk)).rejects.toMatchObject({ message: '网络错误，请稍后再试！' });
    },
  );

  it('only a real unknown status means no shop', async () => {
    server.use(mock.get('*/seller/shops/status', () => HttpResponse.json('BANNED')));
    expect(await bootstrapSession(clerk)).toEqual({ kind: 'refused', outcome: { kind: 'not-applied' } });
  });

  it.each([['HTML', html], ['an object', () => HttpResponse.json({ data: ['goodsList'] })], ['a list of numbers', () => HttpResponse.json([1, 2])]])(
    'role permissions answered with %s are a route failure, not "no permissions" (issue 19 #8)',
    async (_, answer) => {
      server.use(mock.get('*/seller/shops/roles/:id/checked', answer));
      expect(await bootstrapSession(clerk)).toEqual({ kind: 'routes-failed' });
    },
  );

  it('reports a failed permission load as a route failure', async () => {
    server.use(mock.get('*/seller/shops/roles/:id/checked', () => HttpResponse.json({ code: '003', message: 'no role' }, { status: 404 })));
    expect(await bootstrapSession(clerk)).toEqual({ kind: 'routes-failed' });
  });
});
