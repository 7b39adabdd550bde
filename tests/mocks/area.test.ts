// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { defineArea, nextId, resetDemoStore } from '../../src/mocks/db/store';

interface Row {
  id: string;
  name: string;
}

let builds = 0;
const sampleDb = defineArea('sample-area', (table, core) => {
  builds++;
  const rows = table<Row>('sampleRows', (r) => r.id);
  rows.load({ id: '1', name: `first of ${core.shops.size} shops` });
  return { rows };
});

describe('demo areas', () => {
  it('builds an area once, on first use, with the core store seeded', () => {
    resetDemoStore();
    builds = 0;
    expect(sampleDb().rows.get('1')?.name).toMatch(/^first of \d+ shops$/);
    sampleDb();
    expect(builds).toBe(1);
  });

  it('a reset rebuilds the area from its seed', () => {
    sampleDb().rows.put({ id: '2', name: 'added' });
    expect(sampleDb().rows.size).toBe(2);
    resetDemoStore();
    expect(sampleDb().rows.size).toBe(1);
  });

  it('an area sequence starts after its seeded ids and restarts on reset', () => {
    resetDemoStore();
    expect(nextId('sampleSeq', '500')).toBe('501');
    expect(nextId('sampleSeq', '500')).toBe('502');
    resetDemoStore();
    expect(nextId('sampleSeq', '500')).toBe('501');
  });

  it('refuses an area or table defined twice', () => {
    expect(() => defineArea('sample-area', () => ({}))).toThrow(/twice/);
    const clash = defineArea('clash', (table) => ({ t: table<Row>('goods', (r) => r.id) }));
    expect(() => clash()).toThrow(/twice/);
  });
});
