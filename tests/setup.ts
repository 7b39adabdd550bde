import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import * as React from 'react';
import { afterAll, afterEach, vi } from 'vitest';
import { onAuthFailure } from '@/api/session-events';
import { endSessionOn } from '@/providers/auth-provider';
import { queryClient } from '@/providers/query-client';
import { registerSessionCredentials } from '@/session/credentials';
import { guardRequests } from './helpers/msw';
import { clearCookies } from './helpers/session';

// One MSW server listens in every file: a request no handler answers fails its test.
guardRequests();

// antd reads media queries; answer min/max-width queries against the window width, as a browser would.
if (typeof window !== 'undefined' && !window.matchMedia) {
  window.matchMedia = (query: string) => {
    const width = window.innerWidth;
    const min = /min-width:\s*(\d+)px/.exec(query);
    const max = /max-width:\s*(\d+)px/.exec(query);
    const matches = (!min || width >= Number(min[1])) && (!max || width <= Number(max[1]));
    return {
      matches,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    } as MediaQueryList;
  };
}

// The api client sends the session's tokens, as after the app's start-up.
registerSessionCredentials();
// The auth provider decides what an auth failure does, as src/main.tsx registers it before the first call.
onAuthFailure(endSessionOn);

// Screens load their code on first use: on a busy 2-core machine that takes a few seconds.
configure({ asyncUtilTimeout: 5000 });

// A translation key that renders raw fails the test that shows it: a key asked for
// without a fallback and missing in every language, or a key's text ('goods:spec.valuesHint') in the
// page. Keys asked for with a defaultValue (Refine's own, a server status) have their fallback.
const rawKeys = new Set<string>();
const KEY_LIKE = /^[A-Za-z][\w.-]*$/;
const translations = typeof window === 'undefined' ? undefined : await import('@/i18n');
const i18n = translations?.i18n;
if (translations && i18n) {
  // The api client's texts and language header are the console's, as src/main.tsx registers them.
  (await import('@/i18n/api-locale')).registerApiLocale();
  // The browser loads a namespace when a screen needs it; tests hold every one from the start.
  const bundles = import.meta.glob<Record<string, unknown>>('../src/locales/*/*.json', { eager: true, import: 'default' });
  for (const [path, bundle] of Object.entries(bundles)) {
    const [, lang, ns] = /locales\/([^/]+)\/([^/]+)\.json$/.exec(path) ?? [];
    if (lang && ns) i18n.addResourceBundle(lang, ns, bundle, true, true);
  }
  await translations.i18nReady;
  await translations.loadNamespaces(translations.NAMESPACES);
  i18n.options.saveMissing = true;
  i18n.options.missingKeyHandler = (_languages, ns, key, _fallback, _update, options?: { defaultValue?: unknown }) => {
    // Keys are dotted ASCII names; other text looked up (a server's own label, 电子面单客户号) shows as itself.
    if (options?.defaultValue === undefined && KEY_LIKE.test(key)) rawKeys.add(`${ns}:${key}`);
  };
}
const keyInPage = translations && new RegExp(`\\b(?:${translations.NAMESPACES.join('|')}):[A-Za-z]+\\.[A-Za-z0-9_.]+`, 'g');

afterEach(() => {
  for (const key of (keyInPage && document.body.innerHTML.match(keyInPage)) ?? []) rawKeys.add(key);
  cleanup();
  // The console's one cache lives as long as the page: each test is a page of its own.
  queryClient.clear();
  if (rawKeys.size) {
    const keys = [...rawKeys];
    rawKeys.clear();
    throw new Error(`translation keys rendered raw: ${keys.join(', ')}`);
  }
});

// MSW 2 appends the document's cookies to a request's cookie header once for every handler it tries
// (MSW 3 no longer does). With the demo's few hundred handlers each call then parsed a header grown to
// hundreds of kilobytes: half the test run's time. A cookie already in the header is not added again.
// Files sharing a worker run this setup each: the patch goes on once, not once around another.
const ONCE = Symbol.for('seller-console.cookie-append');
const headers = typeof Headers !== 'undefined' && typeof document !== 'undefined' ? (Headers.prototype as Headers & { [ONCE]?: true }) : undefined;
if (headers && !headers[ONCE]) {
  const append = headers.append;
  headers.append = function (this: Headers, name: string, value: string) {
    if (name.toLowerCase() === 'cookie' && this.get('cookie')?.split(/[;,] /).includes(value)) return;
    append.call(this, name, value);
  };
  headers[ONCE] = true;
}

// antd's styles are not inserted into the test DOM: happy-dom matched every style rule against every
// element that a role query or antd asked the computed style of. Visibility in tests comes from the
// components' own attributes and inline styles, which stay.
const { StyleContext } = await import('@ant-design/cssinjs');
Object.assign((StyleContext as unknown as { _currentValue: object })._currentValue, { mock: 'server' });

// React's development build captures a stack trace for each element it creates (up to 10,000 a second),
// to name a warning's owner components: 7 % of a whole-app test's CPU (orders.test.tsx profiled: 1.8 of
// 23.7 s, with the garbage it leaves). Tests read warnings without those stacks; past the limit React
// takes its unnamed stack at once, as it does itself on a busy second.
const internals = (React as unknown as { __CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE?: object }).__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE;
if (internals && 'recentlyCreatedOwnerStacks' in internals) {
  Object.defineProperty(internals, 'recentlyCreatedOwnerStacks', { configurable: true, get: () => 10_000, set: () => undefined });
}

// The files of a worker share their libraries (vitest.config.ts); each file still starts as a page of its
// own: the console's modules load anew (their state — a session ended, start-up checks sent early, the
// preferences read — is the page's), with nothing stored, in the default language, on the real clock.
afterAll(async () => {
  vi.useRealTimers();
  // The demo marketplace's own tests (Node) reset its store themselves, and keep its modules.
  if (typeof window === 'undefined') return;
  vi.resetModules();
  localStorage.clear();
  sessionStorage.clear();
  clearCookies();
  if (i18n && i18n.language !== 'zh-CN') await i18n.changeLanguage('zh-CN');
});
