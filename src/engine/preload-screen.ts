import { matchPath } from 'react-router';
import { loadNamespaces } from '@/i18n';
import type { ScreenDeclaration } from './declare';
import { walkScreens } from './routes';
import { screenChunks } from './screen-chunks';
import { screenSpecOf } from './screen-spec';
import { namespacesOf } from './screen-namespaces';

/**
 * Starts loading the code, declaration and messages of the screen at `pathname` (the page opened), so that they
 * arrive while the session's start-up checks run, not after. Nothing renders or is called here.
 */
export function preloadScreenAt(screens: readonly ScreenDeclaration[], pathname: string) {
  walkScreens(screens, (decl, path) => {
    if (!matchPath(path, pathname)) return;
    if (decl.screen) {
      void screenChunks[decl.screen.kind]();
      // A screen loaded with its declaration: its declaration first, then the namespaces it names
      // (a failure shows when the screen itself waits for it).
      screenSpecOf(decl.screen).then((spec) => loadNamespaces(namespacesOf(spec)), () => undefined);
    } else {
      void decl.component?.();
    }
  });
}
