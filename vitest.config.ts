import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { aliases } from './vite.config.ts';

/**
 * The console's test files share one module graph per worker: importing the console and building a DOM
 * anew for each file took a third of the run (unit files: 97 s of 2-core time against 34 s shared; flows:
 * about 100 s of imports). Each file starts from a fresh page's state (tests/setup-fresh-file.ts). A file
 * that mocks a module (vi.mock) would mock it for every file of its worker, and one that tests what a
 * page load does to module state says so with a line `// Own module graph: <why>`: those keep their own.
 */
const OWN_GRAPH = /\bvi\.(do)?mock\(|^\/\/ Own module graph:/m;
const ownGraphFiles = readdirSync('tests', { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.test\.tsx?$/.test(file) && !/^(e2e|mocks)\//.test(file))
  .map((file) => `tests/${file}`)
  .filter((file) => OWN_GRAPH.test(readFileSync(file, 'utf8')));

export default defineConfig({
  plugins: [react()],
  define: { __DEMO_MODE__: 'false' },
  resolve: {
    alias: aliases,
    // One copy of react-router in tests (see the stack guide).
    conditions: ['module-sync'],
  },
  test: {
    environment: 'happy-dom',
    setupFiles: ['tests/setup-language.ts', 'tests/setup.ts'],
    // include and exclude are each project's own (a project extending this config would add to them).
    testTimeout: 60000,
    // Vitest keeps a core for itself by default: on the 2-core CI machines that is one test file at a
    // time, while its own process mostly waits. Two files at once nearly halve the run.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // On a busy machine a file's setup (a demo login, a store built) takes longer than the 10 s default.
    hookTimeout: 60000,
    env: { VITE_MOCK: 'off' },
    projects: [
      {
        // The demo marketplace's own tests: calls against its MSW server in Node, no DOM. Each file resets the
        // store, the handlers, spies and clock between tests (tests/mocks/support.ts), so the files of a worker
        // share one module graph instead of each importing the marketplace anew.
        extends: true,
        test: {
          name: 'demo',
          include: ['tests/mocks/**/*.test.ts'],
          // The fault switch reads sessionStorage: it runs with the DOM tests.
          exclude: ['tests/mocks/fault-switch.test.ts'],
          environment: 'node',
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'console',
          include: ['tests/**/*.test.{ts,tsx}'],
          exclude: ['tests/e2e/**', 'tests/mocks/**', ...ownGraphFiles],
          setupFiles: ['tests/setup-fresh-file.ts'],
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'isolated',
          // The fault switch runs here too (see above).
          include: [...ownGraphFiles, 'tests/mocks/fault-switch.test.ts'],
        },
      },
    ],
  },
});
