/**
 * The signed-in console shows in the page's first render once its code is in (src/App.tsx): no
 * Suspense fallback in between, whose commit would hold the console's reveal back by React's 300 ms
 * throttle (issue 18); the start-up spinner only while the code loads.
 */
import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/i18n';

/** The console's code, arriving when the test says. */
const consoleCode = vi.hoisted(() => ({ arrive: () => {}, arrived: Promise.resolve() }));
vi.mock('@/app/start', () => ({
  loadSignedInConsole: () => consoleCode.arrived.then(() => ({ default: () => <p>the signed-in console</p> })),
}));

beforeEach(() => {
  consoleCode.arrived = new Promise<void>((resolve) => (consoleCode.arrive = resolve));
  // A page's own App: a component loaded in an earlier test is not this page's.
  vi.resetModules();
});

const openConsole = (appRoutes: Awaited<typeof import('@/App')>['appRoutes']) =>
  render(
    <I18nextProvider i18n={i18n}>
      <RouterProvider router={createMemoryRouter(appRoutes, { initialEntries: ['/goods/goods-list'] })} />
    </I18nextProvider>,
  );

describe('the signed-in console', () => {
  it('shows in the first render once its code is in', async () => {
    const { appRoutes, SignedInConsole } = await import('@/App');
    consoleCode.arrive();
    await SignedInConsole.preload();
    openConsole(appRoutes);
    expect(screen.getByText('the signed-in console')).toBeInTheDocument();
  });

  it('shows the start-up spinner while its code loads, then the console', async () => {
    const { appRoutes } = await import('@/App');
    const { container } = openConsole(appRoutes);
    expect(screen.queryByText('the signed-in console')).toBeNull();
    expect(document.querySelector('.ant-spin-fullscreen')).not.toBeNull();
    consoleCode.arrive();
    expect(await screen.findByText('the signed-in console')).toBeInTheDocument();
    expect(container.querySelector('.ant-spin')).toBeNull();
  });
});
