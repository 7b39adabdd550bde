/**
 * An MSW server for a test file whose tests declare their own handlers (server.use): each test starts
 * signed out, in zh-CN, with a fresh session and the toasts recorded.
 */
import { setupServer } from 'msw/node';
import { beforeEach } from 'vitest';
import { setErrorNotifier } from '@/api';
import { sessionStarted } from '@/api/session-events';
import { i18n } from '@/i18n';
import { listenWith } from './msw';
import { clearCookies } from './session';

export { settled } from './msw';

export function startMockServer() {
  const server = setupServer();
  const toasts: string[] = [];
  listenWith(server);
  beforeEach(async () => {
    // A test's handlers go when the next one starts, not when it ends: the console it mounted is still
    // there until the setup's cleanup, and a call it sends then (a title's site name) is answered as in the test.
    server.resetHandlers();
    clearCookies();
    sessionStarted();
    toasts.length = 0;
    setErrorNotifier((text) => toasts.push(text));
    await i18n.changeLanguage('zh-CN');
  });
  return { server, toasts };
}
