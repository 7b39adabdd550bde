/** The order area's exports (api reference §8.10): orders and settlement bills, built by the task registry's files. */
import { text } from '../../lib/errors';
import { registerExport } from '../tasks/exports';
import { amounts, yuan } from './amounts';
import { chinaTime } from './dates';
import { ORDER_STATUS_LABEL, PAYMENT_TYPE_LABEL } from './labels';
import { queryOrders } from './order-query';
import { regionText } from './regions';
import { billDb } from './store';

const word = (label: readonly [string, string], english: boolean) => (english ? label[1] : label[0]);

registerExport(
  'ShopOrderExport',
  (filters, { shopId, english }) => ({
    header: english
      ? ['Order sn', 'Created', 'Buyer', 'Status', 'Amount', 'Consignee', 'Mobile', 'Address', 'Goods']
      : ['订单编号', '下单时间', '买家', '订单状态', '订单金额', '收货人', '手机号码', '收货地址', '商品'],
    rows: queryOrders(filters, shopId, filters.get('supplier_type') === '1').map((o) => [
      o.sn,
      chinaTime(o.create_time),
      o.member_name,
      word(ORDER_STATUS_LABEL[o.order_status], english),
      yuan(amounts(o).order).toFixed(2),
      o.ship_name,
      o.ship_mobile,
      `${regionText(o)}${o.ship_addr}`,
      o.lines.map((l) => `${english ? (l.__en?.name ?? l.name) : l.name} ×${l.num}`).join('; '),
    ]),
  }),
  {
    fields: {
      keywords: text('关键字', 'Keywords'),
      order_sn: text('订单编号', 'Order sn'),
      goods_name: text('商品名称', 'Goods name'),
      buyer_name: text('买家', 'Buyer'),
      start_time: text('开始时间', 'From'),
      end_time: text('结束时间', 'To'),
      order_status: text('订单状态', 'Order status'),
      tag: text('订单状态', 'Order status'),
      payment_type: text('支付方式', 'Payment type'),
      client_type: text('订单来源', 'Order source'),
      supplier_type: text('订单类型', 'Order type'),
    },
  },
);

registerExport(
  'ShopBillExport',
  (filters, { shopId, english }) => {
    const bill = billDb().bills.get(filters.get('bill_id') ?? '');
    const items = bill && bill.shop_id === shopId ? billDb().items.all().filter((i) => i.bill_id === bill.bill_id) : [];
    return {
      header: english
        ? ['Type', 'Order sn', 'Refund sn', 'Amount', 'Ordered', 'Refunded', 'Buyer', 'Payment']
        : ['类型', '订单编号', '退款单号', '金额', '下单时间', '退款时间', '买家', '支付方式'],
      rows: items.map((i) => [
        i.item_type === 'PAYMENT' ? (english ? 'Payment' : '收款') : english ? 'Refund' : '退款',
        i.order_sn,
        i.refund_sn,
        yuan(i.price_cents).toFixed(2),
        i.order_time ? chinaTime(i.order_time) : '',
        i.refund_time ? chinaTime(i.refund_time) : '',
        i.member_name,
        word(PAYMENT_TYPE_LABEL[i.payment_type], english),
      ]),
    };
  },
  { fields: { bill_id: text('结算单', 'Settlement bill') } },
);
