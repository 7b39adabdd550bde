// @vitest-environment node
/** V8's compile hint on the chunks a page loads on demand (scripts/build/compile-hints.ts), not on those every page loads. */
import type { Rollup } from 'vite';
import { describe, expect, it } from 'vitest';
import { COMPILE_HINT, hintChunks, initialChunks } from '../../../scripts/build/compile-hints';

const chunk = (fileName: string, imports: string[], { isEntry = false, map = false } = {}) =>
  ({ type: 'chunk', fileName, imports, isEntry, code: `/* ${fileName} */`, map: map ? { mappings: 'AAAA' } : null }) as unknown as Rollup.OutputChunk;

/** index.js imports react.js, which imports runtime.js; login.js and console.js load on demand and share shared.js. */
const bundle = (): Rollup.OutputBundle => {
  const files = [
    chunk('index.js', ['react.js'], { isEntry: true }),
    chunk('react.js', ['runtime.js']),
    chunk('runtime.js', []),
    chunk('login.js', ['react.js']),
    chunk('console.js', ['react.js', 'shared.js'], { map: true }),
    chunk('shared.js', ['runtime.js']),
  ];
  return Object.fromEntries([...files.map((file) => [file.fileName, file]), ['antd.css', { type: 'asset', fileName: 'antd.css', source: 'a{}' }]]);
};

describe('compile hints', () => {
  it('finds the chunks every page loads: the entry and what it imports, transitively', () => {
    expect(initialChunks(bundle() as Record<string, Rollup.OutputChunk>)).toEqual(new Set(['index.js', 'react.js', 'runtime.js']));
  });

  it('puts the hint on the first line of each chunk loaded on demand, and nowhere else', () => {
    const files = bundle();
    hintChunks(files);
    const code = (name: string) => (files[name] as Rollup.OutputChunk).code;
    for (const name of ['login.js', 'console.js', 'shared.js']) expect(code(name)).toBe(`${COMPILE_HINT}\n/* ${name} */`);
    for (const name of ['index.js', 'react.js', 'runtime.js']) expect(code(name)).toBe(`/* ${name} */`);
    expect((files['antd.css'] as Rollup.OutputAsset).source).toBe('a{}');
  });

  it('moves a source map down by the hint’s line', () => {
    const files = bundle();
    hintChunks(files);
    expect((files['console.js'] as Rollup.OutputChunk).map?.mappings).toBe(';AAAA');
  });
});
