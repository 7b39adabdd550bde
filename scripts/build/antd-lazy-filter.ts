/**
 * antd's Table loads its column filter's dropdown (antd/es/table/hooks/useFilter/FilterDropdown.js)
 * when a column with `filters` or `filterDropdown` first renders, not with every table. The dropdown
 * brings antd's Tree (rc-tree) and its search box and menu wrappers, about 16 kB gz on every page with a
 * table; the console's lists filter in their search bars and declare no column filters. Were one
 * declared, its header shows the column's title at once and the filter's trigger when the code is in.
 * `flattenKeys`, which the hook calls while it works out the filter state, is copied from the dropdown's
 * module by the build, so that the two cannot drift apart on an antd upgrade.
 * Build only, like the style stubs: a dev server and the tests run antd as it ships.
 */
import MagicString from 'magic-string';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Plugin, Rollup } from 'vite';

const USE_FILTER = /\/node_modules\/antd\/es\/table\/hooks\/useFilter\/index\.js$/;
const STATIC_IMPORT = "import FilterDropdown, { flattenKeys } from './FilterDropdown';";
/** What the copied `flattenKeys` calls besides itself, and the hook's module imports under the same name. */
const HELPERS = ['_toConsumableArray'];

type Node = { type: string; start: number; end: number; [key: string]: unknown };

/** The text of `export function flattenKeys` in the dropdown's module, without its `export`. */
function flattenKeysOf(dropdown: string, parse: (code: string) => object): string {
  const program = parse(dropdown) as Node;
  for (const statement of program.body as Node[]) {
    const declaration = statement.declaration as Node | undefined;
    if (statement.type === 'ExportNamedDeclaration' && declaration?.type === 'FunctionDeclaration' && (declaration.id as Node & { name: string }).name === 'flattenKeys') {
      return dropdown.slice(declaration.start, declaration.end);
    }
  }
  throw new Error('antd-lazy-filter: FilterDropdown.js exports no function flattenKeys');
}

/** The hook's module with the dropdown loaded on first render; fails the build on a shape it does not know. */
export function lazyFilterDropdown(code: string, id: string, dropdown: string, parse: (code: string) => object): { code: string; map: Rollup.SourceMapInput } {
  const at = code.indexOf(STATIC_IMPORT);
  if (at < 0 || code.indexOf(STATIC_IMPORT, at + 1) >= 0) throw new Error(`antd-lazy-filter: ${id} no longer imports the filter dropdown as \`${STATIC_IMPORT}\``);
  if (!/^import \* as React from 'react';$/m.test(code)) throw new Error(`antd-lazy-filter: ${id} no longer imports React as a namespace`);
  const flattenKeys = flattenKeysOf(dropdown, parse);
  for (const helper of HELPERS) {
    if (flattenKeys.includes(helper) && !new RegExp(`^import ${helper} from `, 'm').test(code)) throw new Error(`antd-lazy-filter: ${id} does not import ${helper}, which flattenKeys calls`);
  }
  const output = new MagicString(code);
  output.overwrite(
    at,
    at + STATIC_IMPORT.length,
    [
      flattenKeys,
      "const LazyFilterDropdown = /*#__PURE__*/React.lazy(() => import('./FilterDropdown'));",
      // The column's title (the dropdown's children) stands in until the dropdown's code is in.
      'function FilterDropdown(props) { return React.createElement(React.Suspense, { fallback: props.children }, React.createElement(LazyFilterDropdown, props)); }',
    ].join('\n'),
  );
  return { code: output.toString(), map: output.generateMap({ hires: 'boundary', source: id, includeContent: true }) };
}

export function antdLazyFilter(): Plugin {
  return {
    name: 'antd-lazy-filter',
    apply: 'build',
    transform: {
      filter: { id: USE_FILTER },
      handler(code, id) {
        const dropdown = readFileSync(join(dirname(id), 'FilterDropdown.js'), 'utf8');
        return lazyFilterDropdown(code, id, dropdown, (source) => this.parse(source));
      },
    },
  };
}
