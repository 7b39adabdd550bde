/**
 * V8's explicit compile hint (`//# allFunctionsCalledOnLoad` on a file's first line, Chromium 136 and
 * later; to other browsers a plain comment) on every chunk a page loads on demand: the signed-in console,
 * its screens and what they share. Such a chunk loads because its code is about to run, so V8 compiles
 * all of its functions while the file streams in, on a background thread, instead of on the main thread
 * the first time each is called. Measured against the same build without it (alternating pairs, signed-in
 * /goods/goods-list, 27 Nov 2026): the main thread's work until the first row 1,140 → 969 ms; the row's
 * time within this 2-core machine's noise, a little sooner (paired differences' medians 23 and 96 ms over
 * 30 and 16 pairs), as the compiling thread shares the cores. The chunks every page loads (the entry and
 * its static imports: React, antd's base, the login form) get no hint: /login calls little of them, and
 * compiling all of it delayed the login form (420 → 463 ms over 20 pairs).
 */
import type { Plugin, Rollup } from 'vite';
import { reachedFrom } from './chunk-graph.ts';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

type ChunkGraph = Record<string, Pick<Rollup.RenderedChunk, 'isEntry' | 'imports'>>;

/** The chunks every page loads: the entries and, transitively, what they import statically. */
export function initialChunks(chunks: ChunkGraph): Set<string> {
  const entries = Object.keys(chunks).filter((fileName) => chunks[fileName].isEntry);
  return reachedFrom(new Map(Object.entries(chunks)), entries, (chunk) => chunk.imports);
}

/** Prepends the hint to each chunk loaded on demand; a source map follows the shift by one line. */
export function hintChunks(bundle: Rollup.OutputBundle) {
  const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
  const initial = initialChunks(Object.fromEntries(chunks.map((chunk) => [chunk.fileName, chunk])));
  for (const chunk of chunks) {
    if (initial.has(chunk.fileName)) continue;
    chunk.code = `${COMPILE_HINT}\n${chunk.code}`;
    if (chunk.map) chunk.map.mappings = `;${chunk.map.mappings}`;
  }
}

/**
 * Last, once the chunks are final: the minifier drops comments, and Vite writes the preload map
 * (`__vite__mapDeps`) at a chunk's top when the bundle is generated. The files keep their names: the
 * hint is the same for every build.
 */
export const compileHints = (): Plugin => ({
  name: 'compile-hints',
  apply: 'build',
  generateBundle: { order: 'post', handler: (_options, bundle) => hintChunks(bundle) },
});
