/** The dashboard's figures: where each comes from and which filtered list it opens. */
import type { Dayjs } from 'dayjs';
import { marketTime } from '@/utils/time';

export interface Figure {
  key: string;
  field: string;
  /** Route name of the list the figure opens; a role that may not open it does not see the figure. */
  route: string;
  /** What the role must be allowed to see the figure, when it is not the list it opens (a turnover is a statistic). */
  permission?: string;
  /** The filtered list it opens (today's figures: filtered to today). */
  to?: string | ((now: Dayjs) => string);
  money?: boolean;
}

/** The order list filtered to today's orders (`start_time` / `end_time`, unix seconds, the marketplace's day). */
const todaysOrders = (now: Dayjs) => `/order/order-list?start_time=${now.startOf('day').unix()}&end_time=${now.endOf('day').unix()}`;

export const FIGURES: Figure[] = [
  { key: 'waitShip', field: 'wait_ship_order_num', route: 'orderList', to: '/order/order-list?order_status=WAIT_SHIP' },
  { key: 'afterSale', field: 'after_sale_order_num', route: 'serviceList', to: '/operations/service-list?service_status=APPLY' },
  { key: 'pendingGoods', field: 'wait_audit_goods_count', route: 'authGoodsList', to: '/goods/auth-goods-list' },
  { key: 'lowStock', field: 'warning_goods_count', route: 'understock', to: '/goods/understock' },
  { key: 'todayOrders', field: 'today_order_count', route: 'orderList', to: todaysOrders },
  { key: 'todayAmount', field: 'today_order_amount', money: true, route: 'orderList', permission: 'salesStatistics', to: todaysOrders },
  { key: 'waitPay', field: 'wait_pay_order_num', route: 'orderList', to: '/order/order-list?order_status=WAIT_PAY' },
  { key: 'waitRog', field: 'wait_delivery_order_num', route: 'orderList', to: '/order/order-list?order_status=WAIT_ROG' },
  { key: 'pendingAsk', field: 'pending_member_ask', route: 'consultation', to: '/operations/consultation?tab=NO' },
  { key: 'complaints', field: 'wait_handle_complain_count', route: 'complaintList', to: '/operations/complaint-list?tab=COMPLAINING' },
  { key: 'onSale', field: 'market_goods', route: 'goodsList', to: '/goods/goods-list?market_enable=1&is_auth=1' },
  {
    key: 'todayVisits',
    field: 'today_visit_count',
    route: 'trafficStatistics',
    to: (now) => `/statistics/traffic-statistics?cycle_type=MONTH&year=${now.year()}&month=${now.month() + 1}`,
  },
];

/** The figures a role sees: those it may open (a clerk does not see the shop's turnover or its complaints). */
export const figuresFor = (allowed: (name: string) => boolean) => FIGURES.filter((f) => allowed(f.route) && (!f.permission || allowed(f.permission)));

/** The turnover chart and the hot goods are statistics: seen by a role that may open the report they summarise. */
export const TURNOVER_PERMISSION = 'salesStatistics';
export const HOT_GOODS_PERMISSION = 'hotSellingGoods';

export const figureLink = (figure: Figure, now: Dayjs = marketTime()) => (typeof figure.to === 'function' ? figure.to(now) : figure.to);

/** The turnover chart's and hot goods' range: the last 7 or 30 days up to the end of today, the marketplace's days. */
export const RANGES = ['7', '30'] as const;
export type RangeDays = (typeof RANGES)[number];
export const rangeParams = (days: RangeDays, now: Dayjs = marketTime()) => ({
  start_time: now.startOf('day').subtract(Number(days) - 1, 'day').unix(),
  end_time: now.endOf('day').unix(),
});
