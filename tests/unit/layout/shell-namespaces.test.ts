// @vitest-environment node
/**
 * The signed-in shell loads its namespaces before its first paint (src/app/start.ts), and only those:
 * each one is a file every signed-in page loads (the header's notices took the whole
 * after-sales namespace). Its own components name no other, else the shell would wait for that one.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { SHELL_NAMESPACES, START_NAMESPACES } from '@/i18n';

const LAYOUT = join(__dirname, '../../../src/layout');
const files = (readdirSync(LAYOUT, { recursive: true }) as string[]).filter((f) => /\.tsx?$/.test(f));

it("names in the shell's components only namespaces the shell loads before its first paint", () => {
  const loaded = new Set([...START_NAMESPACES, ...SHELL_NAMESPACES]);
  const named = new Map<string, string[]>();
  for (const file of files) {
    const source = readFileSync(join(LAYOUT, file), 'utf8');
    for (const [, list] of source.matchAll(/useTranslation\(([^)]*)\)/g)) {
      for (const [, ns] of list!.matchAll(/'([A-Za-z]+)'/g)) named.set(ns!, [...(named.get(ns!) ?? []), file]);
    }
  }
  expect(named.size).toBeGreaterThan(0);
  expect([...named].filter(([ns]) => !loaded.has(ns))).toEqual([]);
});

it("keeps the header's notices in the layout's messages: the after-sales namespace is not a shell's", () => {
  expect(SHELL_NAMESPACES).not.toContain('aftersales');
  expect(readFileSync(join(LAYOUT, 'header/NoticeEntry.tsx'), 'utf8')).toContain("useTranslation('layout')");
});
