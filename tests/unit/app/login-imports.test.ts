// @vitest-environment node
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * What the first page loads is what src/main.tsx imports statically (dynamic imports load later, on
 * demand). /login must carry only what the sign-in form needs: not the router, Refine, the
 * api client (axios), the signed-in console's code, or the demo marketplace.
 */
const root = resolve(__dirname, '../../..');
const STATIC_IMPORT = /^\s*(?:import|export)\s+(?!type\b)(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/gm;

function resolveSource(from: string, specifier: string): string | undefined {
  const base = specifier.startsWith('@/') ? resolve(root, 'src', specifier.slice(2)) : specifier.startsWith('.') ? resolve(dirname(from), specifier) : undefined;
  if (!base) return undefined;
  return ['', '.ts', '.tsx', '/index.ts', '/index.tsx'].map((ext) => base + ext).find((path) => existsSync(path) && statSync(path).isFile());
}

/** Every module src/main.tsx loads before its first render, and every package they name. */
function staticClosure(entry: string) {
  const files = new Set<string>();
  const packages = new Set<string>();
  const visit = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    for (const [, specifier] of readFileSync(file, 'utf8').matchAll(STATIC_IMPORT)) {
      const source = resolveSource(file, specifier!);
      if (source) visit(source);
      else if (!specifier!.startsWith('.') && !specifier!.startsWith('@/')) packages.add(specifier!);
    }
  };
  visit(resolve(root, entry));
  return { files: [...files].map((file) => file.slice(root.length + 1)), packages: [...packages] };
}

describe('what /login loads', () => {
  const { files, packages } = staticClosure('src/main.tsx');

  it('reaches the sign-in page', () => {
    expect(files).toContain('src/pages/login/index.tsx');
  });

  it('holds neither the router, Refine, the api client nor the signed-in console', () => {
    expect(packages.filter((name) => /^(react-router|@refinedev|axios|lossless-json|js-md5)/.test(name))).toEqual([]);
    expect(files.filter((file) => /^src\/(App\.tsx|api\/(index|client)\.ts|app\/SignedInConsole|engine\/|resources\/|schemas\/|mocks\/|layout\/(AppLayout|tabs\/))/.test(file))).toEqual([]);
  });

  it("draws no antd Card, Typography, Result or message (their Tabs, menus, pictures and toasts load when needed)", () => {
    const antdNames = files.flatMap((file) => [...readFileSync(resolve(root, file), 'utf8').matchAll(/import\s+\{([^}]*)\}\s+from\s+'antd'/g)].flatMap((m) => m[1]!.split(',').map((name) => name.trim())));
    expect(antdNames.filter((name) => ['Card', 'Typography', 'Result', 'Tabs', 'Menu', 'Modal', 'App', 'Spin', 'message'].includes(name))).toEqual([]);
  });
});
