// @vitest-environment node
/**
 * The code that loads with the signed-in console is one file (scripts/build/console-chunk.ts): the chunks
 * rolldown cuts it into for the screens sharing them are planned by a first bundle and merged by a
 * second, while what /login and the pages outside the console load stays as it was.
 */
import type { OutputChunk, Plugin } from 'rolldown';
import { describe, expect, it } from 'vitest';
import { consoleChunkGroup, consoleOnlyModules } from '../../../scripts/build/console-chunk';
import { bundleOf, loadedWith } from '../../helpers/bundle';

const ROOT = '\0console';

/** A console with two screens sharing a piece each with it, and a page outside sharing one too. */
const modules: Record<string, string> = {
  [ROOT]: `import { a } from 'a'; import { b } from 'b'; import { shared } from 'shared'; import { base } from 'base';
    export const run = () => [a, b, shared, base, import('screen1'), import('screen2')];`,
  a: `export const a = () => globalThis.a;`,
  b: `export const b = () => globalThis.b;`,
  shared: `export const shared = () => globalThis.shared;`,
  base: `export const base = () => globalThis.base;`,
  screen1: `import { a } from 'a'; export default a;`,
  screen2: `import { b } from 'b'; export default b;`,
  outside: `import { shared } from 'shared'; export default shared;`,
};
const virtual: Plugin = {
  name: 'virtual',
  resolveId: (id) => (id === 'console' ? ROOT : id in modules ? `\0${id}` : null),
  load: (id) => modules[id] ?? modules[id.slice(1)] ?? null,
};
const ENTRY = `import { base } from 'base'; console.log(base, import('console'), import('outside'));`;

/**
 * The bundle, cut as the console's build cuts it: there rolldown's own merging of common chunks leaves
 * 15 files loading with the console's, and it is off here so that these few modules are cut alike.
 */
async function bundle(groups: ReturnType<typeof consoleChunkGroup>[] = []): Promise<OutputChunk[]> {
  const { output } = await (await bundleOf(ENTRY, [virtual], { experimental: { chunkOptimization: false } })).generate({ format: 'esm', codeSplitting: { groups } });
  return output.filter((file): file is OutputChunk => file.type === 'chunk');
}

/** The files that load with the chunk holding `module`, as the modules each holds. */
const loadedWithModule = (chunks: OutputChunk[], module: string): string[][] =>
  loadedWith(chunks, chunks.find((chunk) => chunk.moduleIds.includes(module))!.fileName).map((chunk) =>
    chunk.moduleIds.map((id) => id.replace('\0', '')).filter((id) => id !== 'rolldown/runtime.js').sort(),
  );

describe('the console chunk', () => {
  it("plans the console's own chunks: those no page reaches but through the console", async () => {
    const first = await bundle();
    expect(loadedWithModule(first, ROOT)).toHaveLength(5);
    expect(consoleOnlyModules(first, ROOT).map((id) => id.replace('\0', '')).sort()).toEqual(['a', 'b', 'console']);
  });

  it('merges them into one file; the entry, the page outside and the screens load what they did', async () => {
    const first = await bundle();
    const second = await bundle([consoleChunkGroup(new Set(consoleOnlyModules(first, ROOT)))]);
    // console, a and b in one file; `shared` stays with the page outside, `base` with the entry.
    expect(loadedWithModule(second, ROOT)).toEqual(expect.arrayContaining([['a', 'b', 'console'], ['shared']]));
    expect(loadedWithModule(second, ROOT)).toHaveLength(3);
    expect(loadedWithModule(second, '\0outside')).toEqual(loadedWithModule(first, '\0outside'));
    expect(loadedWithModule(second, '\0entry')).toEqual(loadedWithModule(first, '\0entry'));
    expect(second.find((chunk) => chunk.moduleIds.includes('\0screen1'))!.moduleIds).toEqual(['\0screen1']);
  });

  it('plans nothing without the console in the build', async () => {
    expect(consoleOnlyModules(await bundle(), '\0elsewhere')).toEqual([]);
  });
});
