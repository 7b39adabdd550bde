/**
 * A build rewrite of one library module (antd's, rc-*'s): the one place in it that `pattern` finds is
 * replaced, with a source map. A module that no longer has that place fails the build, named by the
 * rewrite, rather than ship unchanged: each rewrite is measured against the code it was written for.
 */
import MagicString from 'magic-string';
import type { Plugin, Rollup } from 'vite';

export type Rewritten = { code: string; map: Rollup.SourceMapInput };

interface Rewrite {
  /** Says which rewrite failed. */
  name: string;
  /** The module's id. */
  module: RegExp;
  pattern: RegExp;
  replace: (found: string) => string;
  /** Code added at the module's end (what the replacement calls). */
  append?: string;
}

/** `code` rewritten if `id` is the rewrite's module; null for any other module. */
export function rewriteModule(code: string, id: string, { name, module, pattern, replace, append }: Rewrite): Rewritten | null {
  if (!module.test(id)) return null;
  const found = pattern.exec(code);
  if (!found) throw new Error(`${name}: ${id} no longer has the code this rewrite expects`);
  const output = new MagicString(code);
  output.overwrite(found.index, found.index + found[0].length, replace(found[0]));
  if (append) output.append(append);
  return { code: output.toString(), map: output.generateMap({ hires: 'boundary', source: id, includeContent: true }) };
}

/** The build-only plugin of a rewrite: a dev server and the tests run the library as it ships. */
export const rewritePlugin = (name: string, rewrite: (code: string, id: string) => Rewritten | null): Plugin => ({
  name,
  apply: 'build',
  transform: (code, id) => rewrite(code, id),
});
