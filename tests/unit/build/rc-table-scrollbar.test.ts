/**
 * The build has rc-table measure the browser's scrollbar (a div added to the page and measured: a forced
 * layout) only for a table with a fixed or sticky header, the one use of the width
 * (scripts/rc-table-scrollbar.ts).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Plugin } from 'rolldown';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { rcTableScrollbar, rcTableScrollbarPlugin } from '../../../scripts/rc-table-scrollbar';
import { bundleOf } from '../../helpers/bundle';

const require = createRequire(import.meta.url);
const TABLE = require.resolve('rc-table/es/Table.js');

type Mount = (scroll?: { x?: string; y?: number }) => () => void;

/** Mounts rc-table's Table (built with `plugins`) in the page; answers how many scrollbar measures it made. */
async function measuresFor(scrolls: ({ x?: string; y?: number } | undefined)[], plugins: Plugin[]): Promise<number[]> {
  const bundle = await bundleOf(
    `import { createElement as h } from 'react';
     import { flushSync } from 'react-dom';
     import { createRoot } from 'react-dom/client';
     import Table from 'rc-table';
     export const mount = (scroll) => {
       const root = createRoot(document.body.appendChild(document.createElement('div')));
       flushSync(() => root.render(h(Table, { rowKey: 'a', scroll, columns: [{ key: 'a', dataIndex: 'a', title: 'A' }], data: [{ a: 'x' }] })));
       return () => root.unmount();
     };`,
    plugins,
  );
  // Run in this page (happy-dom), not imported as a file.
  const { output } = await bundle.generate({ format: 'iife', name: 'bundled' });
  const { mount } = new Function(`${output[0].code}; return bundled;`)() as { mount: Mount };
  const appended = vi.spyOn(document.body, 'appendChild');
  const counts = [];
  for (const scroll of scrolls) {
    appended.mockClear();
    const unmount = mount(scroll);
    counts.push(appended.mock.calls.filter(([node]) => (node as Element).id?.startsWith('rc-scrollbar-measure')).length);
    unmount();
  }
  return counts;
}

describe('rc-table scrollbar', () => {
  afterEach(() => vi.restoreAllMocks());

  it("rewrites rc-table's Table, and no other module", () => {
    const code = rcTableScrollbar(readFileSync(TABLE, 'utf8'), TABLE)!.code;
    expect(code).toContain('(fixHeader || isSticky)) {');
    expect(code).toContain('}, [fixHeader || isSticky]);');
    expect(rcTableScrollbar('export default 1;', '/x/node_modules/rc-table/es/Body/index.js')).toBeNull();
    expect(() => rcTableScrollbar('export default 1;', TABLE)).toThrow('rc-table-scrollbar');
  });

  it('measures for a fixed header only', async () => {
    const plugin = rcTableScrollbarPlugin() as unknown as Plugin;
    expect(await measuresFor([undefined, { x: 'max-content' }, { y: 300 }], [plugin])).toEqual([0, 0, 1]);
    // rc-table as it ships: for every table.
    expect(await measuresFor([undefined, { x: 'max-content' }, { y: 300 }], [])).toEqual([1, 1, 1]);
  });
});
