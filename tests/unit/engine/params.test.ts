// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { defaultParamRule, isId, passes } from '@/engine/params';
import { fillPath, joinIds } from '@/utils/api-path';

describe('route params and call paths', () => {
  it('an id is a positive integer up to 9223372036854775807, compared as text', () => {
    expect(isId('1')).toBe(true);
    expect(isId('9223372036854775807')).toBe(true);
    expect(isId('9223372036854775808')).toBe(false);
    expect(isId('0')).toBe(false);
    expect(isId('-1')).toBe(false);
    expect(isId('abc')).toBe(false);
    expect(isId('1001?x=1')).toBe(false);
  });

  it('defaults by name: ids, sns, flags; other names have none', () => {
    expect(passes(defaultParamRule('goodsid')!, '12')).toBe(true);
    expect(passes(defaultParamRule('promotion_id')!, '..%2Fshops')).toBe(false);
    expect(passes(defaultParamRule('sn')!, '2026-ABC_1')).toBe(true);
    expect(passes(defaultParamRule('service_sn')!, '../x')).toBe(false);
    expect(passes(defaultParamRule('isdraft')!, '2')).toBe(false);
    expect(defaultParamRule('tab')).toBeUndefined();
  });

  it('fills a path template with each value as one encoded segment', () => {
    expect(fillPath('seller/trade/orders/{sn}/flow', { sn: '2026' })).toBe('seller/trade/orders/2026/flow');
    expect(fillPath('seller/x/{id}', { id: '../shops/edit?x=1' })).toBe('seller/x/..%2Fshops%2Fedit%3Fx%3D1');
    expect(() => fillPath('seller/x/{id}', {})).toThrow(/no value/);
  });

  it('joins batch ids in a path, each encoded', () => {
    expect(joinIds(['1', 2, '9223372036854775807'])).toBe('1,2,9223372036854775807');
    expect(joinIds(['1', '../shops/edit?x=1'])).toBe('1,..%2Fshops%2Fedit%3Fx%3D1');
  });
});
