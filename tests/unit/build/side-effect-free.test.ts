// @vitest-environment node
/**
 * Modules the build marks free of side effects (vite.config.ts): antd's Table, whose selection takes two
 * array helpers from rc-tree's `util`, bundles without rc-tree's TreeNode, which that module imports;
 * without the mark, the TreeNode comes with every table. `@refinedev/antd`'s one file imports
 * react-markdown and remark-gfm for its MarkdownField: without the mark, any of its hooks brings them
 * (43 kB gzip on the pickers' chunk).
 */
import type { Plugin } from 'rolldown';
import { describe, expect, it } from 'vitest';
import { antdLazyFilter } from '../../../scripts/antd-lazy-filter';
import { sideEffectFree } from '../../../vite.config';
import { chunksOf, loadedWithEntry } from '../../helpers/bundle';

/** The modules a page with antd's Table loads. */
const tableModules = async (plugins: Plugin[]) =>
  loadedWithEntry(await chunksOf("export { default } from 'antd/es/table';", plugins)).flatMap((chunk) => chunk.moduleIds.map((id) => id.replace(/.*\/node_modules\//, '')));

/** The packages bundled with a module that uses `@refinedev/antd`'s table hook only. */
const tableHookPackages = async (plugins: Plugin[]) =>
  loadedWithEntry(await chunksOf("export { useTable } from '@refinedev/antd';", plugins)).flatMap((chunk) => chunk.moduleIds.map((id) => id.replace(/.*\/node_modules\//, '').split('/')[0]!));

describe('modules free of side effects', () => {
  it('leaves rc-tree’s TreeNode out of a table, and keeps the helpers the table calls', async () => {
    const marked = await tableModules([antdLazyFilter(), sideEffectFree as Plugin]);
    expect(marked).toContain('rc-tree/es/util.js');
    expect(marked).toContain('rc-tree/es/utils/conductUtil.js');
    expect(marked.filter((id) => /^rc-tree\/es\/(TreeNode|Tree)\.js$/.test(id))).toEqual([]);
    const unmarked = await tableModules([antdLazyFilter()]);
    expect(unmarked).toContain('rc-tree/es/TreeNode.js');
  });

  it('leaves react-markdown and remark-gfm out of a module that uses @refinedev/antd’s table hook', async () => {
    const marked = await tableHookPackages([sideEffectFree as Plugin]);
    expect(marked).toContain('@refinedev');
    expect(marked.filter((name) => /^(react-markdown|remark-gfm|micromark)$/.test(name))).toEqual([]);
    const unmarked = await tableHookPackages([]);
    expect(unmarked).toContain('react-markdown');
  });
});
