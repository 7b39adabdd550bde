/** Issue 18: a list whose first page was asked for early, and has answered, shows its rows in its first render. */
import { http as mock, HttpResponse } from 'msw';
import { beforeEach, expect, it, vi } from 'vitest';
import { accessFor } from '@/access/permissions';
import { listQueryAt } from '@/engine/list/list-query';
import { useListScreen } from '@/engine/list/use-list-screen';
import { buildRouteTable, routeAt } from '@/engine/routes';
import { screenSpecOf } from '@/engine/screen-spec';
import { answeredEarly, dataProvider, forgetEarlyReads, prefetchList } from '@/providers/data-provider';
import { screens } from '@/resources';
import { startMockServer } from '../../helpers/mock-server';
import { renderHookInConsole } from '../../helpers/render-component';
import { signInAs } from '../../helpers/session';

const { server } = startMockServer();
const calls: URL[] = [];
const rows = Array.from({ length: 10 }, (_, i) => ({ goods_id: `92233720368547758${String(i).padStart(2, '0')}`, goods_name: `Goods ${i}` }));

beforeEach(() => {
  signInAs();
  forgetEarlyReads();
  calls.length = 0;
  server.use(mock.get('*/seller/goods', ({ request }) => (calls.push(new URL(request.url)), HttpResponse.json({ data: rows, data_total: 42 }))));
});

async function goodsList() {
  const routes = buildRouteTable(screens, { access: accessFor({ role_id: 0, founder: 1 }, []), shopKind: 'ordinary', restricted: false }).routes;
  const screen = await screenSpecOf(routeAt(routes, '/goods/goods-list')!.screen!);
  if (screen.kind !== 'list') throw new Error(screen.kind);
  return { family: screen.family, config: screen.config, ctx: { params: {}, shopKind: 'ordinary' as const } };
}

const at = '/goods/goods-list';

it('renders the early answer at once: rows in the first render, no second call', async () => {
  const { family, config, ctx } = await goodsList();
  prefetchList(listQueryAt(family, config, ctx, ''));
  await vi.waitFor(() => expect(calls).toHaveLength(1));
  await new Promise((resolve) => setTimeout(resolve, 10));
  const seen: number[] = [];
  renderHookInConsole(() => seen.push(useListScreen(family, config, ctx).rows.length), { at });
  expect(seen[0]).toBe(10);
  await new Promise((resolve) => setTimeout(resolve, 30));
  expect(calls).toHaveLength(1);
});

it('an early read still on its way is not waited for in the render: the screen takes it when it comes, still one call', async () => {
  const { family, config, ctx } = await goodsList();
  prefetchList(listQueryAt(family, config, ctx, ''));
  const seen: number[] = [];
  renderHookInConsole(() => seen.push(useListScreen(family, config, ctx).rows.length), { at });
  expect(seen[0]).toBe(0);
  await vi.waitFor(() => expect(seen.at(-1)).toBe(10));
  expect(calls).toHaveLength(1);
});

it('an answered early read stays for the screen\'s renders, but once shown a later read (a refresh) calls the server', async () => {
  const { family, config, ctx } = await goodsList();
  const read = listQueryAt(family, config, ctx, '');
  prefetchList(read);
  await vi.waitFor(() => expect(calls).toHaveLength(1));
  await new Promise((resolve) => setTimeout(resolve, 10));
  // A first render thrown away (suspended) and the one kept both build the query: both get the rows.
  expect(answeredEarly(read)?.data).toHaveLength(10);
  expect(answeredEarly(read)?.data).toHaveLength(10);
  await dataProvider.getList(read);
  expect(calls).toHaveLength(2);
});
