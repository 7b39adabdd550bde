/**
 * The coupons widget's coupons: the shop's own (api reference §6.3, `seller/promotion/coupons`), stored by
 * id and read as they are now. What the server answers is checked before it is shown: a coupon that is
 * gone, expired or of an unreadable shape is a state of its own, never a crash.
 */
import { isRecord } from '@/utils/guards';
import { isNotFound } from '@/utils/not-found';
import { idText } from './links';

/** Most coupons one widget shows. */
export const COUPON_LIMIT = 10;

export type Validity = { kind: 'window'; start: number; end: number } | { kind: 'afterClaim'; days: number } | { kind: 'unknown' };

export interface CouponView {
  id: string;
  title: string;
  /** yuan */
  price: number;
  /** yuan; 0 = no threshold */
  threshold: number;
  validity: Validity;
  /** from the server's status (0 not effective yet, 1 effective, 2 expired or voided) */
  state: 'effective' | 'notYet' | 'expired';
}

const num = (value: unknown): number | null => {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) ? n : null;
};

function validityOf(raw: Record<string, unknown>): Validity {
  const days = num(raw.effective_days);
  if (raw.effective_type === 'EFFECTIVE_AFTER_RECEIVING' && days !== null) return { kind: 'afterClaim', days };
  const start = num(raw.start_time);
  const end = num(raw.end_time);
  return start !== null && end !== null ? { kind: 'window', start, end } : { kind: 'unknown' };
}

/**
 * A coupon of the list or detail call, or null when the answer is not one. Its state is the server's
 * status; a server that sends none is read by the validity window against `now` (unix seconds).
 */
export function readCoupon(raw: unknown, now: number): CouponView | null {
  if (!isRecord(raw)) return null;
  const id = idText(raw.coupon_id);
  const price = num(raw.coupon_price);
  if (!id || price === null) return null;
  const validity = validityOf(raw);
  const status = num(raw.status);
  let state: CouponView['state'];
  if (status === 2) state = 'expired';
  else if (status === 0) state = 'notYet';
  else if (status === 1) state = 'effective';
  else if (validity.kind === 'window' && now > validity.end) state = 'expired';
  else if (validity.kind === 'window' && now < validity.start) state = 'notYet';
  else state = 'effective';
  return { id, title: typeof raw.title === 'string' ? raw.title : '', price, threshold: num(raw.coupon_threshold_price) ?? 0, validity, state };
}

/** The stored ids a widget shows: id texts only (a page may come from anywhere), each once. */
export const couponIdsOf = (ids: readonly unknown[]): string[] => [...new Set(ids.map(idText).filter((id): id is string => id !== null))];

/** What one stored id shows. */
export type CouponSlot = { kind: 'loading' } | { kind: 'failed' } | { kind: 'missing' } | { kind: 'coupon'; coupon: CouponView };

/**
 * The detail call's outcome as a slot: an answer that is not a coupon of that id, or a "not found"
 * (HTTP 404, or the API's code 003 — api reference §1.3), is a coupon that no longer exists; any other
 * failure (network, server) is a failed read, not a verdict on the coupon.
 */
export function slotOf(id: string, answer: { data?: unknown; error?: unknown; loading: boolean }, now: number): CouponSlot {
  if (answer.loading) return { kind: 'loading' };
  if (answer.error !== undefined && answer.error !== null) {
    return isNotFound(answer.error) ? { kind: 'missing' } : { kind: 'failed' };
  }
  const coupon = readCoupon(answer.data, now);
  return coupon && coupon.id === id ? { kind: 'coupon', coupon } : { kind: 'missing' };
}

/**
 * The ids after the picker's selection changed: those kept stay in their order, new ones follow; more
 * than the limit is refused (null).
 */
export function chooseCoupons(previous: readonly string[], selected: readonly string[], limit = COUPON_LIMIT): string[] | null {
  const wanted = new Set(selected);
  const next = [...previous.filter((id) => wanted.has(id)), ...selected.filter((id) => !previous.includes(id))];
  return next.length > limit ? null : next;
}
