import { matchResourceFromRoute, QS_PARSE_DEPTH, ResourceContext, type IResourceItem, type RouterProvider } from '@refinedev/core';
import reactRouterProvider from '@refinedev/react-router';
import qs from 'qs';
import { useCallback, useContext, useMemo } from 'react';
import { matchPath, useLocation, useParams } from 'react-router';

type Match = ReturnType<typeof matchResourceFromRoute>;

/** The resource route matched at each address, per resources list: a few hundred addresses at most. */
const matches = new WeakMap<readonly IResourceItem[], Map<string, Match>>();
const MAX_ADDRESSES = 500;

/**
 * The resource, action and route at `pathname`: matched once per address and shared. Refine's own
 * binding matches it in every component that uses a Refine hook (each goes through `parse`), against
 * every route of every resource: on a new address the shell's dozen such components took ~40 ms.
 */
export function matchResourceAt(resources: readonly IResourceItem[], pathname: string): Match {
  let known = matches.get(resources);
  if (!known) matches.set(resources, (known = new Map()));
  let match = known.get(pathname);
  if (!match) {
    if (known.size >= MAX_ADDRESSES) known.clear();
    match = matchResourceFromRoute(pathname, resources as IResourceItem[]);
    known.set(pathname, match);
  }
  return match;
}

const asNumber = (value: unknown) => (typeof value === 'string' && `${Number(value)}` === value ? Number(value) : value);

/** @refinedev/react-router's `parse`, the same answer, with the route matched once per address. */
function useParse() {
  let params: Record<string, string | undefined> = useParams();
  const { pathname, search } = useLocation();
  const { resources } = useContext(ResourceContext);
  const { resource, action, matchedRoute } = useMemo(() => matchResourceAt(resources, pathname), [resources, pathname]);
  if (Object.keys(params).length === 0 && matchedRoute) params = matchPath(matchedRoute, pathname)?.params ?? {};
  return useCallback(() => {
    const combined: Record<string, unknown> = { ...params, ...qs.parse(search, { ignoreQueryPrefix: true, depth: QS_PARSE_DEPTH }) };
    return {
      ...(resource && { resource }),
      ...(action && { action }),
      ...(params?.id && { id: decodeURIComponent(params.id) }),
      pathname,
      params: {
        ...combined,
        currentPage: asNumber(combined.currentPage),
        pageSize: asNumber(combined.pageSize),
        to: combined.to ? decodeURIComponent(String(combined.to)) : undefined,
      },
    };
  }, [pathname, search, params, resource, action]);
}

/** Refine's React Router binding, whose `parse` matches each address once (see `matchResourceAt`). */
export const routerProvider: RouterProvider = { ...reactRouterProvider, parse: useParse as RouterProvider['parse'] };
