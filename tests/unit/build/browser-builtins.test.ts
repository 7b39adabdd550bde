// @vitest-environment node
/**
 * The build leaves out library code for what browsers have (scripts/build/browser-builtins.ts): rc-resize-observer
 * gets the browser's ResizeObserver without the polyfill, and axios sends with XHR without its fetch
 * adapter, also when a list names 'fetch' first.
 */
import type { Plugin } from 'rolldown';
import { afterEach, describe, expect, it } from 'vitest';
import { browserBuiltin, browserBuiltins } from '../../../scripts/build/browser-builtins';
import { chunksOf, importBundle } from '../../helpers/bundle';

const codeOf = async (entry: string, plugins: Plugin[]) => (await chunksOf(entry, plugins)).map((chunk) => chunk.code).join('\n');
const plugin = browserBuiltins() as unknown as Plugin;

afterEach(() => {
  delete (globalThis as { XMLHttpRequest?: unknown }).XMLHttpRequest;
});

describe('browser builtins', () => {
  it('replaces the ResizeObserver polyfill and axios’s fetch adapter, and no other module', () => {
    expect(browserBuiltin('/x/node_modules/resize-observer-polyfill/dist/ResizeObserver.es.js')).toContain('globalThis.ResizeObserver');
    expect(browserBuiltin('/x/node_modules/axios/lib/adapters/fetch.js')).toContain('getFetch = () => false');
    for (const id of ['/x/node_modules/axios/lib/adapters/xhr.js', '/x/node_modules/axios/lib/adapters/adapters.js', '/x/node_modules/rc-resize-observer/es/index.js', '/x/src/api/fetch.js']) {
      expect(browserBuiltin(id), id).toBeNull();
    }
  });

  it('bundles rc-resize-observer with the browser’s ResizeObserver and without the polyfill', async () => {
    const entry = "export { default } from 'rc-resize-observer';";
    const polyfill = 'ResizeObserverSPI';
    expect(await codeOf(entry, [])).toContain(polyfill);
    const built = await codeOf(entry, [plugin]);
    expect(built).not.toContain(polyfill);
    expect(built).toContain('globalThis.ResizeObserver');
  });

  it('bundles axios without its fetch adapter', async () => {
    const entry = "import axios from 'axios'; export default axios;";
    expect(await codeOf(entry, [])).toContain('trackStream');
    expect(await codeOf(entry, [plugin])).not.toContain('trackStream');
  });

  it('sends with XHR, also from a list that names fetch first, and says fetch is not supported when asked for it alone', async () => {
    globalThis.XMLHttpRequest = class {} as unknown as typeof XMLHttpRequest;
    const { byDefault, fetchFirst, fetchAlone } = await importBundle<{ byDefault: string; fetchFirst: string; fetchAlone: string }>(
      `
      import axios from 'axios';
      const name = (list) => { try { return axios.getAdapter(list).adapterName; } catch (error) { return error.message; } };
      export const byDefault = name(axios.defaults.adapter);
      export const fetchFirst = name(['fetch', 'xhr']);
      export const fetchAlone = name('fetch');
    `,
      [plugin],
    );
    expect(byDefault).toBe('xhr');
    expect(fetchFirst).toBe('xhr');
    expect(fetchAlone).toContain('adapter fetch is not supported by the environment');
  });
});
