/** The order card of chat messages (docs/api/chat.md "For other areas"): the shop's order by its sn, as it is when sent. */
import { amounts, yuan } from '../order/amounts';
import { orderDb } from '../order/store';
import { registerChatCard } from './cards';

registerChatCard('ORDER', (shopId, sn) => {
  const order = orderDb().orders.all().find((o) => o.shop_id === shopId && o.sn === sn);
  return (
    order && {
      order_sn: order.sn,
      create_time: order.create_time,
      order_price: yuan(amounts(order).order),
      goods_list: order.lines.map((l) => ({ goods_id: l.goods_id, goods_name: l.name, goods_image: l.goods_image })),
    }
  );
});
