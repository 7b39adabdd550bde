/**
 * The build loads antd's table filter dropdown on first use (scripts/build/antd-lazy-filter.ts): the rewrite of
 * antd's own module, the build failing on a shape it does not know, a bundle's table without antd's
 * Tree, and a filtered column of that bundle still showing its title at once and its filter when the
 * dropdown's code is in.
 */
import { readFileSync } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { waitFor } from '@testing-library/react';
import { parseAst } from 'vite';
import { describe, expect, it } from 'vitest';
import { antdLazyFilter, lazyFilterDropdown } from '../../../scripts/build/antd-lazy-filter';
import { bundleOf } from '../../helpers/bundle';

const DIR = 'node_modules/antd/es/table/hooks/useFilter';
const TMP = resolve('node_modules/.tmp');
const useFilter = readFileSync(`${DIR}/index.js`, 'utf8');
const dropdown = readFileSync(`${DIR}/FilterDropdown.js`, 'utf8');
const rewrite = (code = useFilter, dropdownCode = dropdown) => lazyFilterDropdown(code, `${DIR}/index.js`, dropdownCode, parseAst).code;

describe('antd table filter dropdown on first use', () => {
  it('imports antd’s dropdown only on demand, and keeps flattenKeys as antd writes it', () => {
    const code = rewrite();
    expect(() => parseAst(code)).not.toThrow();
    expect(code).not.toMatch(/^import [^;]*from '\.\/FilterDropdown';$/m);
    expect(code).toContain("React.lazy(() => import('./FilterDropdown'))");
    // The copy runs as antd's: every value of a tree of filters, depth first.
    const body = code.slice(code.indexOf('function flattenKeys'), code.indexOf('const LazyFilterDropdown'));
    const flattenKeys = new Function('_toConsumableArray', `${body}; return flattenKeys;`)((list: unknown[]) => [...list]);
    const filters = [{ value: 'a', children: [{ value: 'b' }, { value: 'c', children: [{ value: 'd' }] }] }, { value: 'e' }];
    expect(flattenKeys(filters)).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(flattenKeys(undefined)).toEqual([]);
  });

  it('fails the build when antd no longer has the shape it rewrites', () => {
    expect(() => rewrite(useFilter.replace("import FilterDropdown, { flattenKeys } from './FilterDropdown';", "import FilterDropdown from './FilterDropdown';"))).toThrow(/no longer imports the filter dropdown/);
    expect(() => rewrite(useFilter.replace("import * as React from 'react';", "import React from 'react';"))).toThrow(/React as a namespace/);
    expect(() => rewrite(useFilter, dropdown.replace('export function flattenKeys', 'function flattenKeys'))).toThrow(/exports no function flattenKeys/);
    expect(() => rewrite(useFilter.replace(/^import _toConsumableArray from .*$/m, ''))).toThrow(/does not import _toConsumableArray/);
  });

  it('builds a table without antd’s Tree, whose filtered column shows its title at once and its filter once loaded', async () => {
    const bundle = await bundleOf(
      [
        "import { createElement } from 'react';",
        "import { flushSync } from 'react-dom';",
        "import { createRoot } from 'react-dom/client';",
        "import Table from 'antd/es/table';",
        "const columns = [{ title: 'Status', dataIndex: 'status', filters: [{ text: 'On sale', value: 1 }] }, { title: 'Name', dataIndex: 'name' }];",
        "export function mount(element) { const root = createRoot(element); flushSync(() => root.render(createElement(Table, { columns, dataSource: [{ key: '1', status: 1, name: 'Pen' }], pagination: false }))); return root; }",
      ].join('\n'),
      [antdLazyFilter()],
    );
    // Node loads the bundle as it is (vitest leaves what is under node_modules to it).
    await mkdir(TMP, { recursive: true });
    const dir = await mkdtemp(join(TMP, 'antd-lazy-filter-'));
    try {
      const { output } = await bundle.write({ dir, format: 'esm', entryFileNames: '[name].mjs', chunkFileNames: '[name]-[hash].mjs' });
      const chunks = output.filter((file) => file.type === 'chunk');
      const main = chunks.find((chunk) => chunk.isEntry)!;
      const lazy = chunks.find((chunk) => chunk.moduleIds.some((id) => id.endsWith('/useFilter/FilterDropdown.js')))!;
      expect(lazy.isDynamicEntry).toBe(true);
      expect(main.moduleIds.some((id) => id.endsWith('/useFilter/FilterDropdown.js') || /\/rc-tree\/es\/Tree\.js$/.test(id))).toBe(false);
      expect(lazy.moduleIds.some((id) => /\/rc-tree\/es\/Tree\.js$/.test(id))).toBe(true);

      const element = document.createElement('div');
      document.body.append(element);
      const { mount } = (await import(/* @vite-ignore */ join(dir, main.fileName))) as { mount: (element: HTMLElement) => { unmount(): void } };
      const root = mount(element);
      const titles = () => [...element.querySelectorAll('th')].map((th) => th.textContent);
      expect(titles()).toEqual(['Status', 'Name']);
      await waitFor(() => expect(element.querySelector('th .ant-table-filter-trigger')).not.toBeNull());
      expect(titles()).toEqual(['Status', 'Name']);
      root.unmount();
      element.remove();
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
