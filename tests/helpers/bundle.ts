/**
 * Bundles a module given as text with rolldown, as the console's build would for the browser (React in
 * its production build), for tests of the build's plugins: what lands in which chunk.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { rolldown, type OutputChunk, type Plugin, type RolldownOptions } from 'rolldown';
import { reachedFrom } from '../../scripts/build/chunk-graph';

const ENTRY = '\0entry';

/** The bundle of `code` with `plugins` (not yet generated: `generate` or `write` it). */
export function bundleOf(code: string, plugins: Plugin[], options: Pick<RolldownOptions, 'resolve' | 'experimental'> = {}) {
  return rolldown({
    input: ENTRY,
    platform: 'browser',
    logLevel: 'silent',
    transform: { define: { 'process.env.NODE_ENV': '"production"' } },
    ...options,
    plugins: [{ name: 'entry', resolveId: (id) => (id === ENTRY ? id : null), load: (id) => (id === ENTRY ? code : null) }, ...plugins],
  });
}

/** The chunks of the bundle of `code`, generated in memory. */
export async function chunksOf(code: string, plugins: Plugin[], options: Pick<RolldownOptions, 'resolve'> = {}): Promise<OutputChunk[]> {
  const { output } = await (await bundleOf(code, plugins, options)).generate({ format: 'esm' });
  return output.filter((file): file is OutputChunk => file.type === 'chunk');
}

/** The chunks that load with the chunk `fileName`: itself and those it imports, not those it imports on demand. */
export function loadedWith(chunks: readonly OutputChunk[], fileName: string): OutputChunk[] {
  const loaded = reachedFrom(new Map(chunks.map((chunk) => [chunk.fileName, chunk])), [fileName], (chunk) => chunk.imports);
  return chunks.filter((chunk) => loaded.has(chunk.fileName));
}

/** The chunks a page loading the entry loads: the entry's and those it imports, not those it imports on demand. */
export const loadedWithEntry = (chunks: readonly OutputChunk[]): OutputChunk[] => loadedWith(chunks, chunks.find((chunk) => chunk.isEntry)!.fileName);

/** Runs the bundle of `code` as a module, and answers its exports (one chunk: an entry without dynamic imports). */
export async function importBundle<T>(code: string, plugins: Plugin[]): Promise<T> {
  const chunks = await chunksOf(code, plugins);
  if (chunks.length !== 1) throw new Error(`importBundle: ${chunks.length} chunks, not one`);
  const dir = mkdtempSync(join(tmpdir(), 'bundle-'));
  try {
    writeFileSync(join(dir, 'bundle.mjs'), chunks[0]!.code);
    return (await import(/* @vite-ignore */ pathToFileURL(join(dir, 'bundle.mjs')).href)) as T;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
