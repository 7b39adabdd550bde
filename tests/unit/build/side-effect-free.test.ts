// @vitest-environment node
/**
 * Modules the build marks free of side effects (vite.config.ts): antd's Table, whose selection takes two
 * array helpers from rc-tree's `util`, bundles without rc-tree's TreeNode, which that module imports;
 * without the mark, the TreeNode comes with every table.
 */
import { rolldown, type Plugin } from 'rolldown';
import { describe, expect, it } from 'vitest';
import { antdLazyFilter } from '../../../scripts/antd-lazy-filter';
import { sideEffectFree } from '../../../vite.config';

/** The modules a page with antd's Table loads: the entry's chunk and those it imports. */
async function tableModules(plugins: Plugin[]) {
  const entry = '\0entry';
  const bundle = await rolldown({
    input: entry,
    platform: 'browser',
    logLevel: 'silent',
    transform: { define: { 'process.env.NODE_ENV': '"production"' } },
    plugins: [{ name: 'entry', resolveId: (id) => (id === entry ? id : null), load: (id) => (id === entry ? "export { default } from 'antd/es/table';" : null) }, ...plugins],
  });
  const chunks = (await bundle.generate({ format: 'esm' })).output.filter((file) => file.type === 'chunk');
  const loaded = new Set<string>();
  const load = (fileName: string) => {
    if (loaded.has(fileName)) return;
    loaded.add(fileName);
    for (const imported of chunks.find((chunk) => chunk.fileName === fileName)!.imports) load(imported);
  };
  load(chunks.find((chunk) => chunk.isEntry)!.fileName);
  return chunks.filter((chunk) => loaded.has(chunk.fileName)).flatMap((chunk) => chunk.moduleIds.map((id) => id.replace(/.*\/node_modules\//, '')));
}

describe('modules free of side effects', () => {
  it('leaves rc-tree’s TreeNode out of a table, and keeps the helpers the table calls', async () => {
    const marked = await tableModules([antdLazyFilter(), sideEffectFree as Plugin]);
    expect(marked).toContain('rc-tree/es/util.js');
    expect(marked).toContain('rc-tree/es/utils/conductUtil.js');
    expect(marked.filter((id) => /^rc-tree\/es\/(TreeNode|Tree)\.js$/.test(id))).toEqual([]);
    const unmarked = await tableModules([antdLazyFilter()]);
    expect(unmarked).toContain('rc-tree/es/TreeNode.js');
  });
});
