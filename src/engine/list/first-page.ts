import { prefetchList } from '@/providers/early-reads';
import type { ShopKind } from '../declare';
import { openableAt, type RouteEntry } from '../routes';
import { screenSpecOf } from '../screen-spec';
import { listQueryAt } from './list-query';

/**
 * The list opened with the page asks for its first page as soon as the session is known, beside the
 * shell's rendering and the screen's code; the screen then finds that answer in the cache (or on its
 * way). So does a list whose menu item the pointer rests on (nothing is asked when the cache holds a
 * fresh page: a list kept alive). Only a list the role may open, at an address whose params keep their
 * rules: anything else renders its refusal or 404 and calls nothing.
 */
export function prefetchFirstPage(routes: readonly RouteEntry[], pathname: string, search: string, shopKind: ShopKind) {
  const opened = openableAt(routes, pathname);
  if (opened?.entry.screen?.kind !== 'list') return;
  const { params } = opened;
  // A screen loaded with its declaration asks once that has arrived (preload-screen.ts asked for it).
  void screenSpecOf(opened.entry.screen).then(
    (spec) => spec.kind === 'list' && prefetchList(listQueryAt(spec.family, spec.config, { params, shopKind }, search)),
    () => undefined,
  );
}
