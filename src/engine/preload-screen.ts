import { loadNamespaces } from '@/i18n';
import type { ScreenDeclaration, ScreenRef } from './declare';
import { preloadSections } from './record/lazy-section';
import { bespokeView, matchAt, openableAt, walkScreens, type RouteEntry } from './routes';
import { screenComponents } from './screen-components';
import { screenSpecOf } from './screen-spec';
import { namespacesOf } from './screen-namespaces';

/**
 * Starts loading a family screen's code, declaration, the messages it names and a record page's own
 * sections (repeated calls share the loads).
 */
function preloadScreen(screen: ScreenRef) {
  screenComponents[screen.kind].warm();
  // Its declaration first, then what it names (a failure shows when the screen itself waits for it).
  screenSpecOf(screen).then((spec) => {
    if (spec.kind === 'show') preloadSections(spec.config);
    return loadNamespaces(namespacesOf(spec));
  }, () => undefined);
}

/**
 * Starts loading what the screen at `pathname` (the page opened) needs to show (`preloadScreen`, or a
 * bespoke page's code), so that it arrives while the session's start-up checks run, not after. Nothing
 * renders or is called here.
 */
export function preloadScreenAt(screens: readonly ScreenDeclaration[], pathname: string) {
  walkScreens(screens, (decl, path) => {
    if (!matchAt(path, pathname)) return;
    if (decl.screen) preloadScreen(decl.screen);
    else if (decl.component) bespokeView(decl.component).warm();
  });
}

/**
 * The screen a link leads to, loaded while the user reaches for the link or follows it (as
 * `preloadScreenAt`; its reads wait for the click): a record page opened for the first time shows with
 * the click's answer instead of after its code. Only a screen the session may open.
 */
export function preloadRouteAt(routes: readonly RouteEntry[], pathname: string) {
  const entry = openableAt(routes, pathname)?.entry;
  if (entry?.screen) preloadScreen(entry.screen);
  else entry?.view?.warm();
}
