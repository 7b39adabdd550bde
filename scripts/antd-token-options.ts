/**
 * antd's `useToken`, which every antd component calls as it renders, passes @ant-design/cssinjs its
 * CSS-variable options as a new object each call, and cssinjs keys its token cache by a hash of them:
 * a string built and hashed (murmur2) in each of the ~1,000 calls of a list's first render, 13 ms of
 * the main thread (a CPU profile of the signed-in goods list), and again in each render after.
 * The build gives `useToken` one options object per theme's CSS-variable settings (the same values),
 * which cssinjs has hashed once. Build only, like the style stubs: a dev server and the tests run antd as
 * it ships.
 */
import { rewriteModule, rewritePlugin, type Rewritten } from './module-rewrite.ts';

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
export const antdTokenOptions = (code: string, id: string): Rewritten | null =>
  rewriteModule(code, id, { name: 'antd-token-options', module: USE_TOKEN, pattern: OPTIONS, replace: () => 'cssVar: cssVarOptionsOf(cssVar)', append: OPTIONS_OF });

export const antdTokenOptionsPlugin = () => rewritePlugin('antd-token-options', antdTokenOptions);
