// @vitest-environment node
/**
 * The build gives antd's `useToken` one CSS-variable options object per theme (scripts/antd-token-options.ts):
 * @ant-design/cssinjs hashes the options once, not in every antd component's every render.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Plugin } from 'rolldown';
import { describe, expect, it } from 'vitest';
import { antdTokenOptions, antdTokenOptionsPlugin } from '../../../scripts/antd-token-options';
import { importBundle } from '../../helpers/bundle';

const require = createRequire(import.meta.url);
const USE_TOKEN = require.resolve('antd/es/theme/useToken.js');
const HASH = require.resolve('@emotion/hash/dist/hash.esm.js');

/** @emotion/hash (cssinjs's murmur2) counting its calls in `globalThis.hashes`. */
const countedHash: Plugin = {
  name: 'counted-hash',
  resolveId: (id, importer) => (id === '@emotion/hash' && importer !== '\0counted-hash' ? '\0counted-hash' : null),
  load: (id) => (id === '\0counted-hash' ? `import hash from ${JSON.stringify(HASH)}; export default (text) => ((globalThis.hashes = (globalThis.hashes ?? 0) + 1), hash(text));` : null),
};

/** The hashes made to render `count` antd tags under a theme with CSS variables, server-side. */
async function hashesFor(count: number, plugins: Plugin[]): Promise<number> {
  const { render } = await importBundle<{ render: (count: number) => string }>(
    `import { createElement as h } from 'react';
     import { renderToString } from 'react-dom/server.browser';
     import ConfigProvider from 'antd/es/config-provider';
     import Tag from 'antd/es/tag';
     export const render = (count) => renderToString(h(ConfigProvider, { theme: { cssVar: true } }, Array.from({ length: count }, (_, i) => h(Tag, { key: i }, 'a'))));`,
    [countedHash, ...plugins],
  );
  (globalThis as { hashes?: number }).hashes = 0;
  render(count);
  return (globalThis as { hashes?: number }).hashes!;
}

describe('antd token options', () => {
  it("rewrites antd's useToken to keep its options per theme, and no other module", () => {
    const code = antdTokenOptions(readFileSync(USE_TOKEN, 'utf8'), USE_TOKEN)!.code;
    expect(code).toContain('cssVar: cssVarOptionsOf(cssVar)');
    expect(code).not.toMatch(/cssVar: cssVar && \{/);
    expect(antdTokenOptions('export default 1;', '/x/node_modules/antd/es/theme/useToken.ts')).toBeNull();
    expect(() => antdTokenOptions('export default 1;', USE_TOKEN)).toThrow('antd-token-options');
  });

  it('hashes the options once a theme, not once a component', async () => {
    const plugin = antdTokenOptionsPlugin() as unknown as Plugin;
    const [one, many] = [await hashesFor(1, [plugin]), await hashesFor(40, [plugin])];
    expect(many).toBe(one);
    // antd as it ships: a hash for each tag's each token read.
    expect((await hashesFor(40, [])) - (await hashesFor(1, []))).toBeGreaterThanOrEqual(39);
  });
});
