import { http as mock, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
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

  it('refuses a closed shop whatever its other calls answer, and keeps nothing of it', async () => {
    server.use(
      mock.get('*/seller/shops/status', () => HttpResponse.json('CLOSED')),
      mock.get('*/seller/shops', () => HttpResponse.json({ code: '500', message: 'closed' }, { status: 500 })),
    );
    expect(await bootstrapSession(clerk)).toEqual({ kind: 'refused', outcome: { kind: 'blocked', message: 'auth:status.closed' } });
    expect(storage.getShop()).toBeUndefined();
  });

  it('asks for the shop and the permissions beside the status, not after it (no waterfall)', async () => {
    let statusAnswered = false;
    const startedBeforeStatus: string[] = [];
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    server.use(
      mock.get('*/seller/shops/status', async () => {
        await held;
        statusAnswered = true;
        return HttpResponse.json('OPEN');
      }),
      mock.get('*/seller/shops', () => (statusAnswered || startedBeforeStatus.push('shops'), HttpResponse.json({ shop_id: '1', shop_name: 'x' }))),
      mock.get('*/seller/shops/roles/:id/checked', () => (statusAnswered || startedBeforeStatus.push('roles'), HttpResponse.json(['goodsList']))),
    );
    const result = bootstrapSession(clerk);
    await vi.waitFor(() => expect(startedBeforeStatus.sort()).toEqual(['roles', 'shops']));
    release();
    expect((await result).kind).toBe('ready');
    expect(storage.getShop()?.shop_name).toBe('x');
  });

  const html = () => new HttpResponse('<html><body>maintenance</body></html>', { headers: { 'Content-Type': 'text/html' } });
  const broken = () => new HttpResponse('"OPE', { headers: { 'Content-Type': 'application/json' } });

  it.each([['HTML', html], ['broken JSON', broken], ['an object', () => HttpResponse.json({ status: 'OPEN' })]])(
    'a shop status answered with %s is a network error to retry, not "no shop"',
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
    'role permissions answered with %s are a route failure, not "no permissions"',
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
