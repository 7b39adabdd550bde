/** The seller's shop status (api-reference §2); the shop's settings are in areas/settings, the chat count in areas/chat. */
import { route } from './route';

export const shopHandlers = [
  route('get', '*/seller/shops/status', ({ session }) => session.shop?.shop_status ?? ''),
];
