import { screen, waitFor, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { lastRequestTo, startDemoMarketplace } from '../helpers/demo-marketplace';
import { renderRoute } from '../helpers/render-route';

startDemoMarketplace();

const LOADED = { timeout: 30_000 };

test('the next page after page 2 is page 3, in the URL and in the call', async () => {
  const { user, location } = await renderRoute('/order/order-list?page=2');
  const list = await screen.findByTestId('list-orderList', undefined, LOADED);
  await waitFor(() => expect(lastRequestTo('/seller/trade/orders').url.searchParams.get('page_no')).toBe('2'), LOADED);
  await within(list).findAllByRole('row', undefined, LOADED);
  await user.click(within(list).getByTitle(/下一页|Next Page/));
  await waitFor(() => expect(location()).toContain('page=3'), LOADED);
  await waitFor(() => expect(lastRequestTo('/seller/trade/orders').url.searchParams.get('page_no')).toBe('3'), LOADED);
});
