/**
 * The customer-service socket (api-reference §2): `/ws/shop?appType=shop&uuid=…` with the access token
 * as the sub-protocol. A console of a shop receives `{module_type: 'IM', data}` frames: the unread count
 * when it connects, each new message (the shop's own and the simulated buyers'), and the unread count
 * after every change. In the browser a buyer also writes on their own now and then while a console of
 * the shop is connected. A connection without a valid token is closed (4401).
 */
import { ws } from 'msw';
import { buyerWrites } from '../areas/chat/buyer';
import { addClient, connectedCount, greet } from '../areas/chat/live';
import { db } from '../db/store';
import { verifyJwt } from '../lib/jwt';
import { isBrowser, nowSeconds } from '../lib/runtime';

const chat = ws.link(/\/ws\/shop/);
const NEW_MESSAGE_EVERY_MS = 45_000;
const chatter = new Map<string, ReturnType<typeof setInterval>>();

/** The shop of the access token given as the sub-protocol, if the token is valid. */
function shopOfToken(protocols: string | string[] | undefined): string | undefined {
  const token = Array.isArray(protocols) ? protocols[0] : protocols;
  const claims = verifyJwt(token, 'access', nowSeconds());
  return (claims && db().sellers.get(String(claims.uid))?.shop_id) || undefined;
}

export const chatSocketHandlers = [
  chat.addEventListener('connection', ({ client, info }) => {
    const shopId = shopOfToken(info.protocols);
    if (!shopId) {
      client.close(4401, 'login expired');
      return;
    }
    const remove = addClient(shopId, client);
    greet(shopId, client);
    if (isBrowser && !chatter.has(shopId)) chatter.set(shopId, setInterval(() => buyerWrites(shopId), NEW_MESSAGE_EVERY_MS));
    client.addEventListener('close', () => {
      remove();
      if (connectedCount(shopId)) return;
      clearInterval(chatter.get(shopId));
      chatter.delete(shopId);
    });
  }),
];
