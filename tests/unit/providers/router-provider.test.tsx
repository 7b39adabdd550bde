import { ResourceContext, type IResourceItem } from '@refinedev/core';
import * as refineCore from '@refinedev/core';
import refineRouterProvider from '@refinedev/react-router';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ConsoleRouter } from '@/providers/ConsoleRouter';
import { routerProvider } from '@/providers/router-provider';
import { memoryRouter } from '../../helpers/memory-router';

vi.mock('@refinedev/core', async (actual) => {
  const core = await actual<typeof import('@refinedev/core')>();
  return { ...core, matchResourceFromRoute: vi.fn(core.matchResourceFromRoute) };
});

const resourcesOf = (): IResourceItem[] => [
  { name: 'goods', list: '/goods/goods-list', show: '/goods/goods-list/:id', edit: '/goods/edit/:id' },
  { name: 'orders', list: '/order/order-list', show: '/order/detail/:sn' },
];

/** One user of Refine's routing (a header tool, a title): what `parse` answers at the address. */
function Parsed({ n, refine = false }: { n: number; refine?: boolean }) {
  const parse = (refine ? refineRouterProvider.parse! : routerProvider.parse!)();
  return <pre data-testid={`parsed-${refine ? 'refine' : 'console'}-${n}`}>{JSON.stringify(parse())}</pre>;
}

function mount(path: string, users: number, withRefine = false) {
  const element = (
    // A resources list of its own: what an address matched is kept per list.
    <ResourceContext.Provider value={{ resources: resourcesOf() }}>
      {Array.from({ length: users }, (_, n) => <Parsed key={n} n={n} />)}
      {withRefine && <Parsed n={0} refine />}
    </ResourceContext.Provider>
  );
  const router = memoryRouter(path);
  render(<ConsoleRouter router={router}>{element}</ConsoleRouter>);
  return router;
}

describe('the console router provider', () => {
  it.each(['/goods/goods-list?page=2&size=20', '/goods/edit/12', '/order/detail/SN1?tab=flow&currentPage=3', '/nowhere'])('answers as Refine’s own binding at %s', (path) => {
    mount(path, 1, true);
    expect(JSON.parse(screen.getByTestId('parsed-console-0').textContent!)).toEqual(JSON.parse(screen.getByTestId('parsed-refine-0').textContent!));
  });

  it('matches an address against the resources once, however many components use Refine there', async () => {
    const match = vi.mocked(refineCore.matchResourceFromRoute);
    match.mockClear();
    const router = mount('/goods/goods-list', 6);
    expect(match).toHaveBeenCalledTimes(1);
    expect(JSON.parse(screen.getByTestId('parsed-console-5').textContent!)).toMatchObject({ resource: { name: 'goods' }, action: 'list' });

    // A new page of the same list: nothing to match again.
    await act(() => router.navigate('/goods/goods-list?page=3'));
    expect(match).toHaveBeenCalledTimes(1);
    // Another address: matched once for all of them.
    await act(() => router.navigate('/order/detail/SN9'));
    expect(match).toHaveBeenCalledTimes(2);
    expect(JSON.parse(screen.getByTestId('parsed-console-3').textContent!)).toMatchObject({ resource: { name: 'orders' }, action: 'show' });
    // Back where it was: known already.
    await act(() => router.navigate('/goods/goods-list'));
    expect(match).toHaveBeenCalledTimes(2);
  });
});
