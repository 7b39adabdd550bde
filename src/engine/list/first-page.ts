import { matchPath } from 'react-router';
import { prefetchList } from '@/providers/data-provider';
import type { ShopKind } from '../declare';
import { passes } from '../params';
import type { RouteEntry } from '../routes';
import { screenSpecOf } from '../screen-spec';
import { listQueryAt } from './list-query';

/**
 * The list opened with the page asks for its first page as soon as the session is known, beside the
 * shell's rendering and the screen's code (issue 18); the screen then takes that answer (the data
 * provider's early reads). Only a list the role may open, at an address whose params keep their rules:
 * anything else renders its refusal or 404 and calls nothing.
 */
export function prefetchFirstPage(routes: readonly RouteEntry[], pathname: string, search: string, shopKind: ShopKind) {
  for (const entry of routes) {
    const match = matchPath(entry.path, pathname);
    if (!match) continue;
    const params = Object.fromEntries(Object.entries(match.params).filter((pair): pair is [string, string] => pair[1] !== undefined));
    const valid = Object.entries(params).every(([name, value]) => !entry.params[name] || passes(entry.params[name], value));
    if (entry.allowed && valid && entry.screen?.kind === 'list') {
      // A screen loaded with its declaration asks once that has arrived (preload-screen.ts asked for it).
      void screenSpecOf(entry.screen).then(
        (spec) => spec.kind === 'list' && prefetchList(listQueryAt(spec.family, spec.config, { params, shopKind }, search)),
        () => undefined,
      );
    }
    return;
  }
}
