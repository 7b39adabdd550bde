// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { REPLY_MS } from '../../src/mocks/areas/chat/buyer';
import { call, login, loginQuery, startDemoServer } from './support';

// Node 20 has no WebSocket: MSW intercepts the global class, so any class with the ready-state constants will do.
class NoNetworkSocket {
  static CONNECTING = 0;
  static OPEN = 1;
  static CLOSING = 2;
  static CLOSED = 3;
}
(globalThis as { WebSocket?: unknown }).WebSocket ??= NoNetworkSocket;

startDemoServer();
afterEach(() => vi.useRealTimers());

interface Frame {
  module_type: string;
  data: { type: string; sender_id?: number; receiver_id?: number; payload: unknown };
}

const sockets: WebSocket[] = [];
afterEach(() => sockets.splice(0).forEach((s) => s.close()));

/** A console's socket; resolves once the demo has greeted it (or closed it). */
async function connect(token: string): Promise<{ frames: Frame[]; closed: Promise<number> }> {
  const socket = new WebSocket('ws://localhost/ws/shop?appType=shop&uuid=test-uuid', token);
  sockets.push(socket);
  const frames: Frame[] = [];
  const closed = new Promise<number>((resolve) => socket.addEventListener('close', (e) => resolve(e.code)));
  const greeted = new Promise<void>((resolve) =>
    socket.addEventListener('message', (e) => {
      frames.push(JSON.parse(String(e.data)) as Frame);
      resolve();
    }),
  );
  await Promise.race([greeted, closed]);
  return { frames, closed };
}

/** Lets queued socket deliveries run. */
const flush = () => new Promise((resolve) => setImmediate(resolve));

describe('chat socket', () => {
  it('greets a console with the unread count', async () => {
    const { frames } = await connect(await login('owner'));
    expect(frames).toEqual([{ module_type: 'IM', data: { type: 'unread_num', payload: 120 } }]);
  });

  it('closes a connection without a valid access token', async () => {
    expect(await (await connect('not-a-token')).closed).toBe(4401);
    const refresh = (await call<{ refresh_token: string }>(loginQuery('owner'))).data.refresh_token;
    expect(await (await connect(refresh)).closed).toBe(4401);
  });

  it('delivers the shop message and, a moment later, the buyer answer live, each followed by the unread count', async () => {
    const token = await login('owner');
    const owner = await connect(token);
    const staff = await connect(await login('staff'));
    const supplier = await connect(await login('supplier'));
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout'] });

    const sent = await call<{ msg_id: number }>('seller/im/message/TEXT', { method: 'POST', token, json: { receiver_id: 10008, content: '今天发货' } });
    await flush();
    expect(owner.frames.slice(1)).toEqual([
      { module_type: 'IM', data: { type: 'msg', sender_id: 1, receiver_id: 10008, payload: expect.objectContaining({ msg_id: sent.data.msg_id, is_self: true, text: '今天发货' }) } },
      { module_type: 'IM', data: { type: 'unread_num', payload: 96 } },
    ]);

    await vi.advanceTimersByTimeAsync(REPLY_MS);
    await flush();
    expect(owner.frames.slice(3)).toEqual([
      {
        module_type: 'IM',
        data: { type: 'msg', sender_id: 10008, receiver_id: 1, payload: expect.objectContaining({ type: 'TEXT', is_self: false, is_read: 0, text: '好的，那我等你们的发货通知。' }) },
      },
      { module_type: 'IM', data: { type: 'unread_num', payload: 97 } },
    ]);
    expect(staff.frames).toEqual(owner.frames);
    expect(supplier.frames).toEqual([{ module_type: 'IM', data: { type: 'unread_num', payload: 0 } }]);
    expect((await call('seller/im/unread-num', { method: 'POST', token })).text).toBe('97');
  });

  it('tells the consoles when a conversation is read', async () => {
    const token = await login('owner');
    const owner = await connect(token);
    await call('seller/im/unread-num?sender_id=10001', { method: 'DELETE', token });
    await flush();
    expect(owner.frames.at(-1)).toEqual({ module_type: 'IM', data: { type: 'unread_num', payload: 84 } });
  });
});
