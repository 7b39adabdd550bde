/**
 * Bundles a module given as text with rolldown, as the console's build would for the browser (React in
 * its production build), for tests of the build's plugins: what lands in which chunk.
 */
import { rolldown, type OutputChunk, type Plugin, type RolldownOptions } from 'rolldown';

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

/** The chunks a page loading the entry loads: the entry's and those it imports, not those it imports on demand. */
export function loadedWithEntry(chunks: readonly OutputChunk[]): OutputChunk[] {
  const loaded = new Set<string>();
  const load = (fileName: string) => {
    if (loaded.has(fileName)) return;
    loaded.add(fileName);
    for (const imported of chunks.find((chunk) => chunk.fileName === fileName)!.imports) load(imported);
  };
  load(chunks.find((chunk) => chunk.isEntry)!.fileName);
  return chunks.filter((chunk) => loaded.has(chunk.fileName));
}
