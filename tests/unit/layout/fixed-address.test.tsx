/**
 * The header's tools see a fixed address: a navigation elsewhere does not render them again (Refine's
 * data hooks in them read the address), and what they navigate to still opens.
 */
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { memo } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { FixedAddress } from '@/layout/FixedAddress';
import { ConsoleRouter } from '@/providers/ConsoleRouter';
import { memoryRouter } from '../../helpers/memory-router';

const rendered = vi.fn();
// Memoised, as the header's tools are: only what it reads can render it again.
const Tool = memo(function Tool() {
  rendered();
  useLocation();
  const navigate = useNavigate();
  return <button onClick={() => navigate('/setting/shop-setting')}>settings</button>;
});

function Shell() {
  const { pathname } = useLocation();
  return (
    <>
      <FixedAddress>
        <Tool />
      </FixedAddress>
      <output>{pathname}</output>
    </>
  );
}

describe('FixedAddress', () => {
  it('renders its part once over navigations elsewhere, and its own navigation opens the page', async () => {
    const router = memoryRouter('/goods/goods-list');
    render(
      <ConsoleRouter router={router}>
        <Shell />
      </ConsoleRouter>,
    );
    const before = rendered.mock.calls.length;
    for (const page of [2, 3, 4]) await act(() => router.navigate(`/goods/goods-list?page_no=${page}`));
    await act(() => router.navigate('/order/order-list'));
    expect(screen.getByRole('status')).toHaveTextContent('/order/order-list');
    expect(rendered).toHaveBeenCalledTimes(before);

    await userEvent.setup().click(screen.getByRole('button', { name: 'settings' }));
    expect(router.state.location.pathname).toBe('/setting/shop-setting');
    expect(screen.getByRole('status')).toHaveTextContent('/setting/shop-setting');
  });
});
