import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { availableParallelism } from 'node:os';
import { aliases } from './vite.config.ts';

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
    setupFiles: ['tests/setup.ts'],
    include: ['tests/**/*.test.{ts,tsx}', 'src/**/*.test.{ts,tsx}'],
    exclude: ['tests/e2e/**', 'node_modules/**'],
    testTimeout: 60000,
    // Vitest keeps a core for itself by default: on the 2-core CI machines that is one test file at a
    // time, while its own process mostly waits. Two files at once nearly halve the run.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    env: { VITE_MOCK: 'off' },
  },
});
