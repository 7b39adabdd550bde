/**
 * The signed-in console shows in the page's first render once its code is in (src/App.tsx): no
 * Suspense fallback in between, whose commit would hold the console's reveal back by React's 300 ms
 * throttle; the start-up spinner only while the code loads.
 */
import { render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryRouter } from '../../helpers/memory-router';

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

/** The page's App, its messages in (a fresh module's own i18next, as the page starts it). */
async function openConsole(App: Awaited<typeof import('@/App')>['default']) {
  await (await import('@/i18n')).i18nReady;
  return render(<App router={memoryRouter('/goods/goods-list')} />);
}

describe('the signed-in console', () => {
  it('shows in the first render once its code is in', async () => {
    const { default: App, SignedInConsole } = await import('@/App');
    consoleCode.arrive();
    await SignedInConsole.preload();
    await openConsole(App);
    expect(screen.getByText('the signed-in console')).toBeInTheDocument();
  });

  it('shows the start-up spinner while its code loads, then the console', async () => {
    const { default: App } = await import('@/App');
    const { container } = await openConsole(App);
    expect(screen.queryByText('the signed-in console')).toBeNull();
    expect(document.querySelector('.ant-spin-fullscreen')).not.toBeNull();
    consoleCode.arrive();
    expect(await screen.findByText('the signed-in console')).toBeInTheDocument();
    expect(container.querySelector('.ant-spin')).toBeNull();
  });
});
