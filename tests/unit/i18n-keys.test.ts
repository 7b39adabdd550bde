// @vitest-environment node
/**
 * Every translation key the code names exists in both languages, and both languages hold the same
 * keys: a key missing from one would render raw (`goods:spec.valuesHint`). A static scan of the
 * source; keys built at run time (`goods:status.${status}`) are caught by the runtime check in
 * tests/setup.ts instead.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(__dirname, '../..');
const LANGUAGES = ['zh-CN', 'en-US'];
const DEFAULT_NS = 'common';

type Tree = { [key: string]: string | Tree };
const flatten = (tree: Tree, prefix = ''): string[] =>
  Object.entries(tree).flatMap(([key, value]) => (typeof value === 'string' ? [`${prefix}${key}`] : flatten(value, `${prefix}${key}.`)));

/** lang → 'ns:key' set */
const keys = new Map<string, Set<string>>();
for (const lang of LANGUAGES) {
  const dir = join(ROOT, 'src/locales', lang);
  const set = new Set<string>();
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.json'))) {
    const ns = file.replace(/\.json$/, '');
    for (const key of flatten(JSON.parse(readFileSync(join(dir, file), 'utf8')) as Tree)) set.add(`${ns}:${key}`);
  }
  keys.set(lang, set);
}
const namespaces = new Set([...keys.get('zh-CN')!].map((k) => k.split(':')[0]!));

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'mocks' ? [] : sources(path);
    return /\.(ts|tsx)$/.test(name) ? [path] : [];
  });
}

/** A key exists when it, or its plural forms, are in the language. */
const has = (set: Set<string>, key: string) => set.has(key) || set.has(`${key}_one`) || set.has(`${key}_other`);

/** The keys a file names: 'ns:a.b' literals anywhere, and t('a.b') in the namespace its useTranslation gives. */
export function keysUsedIn(code: string): string[] {
  const found = new Set<string>();
  for (const m of code.matchAll(/['"]([A-Za-z]+):([A-Za-z0-9_]+(?:\.[A-Za-z0-9_]+)*)['"]/g)) if (namespaces.has(m[1]!)) found.add(`${m[1]}:${m[2]}`);
  for (const m of code.matchAll(/i18nKey="([A-Za-z]+):([A-Za-z0-9_.]+)"/g)) if (namespaces.has(m[1]!)) found.add(`${m[1]}:${m[2]}`);
  const declared = /useTranslation\(\s*(?:\[\s*)?'([A-Za-z]+)'/.exec(code)?.[1];
  const ns = declared ?? DEFAULT_NS;
  // t('a.b') / t("a.b") without a namespace: only dotted keys (a bare word may be a plain string to another function named t).
  for (const m of code.matchAll(/\bt\(\s*['"]([A-Za-z0-9_]+(?:\.[A-Za-z0-9_]+)+)['"]\s*(?:\)|,\s*(?:\{\s*ns:\s*'([A-Za-z]+)')?)/g)) found.add(`${m[2] ?? ns}:${m[1]}`);
  return [...found];
}

describe('translation keys', () => {
  it('every key named in the code exists in zh-CN and en-US', () => {
    const missing: string[] = [];
    for (const file of sources(join(ROOT, 'src'))) {
      const used = keysUsedIn(readFileSync(file, 'utf8'));
      for (const key of used) for (const lang of LANGUAGES) if (!has(keys.get(lang)!, key)) missing.push(`${relative(ROOT, file)}: ${key} (${lang})`);
    }
    expect(missing).toEqual([]);
  });

  it('zh-CN and en-US hold the same keys', () => {
    const [zh, en] = LANGUAGES.map((lang) => keys.get(lang)!);
    expect([...zh!].filter((k) => !en!.has(k)).map((k) => `${k} missing in en-US`)).toEqual([]);
    expect([...en!].filter((k) => !zh!.has(k)).map((k) => `${k} missing in zh-CN`)).toEqual([]);
  });

  it('the scan finds what a file names', () => {
    const code = `const { t } = useTranslation('goods');\nt('spec.valuesHint'); t('lines.subtotal', { ns: 'engine' }); label: 'order:field.sn'; <Trans i18nKey="goods:x.y" />`;
    expect(keysUsedIn(code).sort()).toEqual(['engine:lines.subtotal', 'goods:spec.valuesHint', 'goods:x.y', 'order:field.sn']);
  });
});
