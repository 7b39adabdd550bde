// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { aNumber, anArray, aRecord, either, jsonText, recordWith, recordWithId } from '@/validation/answer-shape';

describe('answer shapes', () => {
  it('a record is a non-empty object: not {}, null, an array or a string', () => {
    expect(aRecord({ a: 1 })).toBe(true);
    for (const wrong of [{}, null, undefined, [1, 2, 3], 'a string', 3]) expect(aRecord(wrong)).toBe(false);
  });

  it('a record with its id takes ids beyond 2^53 as digits, and a dotted path', () => {
    expect(recordWithId('goods_id')({ goods_id: '9223372036854775807' })).toBe(true);
    expect(recordWithId('goods_id')({ goods_id: 12 })).toBe(true);
    expect(recordWithId('goods_id')({ goods_id: '' })).toBe(false);
    expect(recordWithId('goods_id')({ name: 'x' })).toBe(false);
    expect(recordWithId('logistics_company_do.id')({ logistics_company_do: { id: 3 } })).toBe(true);
    expect(recordWithId('logistics_company_do.id')({ logistics_company_do: null })).toBe(false);
  });

  it('figures may come as decimal text; other kinds are checked as named', () => {
    const shape = recordWith({ order_money: 'number', menus: 'array', name: 'string', extra: 'present' });
    expect(shape({ order_money: '12.50', menus: [], name: '', extra: 0 })).toBe(true);
    expect(shape({ order_money: 'abc', menus: [], name: '', extra: 0 })).toBe(false);
    expect(shape({ order_money: 1, menus: {}, name: '', extra: 0 })).toBe(false);
    expect(shape({ order_money: 1, menus: [], name: '', extra: null })).toBe(false);
    expect(aNumber(3)).toBe(true);
    expect(aNumber('3')).toBe(true);
    expect(aNumber({})).toBe(false);
  });

  it('arrays, JSON text and either', () => {
    expect(anArray(aRecord)([{ a: 1 }])).toBe(true);
    expect(anArray(aRecord)([1, 2, 3])).toBe(false);
    expect(jsonText(anArray())('[1]')).toBe(true);
    expect(jsonText(anArray())('[1')).toBe(false);
    expect(jsonText(anArray())(['1'])).toBe(false);
    expect(either(aNumber, anArray())([])).toBe(true);
    expect(either(aNumber, anArray())({})).toBe(false);
  });
});
