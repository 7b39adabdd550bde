import { sendEarly } from '@/api/early-gets';
import { DEMO_SHOP_APPLY_PATH } from '@/config';
import { loadNamespaces, SHELL_NAMESPACES } from '@/i18n';
import { currentConsolePath } from '@/session/navigation';
import { startUpPaths } from '@/session/start-up-paths';
import { storage } from '@/session/storage';

// The signed-in console (Refine, shell, engine, screens) loads after sign-in: /login stays small.
// Its messages load in parallel with its code.
export const loadSignedInConsole = () => Promise.all([import('@/app/SignedInConsole'), loadNamespaces(SHELL_NAMESPACES)]).then(([chunk]) => chunk);

/** The addresses outside the signed-in console (their own routes in App). */
const outsideConsole = (path: string) => /^\/(login|404|decoration\/pages\/)/.test(path) || path.startsWith(DEMO_SHOP_APPLY_PATH);

/**
 * /login opened signed out: the bare sign-in page, without the router and the console's code (spec §1:
 * a signed-in user on /login goes to /, which the console's own /login route does).
 */
export const opensBareLogin = () => !storage.isSignedIn() && /^\/login(?:[/?#]|$)/.test(currentConsolePath());

/**
 * A page opened signed in on a console address: the console's code, its messages, the opened screen's
 * code and the session's start-up checks load side by side from the first moment, not one after the
 * other (the checks' calls before the api client's code has arrived: src/api/early-gets.ts); the
 * opened list's first page goes out as soon as the checks have answered. `apiReady` is
 * when calls may go out (the demo marketplace, when there is one, is running).
 */
export function startSignedInEarly(apiReady: Promise<unknown>) {
  const path = currentConsolePath();
  const user = storage.getUser();
  if (!user || !storage.isSignedIn() || outsideConsole(path)) return;
  // The checks' calls go out now, with fetch: the client's own calls take their answers.
  for (const call of startUpPaths(user)) sendEarly(call);
  void loadSignedInConsole();
  const { pathname, search } = new URL(path, 'http://console.invalid');
  const routeTable = import('@/app/SignedInConsole');
  // The opened screen's code and messages, as soon as the route table has arrived.
  void routeTable.then((chunk) => chunk.preloadOpenedScreen(pathname));
  const checks = Promise.all([import('@/session/early-bootstrap'), apiReady]).then(([early]) => early.startBootstrapEarly());
  // The opened list asks for its rows as soon as the checks let the user in (not once the shell has rendered).
  Promise.all([routeTable, checks]).then(
    ([chunk, result]) => result?.kind === 'ready' && chunk.prefetchOpenedList(pathname, search, result.session),
    () => undefined,
  );
}
