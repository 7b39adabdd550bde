import { defineFamily } from '@/engine/declare';
import type { Action, ListConfig } from '@/engine/list/types';
import { lazySection } from '@/engine/record/lazy-section';
import type { ShowConfig } from '@/engine/record/types';
import {
  auditFields, refundFields, refundsMoney, sendsBack, serviceFlow, serviceSchema, storageFields, type ServiceRow,
} from '@/schemas/aftersales/services';
import { fillPath } from '@/utils/api-path';
import { servicesHead } from './families';

/** After-sales services of api reference §5.2; supplier shops read theirs through the supplier calls. */
export const services = defineFamily<ServiceRow>({
  ...servicesHead,
  schema: serviceSchema,
  flags: 'allowable',
  titleOf: (row) => row.service_sn,
});

const path = (template: string, sn: string) => fillPath(`seller/after-sales/${template}`, { sn });
const trimmed = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : undefined);

/** A service's writes change its order (line states, a cancellation, a new order), the goods' stock and the refunds. */
const CHANGES = ['orders', 'goods', 'refunds'] as const;

/**
 * The seller's operations on a service (api reference §5.1, §5.2), each offered only where the service's
 * `allowable` flag says so. The audit and the refund need the detail (the refundable amount, the payment
 * type), so from the list they read it first.
 */
export const serviceActions = {
  audit: {
    key: 'audit',
    label: 'aftersales:action.audit',
    flag: 'allow_audit',
    primary: true,
    load: true,
    context: { schema: serviceSchema, keys: ['reason', 'problem_desc', 'images'] },
    form: {
      width: 560,
      fields: auditFields,
      initial: ([row]) => ({
        service_type: row!.service_type,
        audit_status: 'PASS',
        refundable: row!.refund_info?.refund_price,
        refund_price: row!.refund_info?.refund_price,
        return_addr: row!.return_addr || undefined,
      }),
    },
    request: ([sn], input, [row]) => {
      const pass = input.audit_status === 'PASS';
      return {
        url: path('audit/{sn}', sn!),
        method: 'post',
        params: {
          audit_status: input.audit_status as string,
          audit_remark: trimmed(pass ? input.pass_remark : input.refuse_remark),
          refund_price: pass && refundsMoney(row!.service_type) ? (input.refund_price as number) : undefined,
          return_addr: pass && sendsBack(row!.service_type) ? trimmed(input.return_addr) : undefined,
        },
      };
    },
    invalidates: CHANGES,
  },
  putIn: {
    key: 'putIn',
    label: 'aftersales:action.putIn',
    flag: 'allow_put_in_store',
    primary: true,
    form: {
      width: 640,
      fields: storageFields,
      initial: ([row]) => ({ storage_list: row!.goods_list.map((l) => ({ goods_name: l.goods_name, return_num: l.return_num, storage_num: l.return_num })) }),
    },
    request: ([sn], input, [row], { shopKind }) => {
      const stored = (input.storage_list as Array<{ storage_num?: number }> | undefined) ?? [];
      return {
        // Supplier shops store supplier goods through their own call (api reference §5.2).
        url: shopKind === 'supplier' ? 'seller/supplier/after-sales/put-in/warehouse' : 'seller/after-sales/put-in/warehouse',
        method: 'post',
        body: 'json',
        data: {
          service_sn: sn,
          remark: trimmed(input.remark) ?? '',
          storage_list: row!.goods_list.map((l, i) => ({ goods_id: l.goods_id, sku_id: l.sku_id, return_num: l.return_num, storage_num: stored[i]?.storage_num ?? 0 })),
        },
      };
    },
    invalidates: CHANGES,
  },
  refund: {
    key: 'refund',
    label: 'aftersales:action.refund',
    flag: 'allow_seller_refund',
    primary: true,
    load: true,
    form: {
      fields: refundFields,
      initial: ([row]) => ({
        order_payment_type: row!.order_payment_type,
        refund_way: row!.refund_info?.refund_way,
        agree_price: row!.refund_info?.agree_price,
        refund_price: row!.refund_info?.agree_price,
      }),
    },
    // Online orders go back by the original route; cash on delivery is refunded offline (api reference §5.2).
    request: ([sn], input, [row]) =>
      row!.order_payment_type === 'COD'
        ? { url: path('refund/cod/{sn}', sn!), method: 'post', params: { refund_price: input.refund_price as number, remark: trimmed(input.remark) } }
        : { url: path('refund/{sn}', sn!), method: 'post' },
    invalidates: CHANGES,
  },
  createOrder: {
    key: 'createOrder',
    label: 'aftersales:action.createOrder',
    flag: 'allow_seller_create_order',
    confirm: 'aftersales:confirm.createOrder',
    request: ([sn]) => ({ url: path('create-order/{sn}', sn!), method: 'post' }),
    invalidates: CHANGES,
  },
  close: {
    key: 'close',
    label: 'aftersales:action.close',
    flag: 'allow_seller_close',
    danger: true,
    prompt: { field: 'reason', label: 'aftersales:field.closeReason', maxLength: 150 },
    request: ([sn], input) => ({ url: path('close/{sn}', sn!), method: 'post', data: { reason: String(input.reason).trim() } }),
    invalidates: CHANGES,
  },
} satisfies Record<string, Action<ServiceRow>>;

const ACTIONS = Object.values(serviceActions);

export const serviceList: ListConfig<ServiceRow> = {
  detailFrom: 'service_sn',
  rowActions: ACTIONS,
  // The export runs as a background task (api reference §8.10); supplier shops export theirs.
  exportApi: ({ shopKind }) => (shopKind === 'supplier' ? 'seller/after-sales/export_supplier' : 'seller/after-sales/export'),
  exportTask: 'ShopAfterSaleExport',
};

const flags = (row: ServiceRow) => row.allowable ?? {};

export const serviceDetail: ShowConfig<ServiceRow> = {
  actions: ACTIONS,
  sections: [
    { key: 'flow', kind: 'flow', from: serviceFlow },
    {
      key: 'application',
      kind: 'fields',
      title: 'aftersales:section.application',
      fields: ['service_sn', 'order_sn', 'service_type', 'service_status', 'create_channel', 'create_time', 'member_name', 'mobile', 'order_payment_type', 'reason', 'apply_vouchers', 'problem_desc', 'images'],
    },
    { key: 'goods', kind: 'lines', title: 'aftersales:section.goods', field: 'goods_list' },
    {
      key: 'refund',
      kind: 'fields',
      title: 'aftersales:section.refund',
      when: (row) => Boolean(row.refund_info),
      fields: [
        'refund_info.refund_price', 'refund_info.agree_price', 'refund_info.actual_price', 'refund_info.refund_status', 'refund_info.refund_way',
        'refund_info.account_type', 'refund_info.return_account', 'refund_info.refund_time', 'refund_info.return_point',
      ],
    },
    {
      key: 'bank',
      kind: 'fields',
      title: 'aftersales:section.bank',
      when: (row) => row.refund_info?.account_type === 'BANKTRANSFER',
      fields: ['refund_info.bank_name', 'refund_info.bank_deposit_name', 'refund_info.bank_account_name', 'refund_info.bank_account_number'],
    },
    { key: 'exchange', kind: 'fields', title: 'aftersales:section.exchange', when: (row) => Boolean(row.change_info), fields: ['change_info.ship_name', 'change_info.ship_mobile', 'change_info.address', 'new_order_sn'] },
    {
      key: 'return',
      kind: 'custom',
      title: 'aftersales:section.return',
      when: (row) => Boolean(flags(row).allow_show_return_addr || (flags(row).allow_show_ship_info && row.express_info)),
      component: lazySection(() => import('@/pages/aftersales/ReturnShipment')),
    },
    {
      key: 'handling',
      kind: 'fields',
      title: 'aftersales:section.handling',
      when: (row) => row.service_status !== 'APPLY',
      fields: ['audit_remark', 'stock_remark', 'refund_remark'],
    },
    { key: 'logs', kind: 'timeline', title: 'aftersales:section.logs', field: 'logs', item: { time: 'log_time', text: 'log_detail', who: 'operator' } },
  ],
};
