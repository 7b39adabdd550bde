/**
 * Library code for what every browser the console supports already has, left out of the build
 * (every signed-in page loads it).
 * - `resize-observer-polyfill` (rc-resize-observer's, under every antd table, menu and tabs): it hands
 *   out the browser's own ResizeObserver wherever there is one, and bundles its polyfill all the same
 *   (2.1 kB gz). The build gives rc-resize-observer the browser's.
 * - axios's fetch adapter: axios sends with the first adapter of `['xhr', 'http', 'fetch']` the
 *   environment supports, which in a browser is XMLHttpRequest (the console's client takes axios's
 *   default list: src/api/client.ts), yet bundles the fetch adapter and runs its feature tests as it
 *   loads (3 kB gz). The build's fetch adapter answers "not supported", as axios's own does where fetch
 *   is missing, so that a list naming 'fetch' before 'xhr' would still end on XHR.
 * Build only: the tests run in jsdom, which has no ResizeObserver of its own, and in Node, where axios
 * sends with its other adapters.
 */
import type { Plugin } from 'vite';

const RESIZE_OBSERVER_POLYFILL = /\/node_modules\/resize-observer-polyfill\//;
const AXIOS_FETCH_ADAPTER = /\/node_modules\/axios\/lib\/adapters\/fetch\.js$/;

/** The replacement source of a module the browser has no need for, or null for any other module. */
export function browserBuiltin(id: string): string | null {
  if (RESIZE_OBSERVER_POLYFILL.test(id)) return 'export default globalThis.ResizeObserver;\n';
  // axios's adapter list calls `getFetch(config)`: false is its "not supported by the environment".
  if (AXIOS_FETCH_ADAPTER.test(id)) return 'export const getFetch = () => false;\nexport default false;\n';
  return null;
}

export function browserBuiltins(): Plugin {
  return {
    name: 'browser-builtins',
    apply: 'build',
    enforce: 'pre',
    load(id) {
      const code = browserBuiltin(id);
      return code === null ? null : { code, moduleSideEffects: false };
    },
  };
}
