/**
 * Leaves antd's style functions out of the built console: its styles are the stylesheet built with it
 * (src/app/static-styles.tsx, scripts/build/antd-static-styles.ts), and antd builds none that the sheet holds.
 * Each antd style module hands its style function to a hook factory (`genStyleHooks('Table', genTableStyle,
 * prepareComponentToken)`); the function is replaced with a stub that records a miss
 * (src/app/antd-style-miss.ts), so the style functions and their helpers are dead code and the bundler
 * drops them. What the factory is also given stays: the component's default tokens
 * (prepareComponentToken), which antd writes at run time as the theme's CSS variables.
 * Build only: a dev server and the tests build antd's styles at run time, as antd ships.
 */
import MagicString from 'magic-string';
import { fileURLToPath } from 'node:url';
import type { Plugin, Rollup } from 'vite';

/** antd/es/theme/internal's factories, which take the style function second. */
const FACTORIES = new Set(['genStyleHooks', 'genComponentStyleHook', 'genSubStyleComponent']);
const STYLE_FUNCTION = new Set(['ArrowFunctionExpression', 'FunctionExpression', 'Identifier']);
const ANTD_MODULE = /\/node_modules\/antd\/es\//;
const MISS = fileURLToPath(new URL('../../src/app/antd-style-miss.ts', import.meta.url));

type Node = { type: string; start: number; end: number; [key: string]: unknown };
const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';

function* walk(node: Node): Generator<Node> {
  yield node;
  for (const value of Object.values(node)) {
    for (const child of Array.isArray(value) ? value : [value]) if (isNode(child)) yield* walk(child);
  }
}

/** The local names the module imports the factories under. */
function factoryNames(program: Node): Set<string> {
  const names = new Set<string>();
  for (const statement of program.body as Node[]) {
    if (statement.type !== 'ImportDeclaration') continue;
    for (const specifier of statement.specifiers as Node[]) {
      const imported = specifier.imported as Node | undefined;
      if (specifier.type === 'ImportSpecifier' && imported?.type === 'Identifier' && FACTORIES.has(imported.name as string)) names.add((specifier.local as Node).name as string);
    }
  }
  return names;
}

/** The style's name as antd keys it (`Table`, `Input-TextArea`), for the miss record. */
function componentName(code: string, argument: Node): string {
  if (argument.type === 'Literal') return String(argument.value);
  if (argument.type === 'ArrayExpression') return (argument.elements as Node[]).map((element) => (element.type === 'Literal' ? String(element.value) : code.slice(element.start, element.end))).join('-');
  return code.slice(argument.start, argument.end);
}

/** The module with each factory call's style function replaced by a stub; null when it has none. */
export function stubStyleFunctions(code: string, id: string, parse: (code: string) => object): { code: string; map: Rollup.SourceMapInput } | null {
  const program = parse(code) as Node;
  const factories = factoryNames(program);
  if (!factories.size) return null;
  const output = new MagicString(code);
  let stubbed = 0;
  for (const node of walk(program)) {
    const callee = node.callee as Node | undefined;
    const [component, styleFn] = (node.arguments ?? []) as Node[];
    if (node.type !== 'CallExpression' || callee?.type !== 'Identifier' || !factories.has(callee.name as string) || !component || !styleFn) continue;
    // Another shape of call (an antd upgrade) would stub what is not a style function.
    if (!STYLE_FUNCTION.has(styleFn.type)) throw new Error(`${id}: ${code.slice(node.start, component.end)} is not handed a style function second`);
    output.overwrite(styleFn.start, styleFn.end, `__styleMiss(${JSON.stringify(componentName(code, component))})`);
    stubbed++;
  }
  if (!stubbed) return null;
  output.prepend(`import { styleMiss as __styleMiss } from ${JSON.stringify(MISS)};\n`);
  return { code: output.toString(), map: output.generateMap({ hires: 'boundary', source: id, includeContent: true }) };
}

export function antdStyleStubs(): Plugin {
  return {
    name: 'antd-style-stubs',
    apply: 'build',
    transform: {
      filter: { id: ANTD_MODULE, code: /genStyleHooks|genComponentStyleHook|genSubStyleComponent/ },
      handler(code, id) {
        return stubStyleFunctions(code, id, (source) => this.parse(source));
      },
    },
  };
}
