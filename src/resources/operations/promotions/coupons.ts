/**
 * Coupons (discount-manager) and the receive list of one (api reference §6.3). A coupon is edited only
 * while none has been claimed, voided while effective and not all claimed, deleted unless members hold
 * it while it is effective (void it first).
 */
import { lazy } from 'react';
import { defineFamily, type ScreenDeclaration } from '@/engine/declare';
import type { Action } from '@/engine/list/types';
import { canVoidClaim, couponSchema, memberCouponSchema, type CouponRow, type MemberCouponRow } from '@/schemas/promotions/coupons';
import { fillPath } from '@/utils/api-path';
import { PROMOTIONS, routeOf } from './paths';
import { couponsHead, memberCouponsHead } from './families';

const claimed = (row: CouponRow) => Number(row.received_num ?? 0);
const invalid = (row: CouponRow) => Number(row.status) === 2;

export const couponFlags = (row: CouponRow) => ({
  allow_edit: !invalid(row) && claimed(row) === 0,
  allow_void: !invalid(row) && claimed(row) < Number(row.create_num),
  allow_delete: !(Number(row.status) === 1 && claimed(row) > 0),
});

const coupons = defineFamily<CouponRow>({
  ...couponsHead,
  schema: couponSchema,
  flags: couponFlags,
  titleOf: (row) => row.title,
});

const couponPath = (id: string) => fillPath('seller/promotion/coupons/{id}', { id });

const couponActions: Action<CouponRow>[] = [
  { key: 'edit', label: 'common:action.edit', flag: 'allow_edit', to: (row) => routeOf('editCoupon', row.coupon_id) },
  { key: 'view', label: 'promotions:action.view', visible: (row) => !couponFlags(row).allow_edit, to: (row) => routeOf('checkCoupon', row.coupon_id) },
  { key: 'claims', label: 'promotions:action.claims', to: (row) => routeOf('receive-list', row.coupon_id) },
  { key: 'void', label: 'promotions:action.void', flag: 'allow_void', danger: true, confirm: 'promotions:confirm.voidCoupon', request: ([id]) => ({ url: couponPath(id!), method: 'post' }) },
  { key: 'delete', label: 'common:action.delete', flag: 'allow_delete', danger: true, confirm: 'promotions:confirm.deleteCoupon', request: ([id]) => ({ url: couponPath(id!), method: 'delete' }) },
];

// One form: add, edit (read-only once claimed) and check. The API reads a form body.
const couponForm = coupons.form({
  sections: [
    { key: 'base', title: 'promotions:section.coupon', fields: ['title', 'coupon_price', 'coupon_threshold_price', 'type'] },
    { key: 'validity', title: 'promotions:section.validity', fields: ['effective_type', 'time', 'effective_days'] },
    { key: 'issue', title: 'promotions:section.issue', fields: ['create_num', 'limit_num'] },
  ],
  create: (body) => ({ url: 'seller/promotion/coupons', method: 'post', data: body }),
  update: (id, body) => ({ url: couponPath(id), method: 'put', data: body }),
  frozen: (row) => !couponFlags(row).allow_edit,
});

const memberCoupons = defineFamily<MemberCouponRow>({
  ...memberCouponsHead,
  schema: memberCouponSchema,
});

export const couponScreens: ScreenDeclaration[] = [
  {
    path: 'discount-manager',
    screen: coupons.list({
      tabs: [
        { key: 'all', label: 'promotions:tab.all', filters: {} },
        ...[0, 1, 2].map((status) => ({ key: String(status), label: `promotions:couponStatus.${status}`, filters: { status } })),
      ],
      links: [{ key: 'add', label: 'common:action.add', to: `${PROMOTIONS}/addCoupon` }],
      rowActions: couponActions,
    }),
  },
  { path: 'addCoupon', hidden: true, screen: couponForm.create },
  { path: 'editCoupon/:id', hidden: true, screen: couponForm.edit },
  { path: 'checkCoupon/:id', hidden: true, screen: couponForm.view },
  {
    path: 'receive-list/:id',
    hidden: true,
    belongsTo: 'discountManager',
    screen: memberCoupons.list({
      fixedFilters: ({ params }) => ({ coupon_id: params.id }),
      header: lazy(() => import('@/pages/promotions/CouponSummary')),
      rowActions: [
        {
          key: 'void',
          label: 'promotions:action.voidClaim',
          danger: true,
          visible: (row) => canVoidClaim(row),
          prompt: { field: 'cancel_reason', label: 'promotions:field.cancelReason', hintLength: 100 },
          request: ([id], input) => ({ url: fillPath('seller/members/coupon/{id}/cancel', { id }), method: 'put', params: { cancel_reason: String(input.cancel_reason).trim() } }),
          invalidates: ['promotionCoupons'],
        },
      ],
    }),
  },
];
