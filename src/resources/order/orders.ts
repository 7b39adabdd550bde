import { lazy } from 'react';
import { defineFamily } from '@/engine/declare';
import type { Action, ListConfig } from '@/engine/list/types';
import { lazySection } from '@/engine/record/lazy-section';
import type { ShowConfig } from '@/engine/record/types';
import { orderSchema, orderShape, orderTotal, RECEIVE_TIMES, shipFields, type OrderRow } from '@/schemas/order/orders';
import { fillPath } from '@/utils/api-path';
import { ordersHead } from './families';

/** Orders of api reference §4.2; supplier shops call their own variants. */
export const orders = defineFamily<OrderRow>({
  ...ordersHead,
  schema: orderSchema,
  shape: orderShape,
  flags: 'order_operate_allowable_vo',
  titleOf: (row) => row.sn,
});

const orderPath = (template: string, sn: string) => fillPath(`seller/trade/orders/{sn}${template}`, { sn });


/**
 * The seller's operations on an order (api reference §4.2), each offered only where the order's
 * `order_operate_allowable_vo` allows it. Shipping and cancelling change goods stock.
 */
export const orderActions = {
  ship: {
    key: 'ship',
    label: 'order:action.ship',
    flag: 'allow_ship',
    primary: true,
    form: { fields: shipFields },
    request: ([sn], input) => ({ url: orderPath('/delivery', sn!), method: 'post', data: { ship_no: String(input.ship_no).trim(), logi_id: input.logi_id, logi_name: input.logi_name } }),
    invalidates: ['goods'],
  },
  price: {
    key: 'price',
    label: 'order:action.price',
    flag: 'allow_edit_price',
    form: {
      // api reference §4.2: at least 0.01; no ceiling or precision is stated.
      fields: [{ key: 'order_price', label: 'order:field.orderPrice', type: 'money', form: { rules: [{ kind: 'required' }, { kind: 'min', value: 0.01 }, { kind: 'max', value: 99_999_999, warn: true }, { kind: 'decimals', value: 2, warn: true }] } }],
      initial: ([row]) => ({ order_price: orderTotal(row!) }),
    },
    request: ([sn], input) => ({ url: orderPath('/price', sn!), method: 'put', data: { order_price: input.order_price } }),
  },
  pay: {
    key: 'pay',
    label: 'order:action.pay',
    flag: 'allow_pay',
    confirm: 'order:confirm.pay',
    // The buyer paid what the order costs (api reference §4.1: the UI posts order_price).
    request: ([sn], _input, [row]) => ({ url: orderPath('/pay', sn!), method: 'post', data: { pay_price: orderTotal(row!) } }),
  },
  consignee: {
    key: 'consignee',
    label: 'order:action.consignee',
    flag: 'allow_edit_consignee',
    form: {
      width: 600,
      fields: [
        { key: 'ship_name', label: 'order:field.consignee', type: 'text', form: { rules: [{ kind: 'nonBlank' }, { kind: 'maxLength', value: 20, warn: true }] } },
        { key: 'ship_mobile', label: 'order:field.mobile', type: 'mobile', form: { rules: [{ kind: 'required' }] } },
        { key: 'region', label: 'order:field.region', type: 'region', form: { rules: [{ kind: 'required' }] } },
        { key: 'ship_addr', label: 'order:field.street', type: 'text', form: { rules: [{ kind: 'nonBlank' }, { kind: 'maxLength', value: 100, warn: true }] } },
        { key: 'receive_time', label: 'order:field.receiveTime', type: 'radio', enum: RECEIVE_TIMES, form: { initial: 'ANY_TIME' } },
        { key: 'remark', label: 'order:field.remark', type: 'textarea', form: { rules: [{ kind: 'maxLength', value: 200, warn: true }] } },
      ],
      initial: ([row]) => ({ ...row, region: regionOf(row!) }),
    },
    request: ([sn], input) => ({
      url: orderPath('/address', sn!),
      method: 'put',
      data: {
        ship_name: input.ship_name,
        ship_mobile: input.ship_mobile,
        ship_addr: input.ship_addr,
        receive_time: input.receive_time ?? 'ANY_TIME',
        remark: input.remark ?? '',
        // The region's id (api reference §4.2, BE722); the picker gives the last level chosen.
        region: (input.region as { region?: { internal_region_id?: string } } | undefined)?.region?.internal_region_id,
      },
    }),
  },
  cancel: {
    key: 'cancel',
    label: 'order:action.cancel',
    flag: 'allow_cancel',
    danger: true,
    prompt: { field: 'reason', label: 'order:field.cancelReason', hintLength: 200 },
    request: ([sn], input) => ({ url: orderPath('/cancel', sn!), method: 'post', data: { reason: String(input.reason).trim() } }),
    invalidates: ['goods'],
  },
  print: {
    key: 'print',
    label: 'order:action.print',
    dialog: lazy(() => import('@/pages/order/DeliveryNote')),
  },
} satisfies Record<string, Action<OrderRow>>;

/** The consignee's region as the region picker holds it, from the order's address fields. */
function regionOf(row: OrderRow) {
  const levels = [
    ['province', row.ship_province_id, row.ship_province],
    ['city', row.ship_city_id, row.ship_city],
    ['county', row.ship_county_id, row.ship_county],
    ['town', row.ship_town_id, row.ship_town],
  ].filter(([, id]) => id !== undefined && id !== null && id !== '' && String(id) !== '0');
  if (!levels.length) return undefined;
  const address = Object.fromEntries(levels.flatMap(([level, id, name]) => [[`${String(level)}_id`, id], [level, name]]));
  return { region: { region_type: 0, internal_region_id: levels.at(-1)![1] }, address };
}

const DAY_SECONDS = 24 * 60 * 60;

export const orderList: ListConfig<OrderRow> = {
  tabs: [
    { key: 'ALL', label: 'order:tab.ALL', filters: {} },
    ...(['WAIT_PAY', 'WAIT_SHIP', 'WAIT_ROG', 'CANCELLED', 'COMPLETE', 'WAIT_COMMENT', 'WAIT_CHASE', 'REFUND'] as const).map((tag) => ({
      key: tag,
      label: `order:tab.${tag}`,
      filters: { order_status: tag },
    })),
  ],
  tabCounts: {
    api: 'seller/trade/orders/status-num',
    keys: {
      ALL: 'all_num',
      WAIT_PAY: 'wait_pay_num',
      WAIT_SHIP: 'wait_ship_num',
      WAIT_ROG: 'wait_rog_num',
      CANCELLED: 'cancel_num',
      COMPLETE: 'complete_num',
      WAIT_COMMENT: 'wait_comment_num',
      WAIT_CHASE: 'wait_chase_num',
      REFUND: 'refund_num',
    },
  },
  detailFrom: 'sn',
  rowActions: [orderActions.ship, orderActions.price, orderActions.pay, orderActions.consignee, orderActions.cancel],
  bulkActions: [{ key: 'batchShip', label: 'order:action.batchShip', flag: 'allow_ship', dialog: lazy(() => import('@/pages/order/BatchShipDialog')) }],
  exportApi: 'seller/trade/orders/export/sync',
  exportTask: 'ShopOrderExport',
  views: [
    { key: 'toShipToday', label: 'order:view.toShipToday', state: () => ({ tab: 'WAIT_SHIP' }) },
    { key: 'afterSalePending', label: 'order:view.afterSalePending', state: () => ({ tab: 'REFUND' }) },
    // Placed before this moment a day ago (`end_time`, seconds: api reference §4.2) and still unpaid.
    { key: 'unpaidOver24h', label: 'order:view.unpaidOver24h', state: (now) => ({ tab: 'WAIT_PAY', filters: { end_time: String(now - DAY_SECONDS) } }) },
  ],
};

export const orderDetail: ShowConfig<OrderRow> = {
  actions: [orderActions.ship, orderActions.price, orderActions.pay, orderActions.consignee, orderActions.cancel, orderActions.print],
  sections: [
    { key: 'flow', kind: 'flow', api: 'seller/trade/orders/{id}/flow' },
    {
      key: 'base',
      kind: 'fields',
      title: 'order:section.base',
      fields: ['sn', 'trade_sn', 'create_time', 'order_status', 'member_name', 'order_type', 'client_type', 'payment_type', 'payment_method_name', 'payment_time', 'pay_status', 'ship_status', 'remark', 'cancel_reason'],
    },
    { key: 'consignee', kind: 'fields', title: 'order:section.consignee', fields: ['ship_name', 'ship_mobile', 'address', 'receive_time'] },
    { key: 'lines', kind: 'lines', title: 'order:section.goods', field: 'order_sku_list' },
    { key: 'amounts', kind: 'custom', title: 'order:section.amounts', component: lazySection(() => import('@/pages/order/OrderAmounts')) },
    { key: 'receipt', kind: 'custom', title: 'order:section.receipt', when: (row) => Boolean(row.receipt_history), component: lazySection(() => import('@/pages/order/OrderReceipt')) },
    {
      key: 'delivery',
      kind: 'custom',
      title: 'order:section.delivery',
      when: (row) => row.ship_status !== 'SHIP_NO' || Boolean(row.ship_no),
      component: lazySection(() => import('@/pages/order/OrderDelivery')),
    },
    {
      key: 'virtual',
      kind: 'custom',
      title: 'order:section.virtual',
      when: (row) => (row.order_sku_list as Array<{ goods_type?: string }> | undefined)?.some((l) => l.goods_type === 'VIRTUAL') ?? false,
      component: lazySection(() => import('@/pages/order/RedeemCodes')),
    },
  ],
};
