/**
 * The browser journal of the demo store (localStorage `seller_demo_store`): the changed, created and deleted
 * records per table, and the id counters. Pure functions, so that Node tests cover what the browser does:
 * a stored journal is checked before it is replayed (a broken one would stop every page, the login page and
 * its reset button included), and tabs that write the same journal merge their changes instead of
 * overwriting each other's.
 */
import { isRecord, isStringArray } from '../../utils/guards';

export const JOURNAL_VERSION = 1;

export type JournalRow = Record<string, unknown> | null;

export interface Journal {
  version: number;
  seed: string;
  /** table → id → the record, or null for a deleted one. */
  tables: Record<string, Record<string, JournalRow>>;
  /** sequence → the last id given (decimal string). */
  counters: Record<string, string>;
}

/** The stored form: long strings (image data URLs) repeat across records, and are kept once. */
export type StoredJournal = Journal & { strings: string[] };

const REF = '\u0000';
const DECIMAL = /^\d+$/;

export const emptyJournal = (seed: string): Journal => ({ version: JOURNAL_VERSION, seed, tables: {}, counters: {} });

/** `value` with each string in it (at any depth) replaced by what `replace` makes of it. */
function mapStrings(value: unknown, replace: (text: string) => unknown): unknown {
  if (typeof value === 'string') return replace(value);
  if (Array.isArray(value)) return value.map((item) => mapStrings(item, replace));
  if (isRecord(value)) return Object.fromEntries(Object.entries(value).map(([k, item]) => [k, mapStrings(item, replace)]));
  return value;
}

export function compact(value: Journal): StoredJournal {
  const strings: string[] = [];
  const index = new Map<string, number>();
  const keep = (text: string) => {
    if (text.length <= 80) return text;
    let i = index.get(text);
    if (i === undefined) index.set(text, (i = strings.push(text) - 1));
    return `${REF}${i}`;
  };
  return { ...value, tables: mapStrings(value.tables, keep) as Journal['tables'], strings };
}

/**
 * A stored value as a journal, or null when it is not one: every table a map of records (or null for a
 * deletion), counters decimal strings, references to kept strings that exist.
 */
export function parseJournal(value: unknown): Journal | null {
  if (!isRecord(value) || typeof value.version !== 'number' || typeof value.seed !== 'string') return null;
  const { tables, counters } = value;
  const strings = value.strings ?? [];
  if (!isRecord(tables) || !isRecord(counters) || !isStringArray(strings)) return null;
  if (!Object.values(counters).every((c) => typeof c === 'string' && DECIMAL.test(c))) return null;
  if (!Object.values(tables).every((rows) => isRecord(rows) && Object.values(rows).every((row) => row === null || isRecord(row)))) return null;
  let broken = false;
  const expanded = mapStrings(tables, (text) => {
    if (!text.startsWith(REF)) return text;
    const kept = strings[Number(text.slice(1))];
    if (kept === undefined) broken = true;
    return kept;
  }) as Journal['tables'];
  return broken ? null : { version: value.version, seed: value.seed, tables: expanded, counters: counters as Record<string, string> };
}

const maxCounter = (a: string | undefined, b: string | undefined) => (a === undefined ? b : b === undefined ? a : BigInt(a) >= BigInt(b) ? a : b);

/** Counters of two journals: the higher of each, so that no id is given twice. */
export function mergeCounters(a: Record<string, string>, b: Record<string, string>): Record<string, string> {
  const merged: Record<string, string> = { ...a };
  for (const [name, value] of Object.entries(b)) merged[name] = maxCounter(a[name], value)!;
  return merged;
}

/**
 * This tab's changed records written over the journal as stored now (another tab may have written to it
 * since): records this tab did not change keep the other tab's version.
 */
export function mergeChanges(stored: Journal, changes: Record<string, Record<string, JournalRow>>, counters: Record<string, string>): Journal {
  const tables = { ...stored.tables };
  for (const [name, rows] of Object.entries(changes)) tables[name] = { ...tables[name], ...rows };
  return { ...stored, tables, counters: mergeCounters(stored.counters, counters) };
}

/** The records another tab changed: in `next` and not the same as in `previous`. */
export function changedRows(previous: Journal | null, next: Journal): Array<{ table: string; id: string; row: JournalRow }> {
  const changed: Array<{ table: string; id: string; row: JournalRow }> = [];
  for (const [table, rows] of Object.entries(next.tables)) {
    const before = previous?.tables[table] ?? {};
    for (const [id, row] of Object.entries(rows)) {
      if (!(id in before) || JSON.stringify(before[id]) !== JSON.stringify(row)) changed.push({ table, id, row });
    }
  }
  return changed;
}
