import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { aliases } from './vite.config.ts';

/**
 * The console's test files that need a module graph of their own: those replacing a module (`vi.mock`,
 * which a graph shared with other files would keep or miss) and those marked `@vitest-isolate` (they
 * test what a page does when its modules first load). Found by reading the files, so a new one is
 * never run shared by mistake.
 */
const ISOLATED = /\bvi\.(?:do)?[mM]ock\(|@vitest-isolate\b/;
const isolatedFiles = ['tests', 'src'].flatMap((dir) =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((file) => `${dir}/${file}`)
    .filter((file) => /\.test\.tsx?$/.test(file) && !file.startsWith('tests/e2e/') && ISOLATED.test(readFileSync(file, 'utf8'))),
);

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
        // The console's files share a worker's libraries (antd, Refine, React): importing them anew for
        // every file was a third of the run (558 s on a quiet 2-core machine, 336 s shared). Each file
        // still starts a page of its own: after it, tests/setup.ts drops the console's own modules (their
        // state is a page's) and clears storage, cookies and the language.
        extends: true,
        test: {
          name: 'console',
          include: ['tests/**/*.test.{ts,tsx}', 'src/**/*.test.{ts,tsx}'],
          // The fault switch stays here (see above).
          exclude: ['tests/e2e/**', 'node_modules/**', 'tests/mocks/**/!(fault-switch).test.ts', ...isolatedFiles],
          isolate: false,
        },
      },
      {
        extends: true,
        test: { name: 'isolated', include: isolatedFiles },
      },
    ],
  },
});
