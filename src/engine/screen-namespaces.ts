import { NAMESPACES } from '@/i18n';

/** A `ns:key` translation key at the start of a string, or quoted inside a function's source. */
const KEY_AT_START = /^([A-Za-z]+):[A-Za-z0-9_]/;
const QUOTED_KEY = /['"`]([A-Za-z]+):[A-Za-z0-9_]/g;
const MAX_DEPTH = 12;

const known = new Set(NAMESPACES);
const found = new WeakMap<object, readonly string[]>();

/**
 * The translation namespaces a screen declaration names: its labels are `ns:key` strings, and its
 * renderers call `t('ns:key')`. The screen waits for them (a namespace loads when a screen first needs
 * it), so that no label shows as its raw key. Bespoke pages and custom parts name theirs in
 * `useTranslation(ns)`, which waits by itself.
 */
export function namespacesOf(declaration: object): readonly string[] {
  const cached = found.get(declaration);
  if (cached) return cached;
  const names = new Set<string>();
  const seen = new WeakSet<object>();
  const add = (ns: string | undefined) => {
    if (ns && known.has(ns)) names.add(ns);
  };
  const visit = (value: unknown, depth: number) => {
    if (typeof value === 'string') add(KEY_AT_START.exec(value)?.[1]);
    else if (typeof value === 'function') for (const m of Function.prototype.toString.call(value).matchAll(QUOTED_KEY)) add(m[1]);
    if ((typeof value !== 'object' && typeof value !== 'function') || value === null || depth > MAX_DEPTH || seen.has(value)) return;
    seen.add(value);
    for (const item of Object.values(value)) visit(item, depth + 1);
  };
  visit(declaration, 0);
  const list = [...names].sort();
  found.set(declaration, list);
  return list;
}
