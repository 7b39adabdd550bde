import { defineConfig, loadEnv, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath, URL } from 'node:url';
import { antdColorImportsPlugin } from './scripts/build/antd-color-imports.ts';
import { antdLazyFilter } from './scripts/build/antd-lazy-filter.ts';
import { antdStaticStyles } from './scripts/build/antd-static-styles.ts';
import { antdStyleStubs } from './scripts/build/antd-style-stubs.ts';
import { browserBuiltins } from './scripts/build/browser-builtins.ts';
import { compileHints } from './scripts/build/compile-hints.ts';
import { consoleChunk } from './scripts/build/console-chunk.ts';
import { contentSecurityPolicyPlugin } from './scripts/build/content-security-policy.ts';

/** The demo marketplace in its own chunk, so that the bench can tell the console's bytes from the demo's. */
const DEMO_MODULES = /\/src\/mocks\/|\/node_modules\/(msw|@mswjs|@bundled-es-modules)\//;

/**
 * Library code shared by this many lazy chunks or more (antd's and rc-*'s base: context, motion,
 * trigger, styles) goes in one chunk, which /login and every page load anyway. Without it rolldown cuts
 * that base into a chunk per set of lazy chunks sharing it (84 files for /login, 121 for the goods list,
 * +12 kB gz of per-file overhead), and too low a count puts code /login does not use in the chunk.
 * Measured with the bare /login (JS each page loads, gz, production build in Chromium; stop 34, once
 * antd's Typography left the lists): 66 → /login 195 kB in 18 files, the goods list 426 kB in 51;
 * 63 → 197 kB in 14, 424 kB in 44; 62 → 202 kB; 60 → 215 kB in 12, 419 kB in 36 (its first goods row not
 * sooner: 14 alternating pairs); 56 → 223 kB. Check `npm run bench` when many lazy chunks are added or
 * removed: the count that works moves with them.
 */
const SHARED_CORE_MIN_SHARE = 63;

/**
 * The console's import names: `@` is src; `side-channel` (qs's, under Refine's URL parsing) is the
 * console's own for browsers with WeakMap (src/vendor/side-channel.cjs: 7 kB gz less on every signed-in
 * page); Babel's object spread helper, which antd's rc-* parts call in every render, copies with the
 * engine's `Object.assign` (src/vendor/object-spread.ts). The tests resolve the same.
 */
export const aliases = {
  '@': fileURLToPath(new URL('./src', import.meta.url)),
  'side-channel': fileURLToPath(new URL('./src/vendor/side-channel.cjs', import.meta.url)),
  '@babel/runtime/helpers/esm/objectSpread2': fileURLToPath(new URL('./src/vendor/object-spread.ts', import.meta.url)),
};

/** A build with the demo off ships no service worker either. */
const dropDemoWorker = (demo: boolean): Plugin => ({
  name: 'drop-demo-worker',
  apply: 'build',
  writeBundle(options) {
    if (!demo) rmSync(resolve(options.dir ?? 'dist', 'mockServiceWorker.js'), { force: true });
  },
});

/**
 * Modules that do nothing but define their exports, though their package does not say so (papaparse is
 * a UMD file): marked free of side effects, a module the console imports but never calls is dropped.
 * Refine's core imports papaparse for its CSV import/export hooks (useImport, useExport), which the
 * console does not use (its own import and export go through the API): 5.8 kB gz less on every
 * signed-in page. Were those hooks ever used, papaparse would be bundled with them as before.
 * error-stack-parser (and its stackframe) serve Refine's devtools traces, which run in development only:
 * 1.4 kB gz less. rc-tree: antd's Table takes two array helpers from its `util` module, which imports its
 * TreeNode component; with the Tree itself loaded on demand (scripts/build/antd-lazy-filter.ts), the TreeNode
 * stays with it: 1.9 kB gz less on every page with a table.
 */
const SIDE_EFFECT_FREE = /\/node_modules\/(papaparse|error-stack-parser|stackframe|rc-tree)\//;
export const sideEffectFree: Plugin = {
  name: 'side-effect-free-modules',
  apply: 'build',
  transform(code, id) {
    if (SIDE_EFFECT_FREE.test(id)) return { code, map: null, moduleSideEffects: false };
  },
};

/**
 * Parts of the build a measurement leaves out (`CONSOLE_WITHOUT=antd-lazy-filter,side-channel`: plugin or
 * alias names): `npm run bench -- --without <names>` builds the console a second time so and measures both
 * side by side, which is how each rewrite of a library shows what it buys. An unknown name fails the build.
 */
const left = new Set((process.env.CONSOLE_WITHOUT ?? '').split(',').filter(Boolean));
const withoutLeftOut = <T,>(parts: T[], nameOf: (part: T) => string | undefined): T[] => parts.filter((part) => !left.has(nameOf(part) ?? ''));
const assertKnown = (names: (string | undefined)[]) => {
  const unknown = [...left].filter((name) => !names.includes(name));
  if (unknown.length) throw new Error(`CONSOLE_WITHOUT: no plugin or alias named ${unknown.join(', ')} (known: ${names.filter(Boolean).join(', ')})`);
};

export default defineConfig(({ mode }) => {
  const env = { ...loadEnv(mode, process.cwd(), 'VITE_'), ...process.env };
  const demo = env.VITE_MOCK === 'on';
  const plugins = [react(), dropDemoWorker(demo), sideEffectFree, browserBuiltins(), antdStaticStyles(), antdStyleStubs(), antdLazyFilter(), antdColorImportsPlugin(), compileHints(), consoleChunk(fileURLToPath(import.meta.url), fileURLToPath(new URL('./src/app/SignedInConsole.tsx', import.meta.url))), contentSecurityPolicyPlugin({ demo, apiUrls: [env.VITE_SELLER_API_URL ?? '', env.VITE_BASE_API_URL ?? ''] })];
  assertKnown([...plugins.map((plugin) => (plugin as Plugin).name), ...Object.keys(aliases)]);
  return {
    base: env.VITE_ROUTER_BASE || '/',
    // A literal the bundler folds: with the demo off, the demo's dynamic imports are dead code and vanish.
    define: { __DEMO_MODE__: JSON.stringify(demo) },
    plugins: withoutLeftOut(plugins, (plugin) => (plugin as Plugin).name),
    resolve: { alias: Object.fromEntries(withoutLeftOut(Object.entries(aliases), ([name]) => name)) },
    server: { port: 5173 },
    preview: { port: 4173 },
    build: {
      chunkSizeWarningLimit: 1500,
      rollupOptions: {
        output: {
          codeSplitting: {
            groups: [
              { name: 'demo-marketplace', test: DEMO_MODULES, priority: 2 },
              { name: 'shared-core', test: /\/node_modules\//, minShareCount: SHARED_CORE_MIN_SHARE, priority: 1 },
            ],
          },
        },
      },
    },
  };
});
