import { matchPath } from 'react-router';
import { NO_ACCESS } from '@/access/permissions';
import { screens } from '@/resources';
import { buildRouteTable, type RouteEntry } from './routes';

let all: RouteEntry[] | undefined;
/** Every screen of every shop kind, for titles outside a session (the document title). */
const allRoutes = () =>
  (all ??= (['ordinary', 'supplier'] as const).flatMap(
    (shopKind) => buildRouteTable(screens, { access: { ...NO_ACCESS, full: true }, shopKind, restricted: false }).routes,
  ));

/** The title key (menu namespace) of the screen at a path. */
export const titleKeyAt = (pathname: string) => allRoutes().find((r) => matchPath(r.path, pathname))?.title;
