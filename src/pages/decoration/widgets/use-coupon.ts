import { useCustom } from '@refinedev/core';
import { useState } from 'react';
import { fillPath } from '@/utils/api-path';
import { slotOf, type CouponSlot } from '../model/coupons';

/**
 * One coupon as it is now, read by the coupon detail call (api reference §6.3). Silent: a coupon that is
 * gone is the widget's own state, not an error toast over the editor.
 */
/** The time a coupon without a server status is judged at: when the view opened (unix seconds). */
export const useOpenedAt = () => useState(() => Math.floor(Date.now() / 1000))[0];

export function useCoupon(id: string): CouponSlot {
  const now = useOpenedAt();
  const { query } = useCustom({ url: fillPath('seller/promotion/coupons/{id}', { id }), method: 'get', meta: { silent: true } });
  return slotOf(id, { data: query.data?.data, error: query.error, loading: query.isLoading }, now);
}
