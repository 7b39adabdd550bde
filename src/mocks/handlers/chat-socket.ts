/** The customer-service socket (api-reference §2): accepts the shop's connection and now and then says a message came. */
import { ws } from 'msw';
import { isBrowser } from '../lib/runtime';
import { toJsonText } from '../lib/json';

const chat = ws.link(/\/ws\/shop/);
const NEW_MESSAGE_EVERY_MS = 45_000;

export const chatSocketHandlers = [
  chat.addEventListener('connection', ({ client }) => {
    if (!isBrowser) return;
    const timer = setInterval(() => client.send(toJsonText({ module_type: 'IM_MESSAGE', data: { unread: true } })), NEW_MESSAGE_EVERY_MS);
    client.addEventListener('close', () => clearInterval(timer));
  }),
];
