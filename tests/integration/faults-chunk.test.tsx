/**
 * The console's code cannot load right after sign-in (a network drop, or a deploy between
 * two requests): the page says why and offers a reload, instead of going white.
 */
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { startDemoMarketplace } from '../helpers/demo-marketplace';
import { renderRoute } from '../helpers/render-route';

vi.mock('@/app/SignedInConsole', () => {
  throw new TypeError('Failed to fetch dynamically imported module: /assets/SignedInConsole-3f2a.js');
});

startDemoMarketplace();

describe('the signed-in console fails to load', () => {
  it('shows the reason and a reload button', async () => {
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    try {
      await renderRoute('/dashboard', { shell: false });
      expect(await screen.findByText('页面资源已更新，请刷新后重试', undefined, { timeout: 15000 })).toBeInTheDocument();
      expect(screen.getByText(/Failed to fetch dynamically imported module/)).toBeInTheDocument();
      fireEvent.click(screen.getByRole('button', { name: /刷新页面/ }));
      expect(reload).toHaveBeenCalledTimes(1);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
