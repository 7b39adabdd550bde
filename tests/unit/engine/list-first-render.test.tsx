/** A list whose first page was asked for early, and has answered, shows its rows in its first render. */
import { act } from '@testing-library/react';
import { http as mock, HttpResponse } from 'msw';
import { beforeEach, expect, it, vi } from 'vitest';
import { accessFor } from '@/access/permissions';
import { listQueryAt } from '@/engine/list/list-query';
import { useListScreen } from '@/engine/list/use-list-screen';
import { buildRouteTable, routeAt } from '@/engine/routes';
import { screenSpecOf } from '@/engine/screen-spec';
import { prefetchList } from '@/providers/early-reads';
import { screens } from '@/resources';
import { settled, startMockServer } from '../../helpers/mock-server';
import { renderHookInConsole } from '../../helpers/render-component';
import { signInAs } from '../../helpers/session';

const { server } = startMockServer();
const calls: URL[] = [];
const rows = Array.from({ length: 10 }, (_, i) => ({ goods_id: `92233720368547758${String(i).padStart(2, '0')}`, goods_name: `Goods ${i}` }));

beforeEach(() => {
  signInAs();
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
  await settled();
  const seen: number[] = [];
  renderHookInConsole(() => seen.push(useListScreen(family, config, ctx).rows.length), { at });
  expect(seen[0]).toBe(10);
  await settled();
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

it('the early answer is the screen\'s until it reads again: its Refresh calls the server', async () => {
  const { family, config, ctx } = await goodsList();
  prefetchList(listQueryAt(family, config, ctx, ''));
  await vi.waitFor(() => expect(calls).toHaveLength(1));
  const { result } = renderHookInConsole(() => useListScreen(family, config, ctx), { at });
  await vi.waitFor(() => expect(result.current.rows).toHaveLength(10));
  await act(() => result.current.query.refetch());
  expect(calls).toHaveLength(2);
});
