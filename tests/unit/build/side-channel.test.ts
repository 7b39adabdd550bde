// @vitest-environment node
/**
 * qs's side-channel, the console's own (src/vendor/side-channel.cjs, aliased in vite.config.ts): the same
 * answers as the package's, qs with it the same, and a bundle of qs with the console's aliases carries
 * neither the package nor object-inspect.
 */
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { aliases } from '../../../vite.config';
import { chunksOf } from '../../helpers/bundle';

const require = createRequire(import.meta.url);
type Channel = { assert(key: unknown): void; delete(key: unknown): boolean; get(key: unknown): unknown; has(key: unknown): boolean; set(key: unknown, value: unknown): void };
type GetChannel = () => Channel;
const ours = require('../../../src/vendor/side-channel.cjs') as GetChannel;
const theirs = require('side-channel') as GetChannel;

/** qs loaded anew with `side-channel` answering `channel` (Node's module cache, as the bundler's alias does). */
function qsWith(channel: GetChannel) {
  const qsDir = require.resolve('qs').replace(/lib\/index\.js$/, '');
  const sideChannelPath = require.resolve('side-channel', { paths: [qsDir] });
  const saved = require.cache[sideChannelPath];
  for (const id of Object.keys(require.cache)) if (id.startsWith(qsDir)) delete require.cache[id];
  require.cache[sideChannelPath] = { ...saved, exports: channel } as NodeJS.Module;
  try {
    return require('qs') as typeof import('qs');
  } finally {
    require.cache[sideChannelPath] = saved;
    for (const id of Object.keys(require.cache)) if (id.startsWith(qsDir)) delete require.cache[id];
  }
}

/** Every call of a scripted session on a channel, with what it answered or threw. */
function session(getChannel: GetChannel) {
  const object = {};
  const fn = () => undefined;
  const symbol = Symbol.for('key');
  const keys: unknown[] = [object, fn, 'page', 1, 0, null, undefined, symbol, ''];
  const channel = getChannel();
  const log: unknown[] = [];
  const run = (name: string, call: () => unknown) => {
    try {
      log.push([name, call()]);
    } catch (error) {
      log.push([name, 'throws', (error as Error).constructor.name, (error as Error).message]);
    }
  };
  for (const key of keys) {
    run('has before', () => channel.has(key));
    run('get before', () => channel.get(key));
    run('assert before', () => channel.assert(key));
    run('delete before', () => channel.delete(key));
    run('set', () => channel.set(key, { of: String(typeof key) }));
    run('get after', () => channel.get(key));
    run('has after', () => channel.has(key));
    run('assert after', () => channel.assert(key));
  }
  for (const key of keys) run('delete', () => channel.delete(key));
  for (const key of keys) run('has after delete', () => channel.has(key));
  // A new channel shares nothing with another.
  run('other channel', () => getChannel().has(object));
  return log;
}

describe('side-channel, the console’s own', () => {
  it('answers as the package does, key by key, errors included', () => {
    expect(session(ours)).toEqual(session(theirs));
  });

  it('keeps objects weakly and keys them by identity, primitives by value', () => {
    const channel = ours();
    channel.set({}, 'a');
    expect(channel.has({})).toBe(false);
    channel.set('1', 'string');
    channel.set(1, 'number');
    expect([channel.get('1'), channel.get(1)]).toEqual(['string', 'number']);
  });

  it('lets qs stringify and parse as with the package, and stop at a cycle', () => {
    const [qs, reference] = [qsWith(ours), qsWith(theirs)];
    const query = { currentPage: 2, filters: [{ field: 'name', operator: 'contains', value: '手机' }], sorters: [{ field: 'price', order: 'desc' }], shared: { a: 1 }, again: { a: 1 } };
    expect(qs.stringify(query)).toBe(reference.stringify(query));
    expect(qs.stringify(query, { encode: false, arrayFormat: 'brackets' })).toBe(reference.stringify(query, { encode: false, arrayFormat: 'brackets' }));
    const search = '?currentPage=2&filters[0][field]=name&filters[0][value]=%E6%89%8B%E6%9C%BA&a[b][c]=d';
    expect(qs.parse(search, { ignoreQueryPrefix: true, depth: 5 })).toEqual(reference.parse(search, { ignoreQueryPrefix: true, depth: 5 }));
    const cyclic: Record<string, unknown> = { a: 1 };
    cyclic.self = cyclic;
    expect(() => qs.stringify(cyclic)).toThrow(new RangeError('Cyclic object value'));
    expect(() => reference.stringify(cyclic)).toThrow(new RangeError('Cyclic object value'));
  });

  it('is what a bundle of qs holds with the console’s aliases: no side-channel package, no object-inspect', async () => {
    const [chunk] = await chunksOf("import qs from 'qs'; export default qs.stringify;", [], { resolve: { alias: aliases } });
    // The bundler names each module it holds on a line of its own: `// node_modules/qs/lib/utils.js`.
    const regions = [...chunk!.code.matchAll(/^\/\/ (\S+\.c?js)$/gm)].map((match) => match[1]);
    expect(regions).toContain('src/vendor/side-channel.cjs');
    expect(regions.filter((region) => /node_modules\/(side-channel|object-inspect|get-intrinsic)/.test(region))).toEqual([]);
    expect(regions.some((region) => region.includes('node_modules/qs/'))).toBe(true);
  });
});
