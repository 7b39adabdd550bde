// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseJson, parseJsonLossless } from '@/utils/json';

describe('parseJson: 64-bit integers as strings, everything else as JSON', () => {
  afterEach(() => vi.restoreAllMocks());

  const texts = [
    '{"data":[{"goods_id":1234567,"price":408.67,"quantity":-3,"ratio":1e-7,"big":1.5e300,"name":"厨神 \\u0053E","ok":true,"none":null,"tags":[]}],"page_no":1,"data_total":10000}',
    '[9007199254740991,-9007199254740991,0.1234567890123456,123456789012345]',
    '"OPEN"',
    '12',
  ];

  it('reads a text with no 64-bit integer to the values lossless-json reads', () => {
    for (const text of texts) expect(parseJson(text)).toEqual(parseJsonLossless(text));
  });

  it("reads such a text with the engine's own parser", () => {
    const native = vi.spyOn(JSON, 'parse');
    parseJson(texts[0]!);
    expect(native).toHaveBeenCalledTimes(1);
  });

  it('keeps an integer beyond 2^53 as its digits, its neighbours as numbers', () => {
    expect(parseJson('{"goods_id":9223372036854775807,"shop_id":9007199254740993,"price":12.5,"n":9007199254740991,"at":"1700000000000000000"}')).toEqual({
      goods_id: '9223372036854775807',
      shop_id: '9007199254740993',
      price: 12.5,
      n: 9007199254740991,
      at: '1700000000000000000',
    });
    expect(parseJson('[-9223372036854775808]')).toEqual(['-9223372036854775808']);
  });

  it('rejects a text that is not JSON, as before', () => {
    for (const text of ['<html>', '{"a":1', 'OPEN', '{"id":92233720368547758070']) expect(() => parseJson(text)).toThrow();
  });
});
