// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { recordId, valueAt } from '@/engine/data/record-id';
import { splitUrls } from '@/utils/urls';

describe('record ids', () => {
  it('reads a key or a dotted path, as text', () => {
    expect(recordId({ idField: 'sn' }, { sn: 20261101 })).toBe('20261101');
    expect(recordId({ idField: 'logistics_company_do.id' }, { logistics_company_do: { id: '9223372036854775807' } })).toBe('9223372036854775807');
    expect(recordId({ idField: 'a.b' }, { a: null })).toBe('');
    expect(valueAt({ a: { b: { c: 1 } } }, 'a.b.c')).toBe(1);
  });
});

describe('image URLs', () => {
  it('splits comma-joined URLs, keeping a data URL whole', () => {
    const data = 'data:image/png;base64,iVBORw0KGgo=';
    expect(splitUrls(`https://x/a.png,${data},/b.jpg`)).toEqual(['https://x/a.png', data, '/b.jpg']);
    expect(splitUrls([data])).toEqual([data]);
    expect(splitUrls('')).toEqual([]);
  });
});
