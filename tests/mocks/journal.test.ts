// @vitest-environment node
/** The demo store's browser journal is checked before replay, and tabs merge. */
import { describe, expect, it } from 'vitest';
import { changedRows, compact, emptyJournal, mergeChanges, parseJournal, type Journal } from '../../src/mocks/db/journal';

const journal = (tables: Journal['tables'], counters: Record<string, string> = {}): Journal => ({ ...emptyJournal('goods:240'), tables, counters });
const image = `data:image/png;base64,${'A'.repeat(120)}`;

describe('demo store journal', () => {
  it('round-trips through its stored form, long strings kept once', () => {
    const j = journal({ goods: { '1': { goods_id: '1', thumbnail: image, original: image } } }, { goods: '5' });
    const stored = compact(j);
    expect(stored.strings).toEqual([image]);
    expect(parseJournal(JSON.parse(JSON.stringify(stored)))).toEqual(j);
  });

  it('a structurally wrong journal is no journal', () => {
    const good = compact(journal({ goods: { '1': { goods_id: '1' }, '2': null } }, { goods: '5' }));
    expect(parseJournal(good)).not.toBeNull();
    for (const broken of [
      null, 5, 'x', [],
      { ...good, version: '1' },
      { ...good, seed: 1 },
      { ...good, tables: [1, 2] },
      { ...good, tables: { goods: [{ goods_id: '1' }] } },
      { ...good, tables: { goods: { '1': 5 } } },
      { ...good, tables: { goods: { '1': 'row' } } },
      { ...good, counters: 5 },
      { ...good, counters: { goods: 5 } },
      { ...good, counters: { goods: '1e3' } },
      { ...good, strings: 'x' },
      { ...good, tables: { goods: { '1': { goods_id: '1', thumbnail: '\u00007' } } } },
    ]) {
      expect(parseJournal(broken)).toBeNull();
    }
  });

  it("one tab's save keeps what another tab wrote to the journal since", () => {
    const stored = journal({ goods: { '1': { goods_id: '1', goods_name: 'from tab A' } } }, { goods: '9' });
    const merged = mergeChanges(stored, { goods: { '2': { goods_id: '2', goods_name: 'from tab B' } }, tags: { '3': null } }, { goods: '7', tag: '4' });
    expect(merged.tables.goods).toEqual({ '1': { goods_id: '1', goods_name: 'from tab A' }, '2': { goods_id: '2', goods_name: 'from tab B' } });
    expect(merged.tables.tags).toEqual({ '3': null });
    // No id is given twice: each counter is the higher of the two.
    expect(merged.counters).toEqual({ goods: '9', tag: '4' });
    expect(mergeChanges(stored, {}, { goods: '9223372036854775807' }).counters.goods).toBe('9223372036854775807');
  });

  it('the records another tab changed are the new and different ones', () => {
    const before = journal({ goods: { '1': { goods_id: '1', n: 1 }, '2': { goods_id: '2', n: 1 } } });
    const after = journal({ goods: { '1': { goods_id: '1', n: 1 }, '2': { goods_id: '2', n: 2 }, '3': null } });
    expect(changedRows(before, after)).toEqual([
      { table: 'goods', id: '2', row: { goods_id: '2', n: 2 } },
      { table: 'goods', id: '3', row: null },
    ]);
    expect(changedRows(null, after)).toHaveLength(3);
  });
});
