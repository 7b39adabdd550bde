import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, test } from 'vitest';
import { i18n } from '@/i18n';
import { TabsBar } from '@/layout/tabs/TabsBar';
import { EMPTY_TABS } from '@/layout/tabs/tabs-model';
import { tabsStore } from '@/layout/tabs/tabs-store';
import { renderRouter, tab } from '../helpers/render-router';

afterEach(() => tabsStore.set(EMPTY_TABS));

/** The tabs bar alone, at the router's address. */
const renderBar = (path: string) => renderRouter([{ path: '*', element: <TabsBar /> }], path);

test('a click on the tab the store still calls active navigates there while the router has already moved on', async () => {
  // The router has committed /goods/understock, but its page has not rendered yet, so the tabs
  // store still names the goods list active: the user's click on the goods list must not be lost.
  tabsStore.set({ ...EMPTY_TABS, tabs: [tab('/goods/goods-list', 'goodsList'), tab('/goods/understock', 'understock')], active: '/goods/goods-list' });
  const router = renderBar('/goods/understock');
  await userEvent.click(await screen.findByText(i18n.t('menu:goodsList')));
  await waitFor(() => expect(router.state.location.pathname).toBe('/goods/goods-list'));
  expect(tabsStore.get().active).toBe('/goods/goods-list');
});

test('a click on the tab of the page shown does not add a history entry', async () => {
  tabsStore.set({ ...EMPTY_TABS, tabs: [tab('/goods/goods-list', 'goodsList')], active: '/goods/goods-list' });
  const router = renderBar('/goods/goods-list');
  await userEvent.click(await screen.findByText(i18n.t('menu:goodsList')));
  expect(router.state.action).not.toBe('PUSH');
  expect(router.state.location.pathname).toBe('/goods/goods-list');
});
