// @vitest-environment node
/**
 * Babel's `objectSpread2`, the console's own (src/vendor/object-spread.ts, aliased in vite.config.ts):
 * the same objects as Babel's helper for what Babel's compiled spreads hand it, and what a bundle of
 * antd's parts holds with the console's aliases.
 */
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import ours from '../../../src/vendor/object-spread';
import { aliases } from '../../../vite.config';
import { chunksOf } from '../../helpers/bundle';

// Babel's own, by its CommonJS name: the tests resolve the ES module's name to the console's (the alias).
const babel = createRequire(import.meta.url)('@babel/runtime/helpers/objectSpread2') as typeof ours;

/** Everything an object is: its prototype and each own key's descriptor, in order. */
const anatomy = (object: object) => ({
  prototype: Object.getPrototypeOf(object) as unknown,
  keys: Reflect.ownKeys(object),
  descriptors: Object.getOwnPropertyDescriptors(object),
});

const symbol = Symbol('key');
const hidden = Symbol('hidden');
/** Sources as a component's props are: values, functions, symbols, keys that clash. */
function sources() {
  const props: Record<PropertyKey, unknown> = { className: 'ant-btn', style: { color: 'red' }, onClick: () => undefined, disabled: false, [symbol]: 'symbol value' };
  Object.defineProperty(props, 'internal', { value: 'not enumerable', enumerable: false });
  Object.defineProperty(props, hidden, { value: 'hidden symbol', enumerable: false });
  return props;
}

describe('objectSpread2, the console’s own', () => {
  it.each([
    ['one source', () => [sources()]],
    ['a later key wins, in the first key’s place', () => [sources(), {}, { className: 'override', role: 'button' }]],
    ['null and undefined add nothing', () => [null, {}, undefined, { a: 1 }]],
    ['a string spreads its characters', () => ['ab']],
    ['numbers and booleans add nothing', () => [1, {}, true]],
    ['nested spreads', () => [{ a: 1, b: 2 }, {}, { b: 3 }, { c: 4 }, { d: 5 }]],
  ])('copies as Babel’s does: %s', (_name, args) => {
    const given = args();
    expect(anatomy(ours({ first: true }, ...given))).toEqual(anatomy(babel({ first: true }, ...given)));
  });

  it('reads a spread source’s getter once, as a value', () => {
    let reads = 0;
    const source = {
      get value() {
        reads += 1;
        return 'read';
      },
    };
    const copy = ours({}, source);
    expect(Object.getOwnPropertyDescriptor(copy, 'value')).toEqual({ value: 'read', enumerable: true, configurable: true, writable: true });
    expect(reads).toBe(1);
    expect(anatomy(copy)).toEqual(anatomy(babel({}, source)));
  });

  it('keeps the getter of a compiled literal (`{ ...a, get b() {} }`), as Babel’s does', () => {
    const literal = {
      plain: 1,
      get computed() {
        return 2;
      },
    };
    const copy = ours({}, { a: 0 }, literal);
    expect(typeof Object.getOwnPropertyDescriptor(copy, 'computed')?.get).toBe('function');
    expect(anatomy(copy)).toEqual(anatomy(babel({}, { a: 0 }, literal)));
    // One under a symbol (`{ ...a, get [key]() {} }`) too.
    const bySymbol = {
      get [symbol]() {
        return 3;
      },
    };
    const symbolCopy = ours({}, { a: 0 }, bySymbol);
    expect(typeof Object.getOwnPropertyDescriptor(symbolCopy, symbol)?.get).toBe('function');
    expect(anatomy(symbolCopy)).toEqual(anatomy(babel({}, { a: 0 }, bySymbol)));
  });

  it('copies an own `__proto__` key (a parsed answer can have one) as a key, without touching the prototype', () => {
    const parsed = JSON.parse('{"__proto__": {"isAdmin": true}, "name": "row"}') as object;
    for (const place of [1, 2]) {
      const args = place === 1 ? [parsed] : [{}, parsed];
      const copy = ours({}, ...args) as Record<string, unknown>;
      expect(Object.getPrototypeOf(copy)).toBe(Object.prototype);
      expect(copy.isAdmin).toBeUndefined();
      expect(Object.hasOwn(copy, '__proto__')).toBe(true);
      expect(anatomy(copy)).toEqual(anatomy(babel({}, ...args)));
    }
  });

  it('answers with the object it was given', () => {
    const target = {};
    expect(ours(target, { a: 1 })).toBe(target);
  });

  it('is what a bundle of antd’s parts holds with the console’s aliases, not Babel’s helper', async () => {
    const [chunk] = await chunksOf("import pickAttrs from 'rc-util/es/pickAttrs'; import Overflow from 'rc-overflow'; export default [pickAttrs, Overflow];", [], { resolve: { alias: aliases } });
    // The bundler names each module it holds on a line of its own: `// node_modules/rc-overflow/es/Item.js`.
    const regions = [...chunk!.code.matchAll(/^\/\/ (\S+\.(?:js|ts))$/gm)].map((match) => match[1]);
    expect(regions).toContain('src/vendor/object-spread.ts');
    expect(regions).not.toContain('node_modules/@babel/runtime/helpers/esm/objectSpread2.js');
    expect(regions.some((region) => region.includes('node_modules/rc-overflow/'))).toBe(true);
  });
});
