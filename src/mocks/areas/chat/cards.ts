/**
 * Goods and order cards of chat messages. A card's fields are fixed when it is sent (a later price change
 * does not rewrite the conversation). The chat knows goods; the orders area registers the order card:
 *
 *   registerChatCard('ORDER', (shopId, sn) => {
 *     const order = orders of shopId with sn;
 *     return order && { order_sn, create_time, order_price, goods_list: [{ goods_id, goods_name, goods_image }] };
 *   });
 */
import { db } from '../../db/store';
import type { GoodsRecord } from '../../db/types';
import { notFound, text, what } from '../../lib/errors';

export type CardType = 'GOODS' | 'ORDER';

/** The card of `content` (a goods id, an order sn) in the shop, or undefined when the shop has none such. */
export type CardBuilder = (shopId: string, content: string) => Record<string, unknown> | undefined;

const builders = new Map<CardType, CardBuilder>();

export function registerChatCard(type: CardType, build: CardBuilder): void {
  if (builders.has(type)) throw new Error(`chat card ${type} registered twice`);
  builders.set(type, build);
}

const CARD_NAMES = { GOODS: what.goods, ORDER: text('订单', 'Order') };

/** The card for a message being sent; 404 when the shop has no such goods or order. */
export function cardFor(type: CardType, shopId: string, content: string): Record<string, unknown> {
  const card = builders.get(type)?.(shopId, content);
  if (!card) throw notFound(CARD_NAMES[type], content);
  return card;
}

export const goodsCard = (g: GoodsRecord): Record<string, unknown> => ({
  goods_id: g.goods_id,
  goods_name: g.goods_name,
  goods_image: g.thumbnail,
  goods_price: g.price,
  ...(g.__en?.goods_name ? { __en: { goods_name: g.__en.goods_name } } : {}),
});

registerChatCard('GOODS', (shopId, id) => {
  const g = db().goods.get(id);
  return g && g.shop_id === shopId ? goodsCard(g) : undefined;
});
