import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { startDemoMarketplace } from '../helpers/demo-marketplace';
import { renderRoute } from '../helpers/render-route';
import { routeOf } from '@/resources/operations/promotions/paths';

startDemoMarketplace();

describe("the tab of an activity's goods", () => {
  it("names the flash sale, not its id", async () => {
    await renderRoute(routeOf('activity-goods-data', '806'));
    await waitFor(() => expect(within(screen.getByTestId('tabs-bar')).getByText(/品牌日秒杀/)).toBeInTheDocument(), { timeout: 15000 });
    expect(within(screen.getByTestId('tabs-bar')).queryByText(/806/)).not.toBeInTheDocument();
  });

  it('names the group buy, not its id', async () => {
    await renderRoute(routeOf('assembleGoods', '5003'));
    await waitFor(() => expect(within(screen.getByTestId('tabs-bar')).getByText(/老带新拼团/)).toBeInTheDocument(), { timeout: 15000 });
  });
});
