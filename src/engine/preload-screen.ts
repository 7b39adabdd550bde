import { matchPath } from 'react-router';
import { loadNamespaces } from '@/i18n';
import type { ScreenDeclaration } from './declare';
import { walkScreens } from './routes';
import { screenChunks } from './screen-chunks';
import { namespacesOf } from './screen-namespaces';

/**
 * Starts loading the code and messages of the screen at `pathname` (the page opened), so that they
 * arrive while the session's start-up checks run, not after. Nothing renders or is called here.
 */
export function preloadScreenAt(screens: readonly ScreenDeclaration[], pathname: string) {
  walkScreens(screens, (decl, path) => {
    if (!matchPath(path, pathname)) return;
    if (decl.screen) {
      void screenChunks[decl.screen.kind]();
      void loadNamespaces(namespacesOf(decl.screen));
    } else {
      void decl.component?.();
    }
  });
}
