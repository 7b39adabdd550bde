import { http as mock, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { accessFor } from '@/access/permissions';
import { prefetchFirstPage } from '@/engine/list/first-page';
import { listQueryAt } from '@/engine/list/list-query';
import { buildRouteTable, routeAt } from '@/engine/routes';
import { screenSpecOf } from '@/engine/screen-spec';
import { LIST_FRESH_MS } from '@/config';
import { dataProvider } from '@/providers/data-provider';
import { listKey } from '@/providers/early-reads';
import { queryClient } from '@/providers/query-client';
import { screens } from '@/resources';
import { settled, startMockServer } from '../../helpers/mock-server';
import { signInAs } from '../../helpers/session';

// The list opened with the page asks for its rows as soon as the session is known.
const { server } = startMockServer();
const calls: URL[] = [];
const founder = accessFor({ role_id: 0, founder: 1 }, []);
const clerk = accessFor({ role_id: 2, founder: 0 }, ['goodsList']);
const routesFor = (access = founder) => buildRouteTable(screens, { access, shopKind: 'ordinary', restricted: false }).routes;

beforeEach(() => {
  signInAs();
  calls.length = 0;
  server.use(
    mock.get('*/seller/goods', ({ request }) => (calls.push(new URL(request.url)), HttpResponse.json({ data: [], data_total: 0 }))),
    mock.get('*/seller/trade/orders', ({ request }) => (calls.push(new URL(request.url)), HttpResponse.json({ data: [], data_total: 0 }))),
    mock.get('*/seller/trade/orders/:sn', ({ request }) => (calls.push(new URL(request.url)), HttpResponse.json({}))),
  );
});


describe('the first page of the opened list', () => {
  it("asks the list's read of the address (page, filters), which the screen's own read then takes", async () => {
    const routes = routesFor();
    prefetchFirstPage(routes, '/goods/goods-list', '?page=2&keyword=%E6%89%8B%E6%9C%BA', 'ordinary');
    await settled();
    expect(calls.map((url) => [url.searchParams.get('page_no'), url.searchParams.get('keyword')])).toEqual([['2', '手机']]);
    const screen = await screenSpecOf(routeAt(routes, '/goods/goods-list')!.screen!);
    if (screen.kind !== 'list') throw new Error(screen.kind);
    const query = listQueryAt(screen.family, screen.config, { params: {}, shopKind: 'ordinary' }, '?page=2&keyword=%E6%89%8B%E6%9C%BA');
    await queryClient.fetchQuery({ queryKey: listKey(query), queryFn: () => dataProvider.getList(query), staleTime: LIST_FRESH_MS });
    expect(calls).toHaveLength(1);
  });

  it('asks nothing for a list the role may not open (its refusal calls nothing); a lazily declared list asks once its declaration is in', async () => {
    prefetchFirstPage(routesFor(clerk), '/order/order-list', '', 'ordinary');
    prefetchFirstPage(routesFor(), '/order/order-list', '?page=3', 'ordinary');
    prefetchFirstPage(routesFor(clerk), '/goods/goods-list', '', 'ordinary');
    await settled();
    // The founder's order list (a screen loaded with its area's declarations) asks once they have arrived.
    await vi.waitFor(() => expect(calls.map((url) => url.pathname).sort()).toEqual(['/seller/goods', '/seller/trade/orders']));
    expect(calls.find((url) => url.pathname === '/seller/trade/orders')?.searchParams.get('page_no')).toBe('3');
  });

  it('asks nothing for a page that is not a list, or an address the routes do not know', async () => {
    prefetchFirstPage(routesFor(), '/order/detail/20251101000001', '', 'ordinary');
    prefetchFirstPage(routesFor(), '/dashboard', '', 'ordinary');
    prefetchFirstPage(routesFor(), '/nowhere', '', 'ordinary');
    await settled();
    expect(calls).toEqual([]);
  });
});
