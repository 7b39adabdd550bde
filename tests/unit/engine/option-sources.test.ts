// @vitest-environment node
/**
 * An area's screens load with their first one opened (docs/engine.md §1), but a bespoke page may read an
 * area's option source before any of them: the sources pages use are registered with the shell.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { optionSourceOf } from '@/engine/fields/registry';
import '@/resources';

const filesUnder = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : /\.tsx?$/.test(name) ? [path] : [];
  });

describe('option sources', () => {
  it('every source a page or shared component reads is registered by the shell alone', () => {
    const used = new Set(
      ['src/pages', 'src/components', 'src/layout'].flatMap(filesUnder).flatMap((file) => [...readFileSync(file, 'utf8').matchAll(/useOptions\('([A-Za-z]+)'\)/g)].map((m) => m[1]!)),
    );
    expect(used.size).toBeGreaterThan(0);
    expect([...used].filter((name) => !optionSourceOf(name))).toEqual([]);
  });
});
