/** The 404 page is titled like every other page: its own title, then the site's name. */
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { startDemoMarketplace } from '../helpers/demo-marketplace';
import { renderRoute } from '../helpers/render-route';

startDemoMarketplace();

describe('the 404 page', () => {
  it('names the site, not the console', async () => {
    document.title = 'Seller Console';
    await renderRoute('/404', { account: null, shell: false });
    expect(await screen.findByText('抱歉，您访问的页面不存在', undefined, { timeout: 15000 })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('404 - 云集商城'));
  });
});
