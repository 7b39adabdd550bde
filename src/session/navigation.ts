import { config } from '@/config';

/** The in-console path of the current address (router base stripped), query and hash included. */
export function currentConsolePath(loc: Pick<Location, 'pathname' | 'search' | 'hash'> = window.location): string {
  const base = config.routerBase.replace(/\/$/, '');
  const path = base && loc.pathname.startsWith(base) ? loc.pathname.slice(base.length) || '/' : loc.pathname;
  return `${path}${loc.search}${loc.hash}`;
}

/** The address of an in-console path (router base added). */
export const consoleUrl = (path: string) => `${config.routerBase.replace(/\/$/, '')}${path}`;

/** A full reload to an in-console path: a new session starts clean. */
export function reloadTo(path: string) {
  window.location.assign(consoleUrl(path));
}
