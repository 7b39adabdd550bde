/**
 * antd's `useToken`, which every antd component calls as it renders, passes @ant-design/cssinjs its
 * CSS-variable options as a new object each call, and cssinjs keys its token cache by a hash of them:
 * a string built and hashed (murmur2) in each of the ~1,000 calls of a list's first render, 13 ms of
 * the main thread (a CPU profile of the signed-in goods list, issue 18), and again in each render after.
 * The build gives `useToken` one options object per theme's CSS-variable settings (the same values),
 * which cssinjs has hashed once. Build only, like the style stubs: a dev server and the tests run antd as
 * it ships.
 */
import MagicString from 'magic-string';
import type { Plugin, Rollup } from 'vite';

const USE_TOKEN = /\/node_modules\/antd\/es\/theme\/useToken\.js$/;
const OPTIONS = /cssVar: cssVar && \{\s*prefix: cssVar\.prefix,\s*key: cssVar\.key,\s*unitless,\s*ignore,\s*preserve\s*\}/;
// The theme's settings object is the config provider's, kept while the theme is the same.
const OPTIONS_OF = `
const cssVarOptions = new WeakMap();
function cssVarOptionsOf(cssVar) {
  if (!cssVar) return cssVar;
  let options = cssVarOptions.get(cssVar);
  if (!options) cssVarOptions.set(cssVar, (options = { prefix: cssVar.prefix, key: cssVar.key, unitless, ignore, preserve }));
  return options;
}
`;

/** antd's `useToken` module with its options kept per theme; null for any other module. */
export function antdTokenOptions(code: string, id: string): { code: string; map: Rollup.SourceMapInput } | null {
  if (!USE_TOKEN.test(id)) return null;
  const found = OPTIONS.exec(code);
  if (!found) throw new Error(`antd-token-options: ${id} no longer passes \`cssVar: cssVar && { prefix, key, unitless, ignore, preserve }\``);
  const output = new MagicString(code);
  output.overwrite(found.index, found.index + found[0].length, 'cssVar: cssVarOptionsOf(cssVar)');
  output.append(OPTIONS_OF);
  return { code: output.toString(), map: output.generateMap({ hires: 'boundary', source: id, includeContent: true }) };
}

export function antdTokenOptionsPlugin(): Plugin {
  return {
    name: 'antd-token-options',
    apply: 'build',
    transform(code, id) {
      return antdTokenOptions(code, id);
    },
  };
}
