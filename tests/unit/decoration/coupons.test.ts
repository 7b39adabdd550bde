// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/api/errors';
import { chooseCoupons, COUPON_LIMIT, couponIdsOf, readCoupon, slotOf } from '@/pages/decoration/model/coupons';

const NOW = 1_800_000_000;
const coupon = { coupon_id: '601', title: 'Newcomer', coupon_price: 10, coupon_threshold_price: 99, effective_type: 'AUTO_TAKE_EFFECT', start_time: NOW - 86400, end_time: NOW + 86400, status: 1 };

describe('coupons widget: reading a coupon', () => {
  it('reads amount, threshold, validity and the server status', () => {
    expect(readCoupon(coupon, NOW)).toEqual({ id: '601', title: 'Newcomer', price: 10, threshold: 99, validity: { kind: 'window', start: NOW - 86400, end: NOW + 86400 }, state: 'effective' });
    expect(readCoupon({ ...coupon, status: 2 }, NOW)?.state).toBe('expired');
    expect(readCoupon({ ...coupon, status: 0 }, NOW)?.state).toBe('notYet');
    expect(readCoupon({ ...coupon, effective_type: 'EFFECTIVE_AFTER_RECEIVING', effective_days: 7, start_time: null, end_time: null }, NOW)?.validity).toEqual({ kind: 'afterClaim', days: 7 });
    expect(readCoupon({ ...coupon, coupon_price: '9.90', coupon_id: '9223372036854775807' }, NOW)).toMatchObject({ id: '9223372036854775807', price: 9.9 });
  });

  it('reads the validity window when the server sends no status', () => {
    const { status: _none, ...noStatus } = coupon;
    expect(readCoupon({ ...noStatus, end_time: NOW - 1 }, NOW)?.state).toBe('expired');
    expect(readCoupon({ ...noStatus, start_time: NOW + 1 }, NOW)?.state).toBe('notYet');
  });

  it.each([null, '', [], {}, { ...coupon, coupon_id: 'x' }, { ...coupon, coupon_price: 'ten' }, { ...coupon, coupon_id: 2 ** 60 }])('refuses %j', (raw) => {
    expect(readCoupon(raw, NOW)).toBeNull();
  });
});

describe('coupons widget: what one id shows', () => {
  it('a coupon, a coupon that no longer exists, or a failed read', () => {
    expect(slotOf('601', { loading: true }, NOW)).toEqual({ kind: 'loading' });
    expect(slotOf('601', { data: coupon, loading: false }, NOW)).toMatchObject({ kind: 'coupon', coupon: { id: '601' } });
    expect(slotOf('601', { error: new ApiError('not found', { status: 404, code: '003' }), loading: false }, NOW)).toEqual({ kind: 'missing' });
    expect(slotOf('601', { error: new ApiError('gone', { status: 500, code: '003' }), loading: false }, NOW)).toEqual({ kind: 'missing' });
    expect(slotOf('601', { error: new ApiError('network'), loading: false }, NOW)).toEqual({ kind: 'failed' });
    expect(slotOf('601', { error: new ApiError('busy', { status: 500, code: '500' }), loading: false }, NOW)).toEqual({ kind: 'failed' });
    // A void body (a server that answers a deleted id with nothing) or another coupon's body.
    expect(slotOf('601', { data: '', loading: false }, NOW)).toEqual({ kind: 'missing' });
    expect(slotOf('601', { data: { ...coupon, coupon_id: '602' }, loading: false }, NOW)).toEqual({ kind: 'missing' });
  });
});

describe('coupons widget: choosing', () => {
  it('keeps the order of those kept, adds new ones after, and refuses more than the limit', () => {
    expect(chooseCoupons(['3', '1'], ['1', '2', '3'])).toEqual(['3', '1', '2']);
    expect(chooseCoupons(['3', '1'], ['1'])).toEqual(['1']);
    const full = Array.from({ length: COUPON_LIMIT }, (_, i) => String(i + 1));
    expect(chooseCoupons(full, [...full, '99'])).toBeNull();
  });
});

describe('coupons widget: stored ids', () => {
  it('shows id texts only, each once', () => {
    expect(couponIdsOf(['601', 602, '601', { id: 1 }, 'x', '9223372036854775807', 2 ** 60])).toEqual(['601', '602', '9223372036854775807']);
  });
});
