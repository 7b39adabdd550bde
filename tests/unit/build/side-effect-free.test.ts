// @vitest-environment node
/**
 * Modules the build marks free of side effects (vite.config.ts): antd's Table, whose selection takes two
 * array helpers from rc-tree's `util`, bundles without rc-tree's TreeNode, which that module imports;
 * without the mark, the TreeNode comes with every table.
 */
import type { Plugin } from 'rolldown';
import { describe, expect, it } from 'vitest';
import { antdLazyFilter } from '../../../scripts/build/antd-lazy-filter';
import { sideEffectFree } from '../../../vite.config';
import { chunksOf, loadedWithEntry } from '../../helpers/bundle';

/** The modules a page with antd's Table loads. */
const tableModules = async (plugins: Plugin[]) =>
  loadedWithEntry(await chunksOf("export { default } from 'antd/es/table';", plugins)).flatMap((chunk) => chunk.moduleIds.map((id) => id.replace(/.*\/node_modules\//, '')));

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
