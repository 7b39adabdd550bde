// `npm start` as a new user meets it: from the dev server's start to a visible login form, with a
// private dependency cache that is emptied first (WARM=1 keeps it: a second start). Prints the times.
// Usage: node scripts/first-page-time.mjs   (FIRST_PAGE_PORT, default 4431; CHROMIUM_PATH)
import { createServer } from 'vite';
import { chromium } from 'playwright-core';
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const cacheDir = join(tmpdir(), 'seller-console-first-page-cache');
const port = Number(process.env.FIRST_PAGE_PORT ?? 4431);
if (!process.env.WARM) rmSync(cacheDir, { recursive: true, force: true });

const t0 = Date.now();
const server = await createServer({ root, configFile: join(root, 'vite.config.ts'), mode: 'demo', cacheDir, server: { port, host: '127.0.0.1', strictPort: true }, logLevel: process.env.LOG ?? 'warn' });
await server.listen();
const tListen = Date.now();
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
try {
  const page = await browser.newPage();
  let navigations = 0;
  let requests = 0;
  page.on('request', () => requests++);
  page.on('framenavigated', (f) => {
    if (f === page.mainFrame()) navigations++;
  });
  await page.goto(`http://127.0.0.1:${port}/login`);
  await page.locator('input[name="username"]').waitFor({ state: 'visible', timeout: 120000 });
  const tLogin = Date.now();
  await page.locator('img[alt]').filter({ has: page.locator(':scope[src*="captcha"]') }).or(page.locator('img[src*="captcha"]')).first().waitFor({ timeout: 120000 });
  const tCaptcha = Date.now();
  console.log(JSON.stringify({ listenMs: tListen - t0, loginFormMs: tLogin - t0, captchaMs: tCaptcha - t0, navigations, requests }));
} finally {
  await browser.close();
  await server.close();
}
