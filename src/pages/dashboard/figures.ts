/** The dashboard's figures: where each comes from and which filtered list it opens. */
export interface Figure {
  key: string;
  field: string;
  /** Route name the link needs; the figure stays plain when the role lacks it. */
  route?: string;
  to?: string;
  money?: boolean;
}

export const FIGURES: Figure[] = [
  { key: 'waitShip', field: 'wait_ship_order_num', route: 'orderList', to: '/order/order-list?order_status=WAIT_SHIP' },
  { key: 'afterSale', field: 'after_sale_order_num', route: 'serviceList', to: '/operations/service-list?service_status=APPLY' },
  { key: 'pendingGoods', field: 'wait_audit_goods_count', route: 'authGoodsList', to: '/goods/auth-goods-list' },
  { key: 'lowStock', field: 'warning_goods_count', route: 'understock', to: '/goods/understock' },
  { key: 'todayOrders', field: 'today_order_count', route: 'orderList', to: '/order/order-list' },
  { key: 'todayAmount', field: 'today_order_amount', money: true, route: 'salesStatistics', to: '/statistics/sales-statistics' },
  { key: 'waitPay', field: 'wait_pay_order_num', route: 'orderList', to: '/order/order-list?order_status=WAIT_PAY' },
  { key: 'pendingAsk', field: 'pending_member_ask', route: 'consultation', to: '/operations/consultation?reply_status=NO' },
  { key: 'complaints', field: 'wait_handle_complain_count', route: 'complaintList', to: '/operations/complaint-list?tag=COMPLAINING' },
  { key: 'onSale', field: 'market_goods', route: 'goodsList', to: '/goods/goods-list?market_enable=1&is_auth=1' },
];
