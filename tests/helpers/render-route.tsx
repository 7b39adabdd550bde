/**
 * The one way a test mounts a screen: the whole console (providers, sign-in checks, the route table
 * with its guard, the shell with its kept-alive views, the engine's screens) at a path, signed in as a
 * demo account, against the demo marketplace. A role's permissions can be replaced for the test.
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import App from '@/App';
import { EMPTY_TABS } from '@/layout/tabs/tabs-model';
import { tabsStore } from '@/layout/tabs/tabs-store';
import { queryClient } from '@/providers/query-client';
import { recordToasts, server, signInAs } from './demo-marketplace';
import { memoryRouter } from './memory-router';

export interface RouteOptions {
  /** A demo account (owner: full access; staff: the clerk role; supplier: a supplier shop); null: signed out, as the test left it. */
  account?: 'owner' | 'staff' | 'supplier' | null;
  /** The role's permission names, replacing the account's role (a full-access account keeps full access). */
  permissions?: string[];
  /** Resolve only once the signed-in shell is up (default); false for pages outside it. */
  shell?: boolean;
}

/** Waits until the shell is up (the signed-in console has loaded: its code is transformed on first use, which took over 15 s on a busy machine). */
export const shellReady = () => screen.findByTestId('tabs-bar', undefined, { timeout: 45000 });

export async function renderRoute(path: string, options: RouteOptions = {}) {
  if (options.account !== null) await signInAs(options.account ?? (options.permissions ? 'staff' : 'owner'));
  if (options.permissions) server.use(http.get('*/seller/shops/roles/:role_id/checked', () => HttpResponse.json(options.permissions)));
  tabsStore.set(EMPTY_TABS);
  // Nothing an earlier test read (or asked for early) is this test's.
  queryClient.clear();
  const router = memoryRouter(path);
  const view = render(<App router={router} />);
  recordToasts();
  if (options.shell ?? options.account !== null) await shellReady();
  return {
    ...view,
    router,
    user: userEvent.setup({ pointerEventsCheck: 0 }),
    /** Where the console is now: path and query. */
    location: () => router.path,
    navigate: (to: string) => router.navigate(to),
  };
}

