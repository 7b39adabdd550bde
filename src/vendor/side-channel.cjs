'use strict';
/**
 * `side-channel` (qs's store of the objects it is walking, to stop at a cycle), for the browsers the
 * console runs in: all of them have WeakMap and Map. The package's own version also serves engines
 * without them, through get-intrinsic, call-bound and object-inspect (for one error message qs never
 * triggers): 7 kB gz of every signed-in page. Same interface and answers: vite.config.ts aliases the
 * package to this file, tests/unit/build/side-channel.test.ts holds the two side by side.
 */
module.exports = function getSideChannel() {
  var objects = new WeakMap();
  var primitives = new Map();
  var storeOf = function (key) {
    return key !== null && (typeof key === 'object' || typeof key === 'function') ? objects : primitives;
  };
  var channel = {
    assert: function (key) {
      if (!channel.has(key)) {
        throw new TypeError('Side channel does not contain ' + (storeOf(key) === objects ? 'the given object key' : typeof key === 'string' ? "'" + key + "'" : String(key)));
      }
    },
    delete: function (key) {
      return storeOf(key).delete(key);
    },
    get: function (key) {
      return storeOf(key).get(key);
    },
    has: function (key) {
      return storeOf(key).has(key);
    },
    set: function (key, value) {
      storeOf(key).set(key, value);
    },
  };
  return channel;
};
