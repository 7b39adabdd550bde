import { screens } from '@/resources';
import { everyRoute, routeAt, type RouteEntry } from './routes';

let all: RouteEntry[] | undefined;

/** The title key (menu namespace) of the screen at a path. */
export const titleKeyAt = (pathname: string) => routeAt((all ??= everyRoute(screens)), pathname)?.title;
