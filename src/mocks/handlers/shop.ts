/** The seller's shop status and the chat unread count (api-reference §2); the shop's settings are in areas/settings. */
import { getDemoSettings } from '../settings';
import { route } from './route';

export const shopHandlers = [
  route('get', '*/seller/shops/status', ({ session }) => session.shop?.shop_status ?? ''),
  route('post', '*/seller/im/unread-num', () => getDemoSettings().unreadCount),
];
