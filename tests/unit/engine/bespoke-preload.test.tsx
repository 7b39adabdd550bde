/**
 * A bespoke page's code, loaded ahead by the opened page's preload or a link within reach, is the code
 * its route renders: once in, the page shows in the same pass (no spinner), and the code loads once
 * however often the route table is rebuilt.
 */
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { accessFor } from '@/access/permissions';
import type { ScreenDeclaration } from '@/engine/declare';
import { preloadRouteAt, preloadScreenAt } from '@/engine/preload-screen';
import { buildRouteTable } from '@/engine/routes';

const loads = { count: 0 };
const Page = () => <p>The bespoke page</p>;
const declarations: ScreenDeclaration[] = [
  {
    path: 'bespoke',
    name: 'bespokeArea',
    children: [
      {
        path: 'page',
        name: 'bespokePage',
        component: async () => {
          loads.count += 1;
          return { default: Page };
        },
      },
    ],
  },
];
const routesOf = () => buildRouteTable(declarations, { access: accessFor({ role_id: 0, founder: 1 }, []), shopKind: 'ordinary', restricted: false }).routes;

describe('a bespoke page loaded ahead', () => {
  it('renders in the same pass once a link within reach loaded it, and loads once for the page preload too', async () => {
    const routes = routesOf();
    preloadRouteAt(routes, '/bespoke/page');
    preloadScreenAt(declarations, '/bespoke/page');
    const entry = routesOf().find((route) => route.path === '/bespoke/page')!;
    expect(await entry.view!.preload()).toBe(Page);
    const View = entry.view!;
    render(<View />);
    expect(screen.getByText('The bespoke page')).toBeInTheDocument();
    expect(loads.count).toBe(1);
  });
});
