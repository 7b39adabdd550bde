import { config } from '@/config';

/** The in-console path of the current address (router base stripped), query and hash included. */
export function currentConsolePath(loc: Pick<Location, 'pathname' | 'search' | 'hash'> = window.location): string {
  const base = config.routerBase.replace(/\/$/, '');
  const path = base && loc.pathname.startsWith(base) ? loc.pathname.slice(base.length) || '/' : loc.pathname;
  return `${path}${loc.search}${loc.hash}`;
}

/** A full reload to an in-console path: a new session starts clean. */
export function reloadTo(path: string) {
  const base = config.routerBase.replace(/\/$/, '');
  window.location.assign(`${base}${path}`);
}
