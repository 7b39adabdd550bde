import Cookies from 'js-cookie';
import { http as mock, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { KEYS } from '@/session/storage';
import { listenWith } from '../../helpers/msw';
import { clearCookies, signInAs } from '../../helpers/session';

/**
 * A page load reads the language cookie once; the start-up checks go out before i18next has loaded its
 * first bundle (and set its own `language`), so each module is loaded afresh here, as a reload does.
 */
const server = setupServer();
listenWith(server);
afterEach(() => server.resetHandlers());
beforeEach(() => {
  clearCookies();
  vi.resetModules();
});

async function firstCallLanguage(cookie: string) {
  signInAs();
  Cookies.set(KEYS.language, cookie);
  const seen: Array<string | null> = [];
  server.use(mock.get('*/seller/shops/status', ({ request }) => (seen.push(request.headers.get('language')), HttpResponse.text('OPEN'))));
  // i18next settles on its language in a timer after init: held here, as on a page whose bundles are still loading.
  vi.useFakeTimers({ toFake: ['setTimeout'] });
  const { registerSessionCredentials } = await import('@/session/credentials');
  registerSessionCredentials();
  const { registerApiLocale } = await import('@/i18n/api-locale');
  registerApiLocale();
  const { sendEarly, takeEarly } = await import('@/api/early-gets');
  const { i18n } = await import('@/i18n');
  const before = i18n.language;
  // The start-up check a reload sends before the api client's code has arrived.
  sendEarly('seller/shops/status');
  vi.useRealTimers();
  await takeEarly('/seller/shops/status');
  return { header: seen[0], before };
}

describe('the language header from the first call of a page load', () => {
  it.each(['en-US', 'zh-CN'])('says %s when the cookie says it, before the messages have loaded', async (code) => {
    const { header, before } = await firstCallLanguage(code);
    expect(before).toBeUndefined();
    expect(header).toBe(code);
  });

  it('says the language the screens fall back to for a garbage cookie', async () => {
    const { header } = await firstCallLanguage('garbage{{<x>');
    expect(header).toBe('zh-CN');
  });

  it('says the language the screens fall back to for a well-formed tag it has no messages for', async () => {
    const { header } = await firstCallLanguage('xx-YY');
    expect(header).toBe('zh-CN');
  });

  it.each([
    [['en-GB', 'en'], 'en-US'],
    [['fr-FR', 'zh-TW'], 'zh-CN'],
    [['fr-FR'], 'zh-CN'],
  ])('on a first visit (no cookie) with a browser preferring %j, speaks %s', async (languages, spoken) => {
    const before = navigator.languages;
    Object.defineProperty(navigator, 'languages', { value: languages, configurable: true });
    try {
      signInAs();
      const { i18nReady, currentLanguage } = await import('@/i18n');
      await i18nReady;
      expect(currentLanguage()).toBe(spoken);
    } finally {
      Object.defineProperty(navigator, 'languages', { value: before, configurable: true });
    }
  });

  it('keeps saying it once i18next has settled on a language', async () => {
    Cookies.set(KEYS.language, 'garbage{{<x>');
    const { i18nReady, currentLanguage } = await import('@/i18n');
    await i18nReady;
    expect(currentLanguage()).toBe('zh-CN');
  });
});
