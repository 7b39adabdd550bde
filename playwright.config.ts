import { defineConfig } from '@playwright/test';
import { chromiumArgs } from './scripts/chromium-args.mjs';

const port = Number(process.env.E2E_PORT ?? 4173);
const baseURL = `http://127.0.0.1:${port}`;

/** Browser tests run the built console (demo marketplace on) in Debian's Chromium. */
export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  // One file at a time. Two (E2E_WORKERS=2) run the 97 tests in 11.3 min instead of 19.5 on these 2-core
  // machines, but under that load a test still loses a race to the load now and then, a different one each run.
  workers: Number(process.env.E2E_WORKERS ?? 1),
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    baseURL,
    // The demo marketplace waits 80–200 ms a call, as a network would: what a test checks does not depend on
    // it, and it cost every test seconds. A test that wants it back sets `seller_demo_settings` itself.
    storageState: { cookies: [], origins: [{ origin: baseURL, localStorage: [{ name: 'seller_demo_settings', value: JSON.stringify({ latency: false }) }] }] },
    locale: 'zh-CN',
    viewport: { width: 1366, height: 820 },
    screenshot: 'only-on-failure',
    actionTimeout: 15_000,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: chromiumArgs,
    },
  },
  webServer: {
    command: `npx vite preview --port ${port} --strictPort --host 127.0.0.1`,
    url: `http://127.0.0.1:${port}/login`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
