import { prefetchOne } from '@/providers/early-reads';
import type { Row } from '../actions/types';
import { recordRead } from '../data/use-record';
import { isLazyScreen, type Family, type ScreenContext, type ScreenSpec, type ShopKind } from '../declare';
import { recordIdOf } from '../params';
import { openableAt, type RouteEntry } from '../routes';
import { loadedScreen, screenSpecOf } from '../screen-spec';
import type { ShowConfig } from './types';

/** What a record page reads as it opens: its record, and the flow of a flow section shown for every record. */
function recordReads(family: Family, config: ShowConfig<Row>, id: string, ctx: ScreenContext) {
  const flows = config.sections.flatMap((section) => (section.kind === 'flow' && section.api && !section.when ? [section.api] : []));
  return [recordRead(family, id, ctx), ...flows.map((path) => recordRead(family, id, ctx, path))];
}

/**
 * Asks for the reads of the record page at `pathname` now, with the click that opens it (a list row's
 * link), not once the page has rendered: its identical reads find them in the cache (or on their way),
 * and the server's time runs beside the page's render. Only a record page the role may open at an
 * address whose params keep their rules.
 */
export function askRecordAt(routes: readonly RouteEntry[], pathname: string, shopKind: ShopKind) {
  const opened = openableAt(routes, pathname);
  if (opened?.entry.screen?.kind !== 'show') return;
  const id = recordIdOf(opened.entry.path, opened.params);
  if (!id) return;
  const ctx: ScreenContext = { params: opened.params, shopKind };
  const ask = (spec: ScreenSpec) => {
    if (spec.kind !== 'show') return;
    for (const read of recordReads(spec.family, spec.config, id, ctx)) prefetchOne(read);
  };
  const { screen } = opened.entry;
  // Its declaration is in once the page has opened before; else it loads (with its list's module, in already).
  const loaded = isLazyScreen(screen) ? loadedScreen(screen) : screen;
  if (loaded) ask(loaded);
  else void screenSpecOf(screen).then(ask, () => undefined);
}
