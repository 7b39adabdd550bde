/**
 * The signed-in console's own code in one file. rolldown cuts the code that loads with the
 * console's chunk (its shell, the engine's core, the route table) into a file per set of screens that
 * share a part of it, and its own merging of common chunks leaves them apart: 15 of the 47 files the
 * console loads. A browser asks a server without HTTP/2 for six files at a time: the start-up checks'
 * calls, asked for at ~150 ms, went out at ~340 behind those files. As one file, the first goods row
 * shows 57 ms sooner (758 → 701 ms, medians of 14 alternating pairs, the same API).
 *
 * A first build, in memory, plans the second: the files that load with the console's chunk and that
 * nothing else reaches (not /login, not the pages outside the console) become one. Nothing loads them
 * before the console, and the screens that share them load after it, so no page loads more than before.
 */
import type { OutputChunk, RolldownOutput } from 'rolldown';
import { build, type Plugin } from 'vite';
import { reachedFrom } from './chunk-graph.ts';

type ChunkGraph = Pick<OutputChunk, 'fileName' | 'isEntry' | 'moduleIds' | 'imports' | 'dynamicImports'>;

/** The modules of the chunks that load with the chunk of `root` and that no other page reaches. */
export function consoleOnlyModules(output: readonly ChunkGraph[], root: string): string[] {
  const chunks = new Map(output.map((chunk) => [chunk.fileName, chunk]));
  const rootChunk = output.find((chunk) => chunk.moduleIds.includes(root));
  const entry = output.find((chunk) => chunk.isEntry);
  if (!rootChunk || !entry) return [];
  const withRoot = reachedFrom(chunks, [rootChunk.fileName], (chunk) => chunk.imports);
  const elsewhere = reachedFrom(chunks, [entry.fileName], (chunk) => [...chunk.imports, ...chunk.dynamicImports], rootChunk.fileName);
  return [...withRoot].filter((fileName) => !elsewhere.has(fileName)).flatMap((fileName) => chunks.get(fileName)!.moduleIds);
}

/**
 * The group that puts `modules` in one chunk, and only them: their dependencies stay where they are
 * (loaded before the console, with /login). The other groups come first.
 */
export const consoleChunkGroup = (modules: ReadonlySet<string>) => ({
  name: (id: string) => (modules.has(id) ? 'console' : null),
  debugName: 'console',
  priority: 0,
  includeDependenciesRecursively: false,
});

const PLANNING = 'CONSOLE_CHUNK_PLANNING';

/** Builds with `configFile` once in memory to find the console's chunks (`root`'s), then as one. */
export function consoleChunk(configFile: string, root: string): Plugin {
  return {
    name: 'console-chunk',
    apply: (_config, env) => env.command === 'build' && !process.env[PLANNING],
    async config(_config, { mode }) {
      process.env[PLANNING] = '1';
      try {
        const result = (await build({ configFile, mode, logLevel: 'silent', build: { write: false, emptyOutDir: false } })) as RolldownOutput | RolldownOutput[];
        const chunks = [result].flat().flatMap((bundle) => bundle.output.filter((file): file is OutputChunk => file.type === 'chunk'));
        const group = consoleChunkGroup(new Set(consoleOnlyModules(chunks, root)));
        return { build: { rollupOptions: { output: { codeSplitting: { groups: [group] } } } } };
      } finally {
        delete process.env[PLANNING];
      }
    },
  };
}
