// @vitest-environment node
/** What a list reads: its call (per tab, list or shop kind) and whether it polls. */
import { describe, expect, it } from 'vitest';
import type { Family } from '@/engine/declare';
import { listApiOf } from '@/engine/list/list-query';
import { pollInterval } from '@/engine/list/use-list-screen';

const running = (row: Record<string, unknown>) => row.status === 'processing';

describe('list polling (ListConfig.poll)', () => {
  it('reads again while a row runs, and stops once none does', () => {
    const config = { poll: { ms: 2000, while: running } };
    expect(pollInterval(config, [{ status: 'success' }, { status: 'processing' }])).toBe(2000);
    expect(pollInterval(config, [{ status: 'success' }, { status: 'error' }])).toBe(false);
    expect(pollInterval(config, undefined)).toBe(false);
  });

  it('never polls a list without the option', () => {
    expect(pollInterval({}, [{ status: 'processing' }])).toBe(false);
  });
});

describe('the call a list reads', () => {
  const family = { name: 'supplyGoods', api: { list: 'seller/goods' }, apiFor: { supplier: { list: 'seller/goods/supplier/goods-list-page' } } } as unknown as Family;
  it('is its tab\'s own call, else the list\'s, else the family\'s for the shop\'s kind', () => {
    const resold = { key: 'resold', label: 'x', filters: {}, api: 'seller/goods/supplier/seller-goods' };
    expect(listApiOf(resold, {}, family, 'supplier')).toBe('seller/goods/supplier/seller-goods');
    expect(listApiOf({ key: 'all', label: 'x', filters: {} }, { api: 'seller/own' }, family, 'supplier')).toBe('seller/own');
    expect(listApiOf(undefined, {}, family, 'supplier')).toBe('seller/goods/supplier/goods-list-page');
    expect(listApiOf(undefined, {}, family, 'ordinary')).toBe('seller/goods');
  });
});
