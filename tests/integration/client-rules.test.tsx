/**
 * A limit that neither the api reference nor the spec states never blocks a save: a role named with
 * more than 10 characters (the reference limits only its description, to 200) is saved, with the
 * limit shown as a warning at most.
 */
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { lastRequestTo, requestsTo, startDemoMarketplace } from '../helpers/demo-marketplace';
import { renderRoute } from '../helpers/render-route';

startDemoMarketplace();

describe('client rules never exceed the contract', () => {
  it('a role name over 10 characters is saved', async () => {
    const { user } = await renderRoute('/setting/role-permission/2');
    const name = await waitFor(
      () => {
        const input = document.querySelector<HTMLInputElement>('[data-field="role_name"] input');
        if (input?.value !== '客服专员') throw new Error('role not read yet');
        return input;
      },
      { timeout: 15000 },
    );
    const long = '售后与客服专员（华东大区夜班）';
    expect(long.length).toBeGreaterThan(10);
    await user.clear(name);
    await user.type(name, long);
    // The hint is shown, as a warning, not an error.
    expect(await screen.findByText(/最多10个字符/)).toHaveClass('ant-form-item-explain-warning');
    await user.click(screen.getByTestId('form-save'));
    await waitFor(() => expect(requestsTo('/seller/shops/roles/2', 'PUT')).toHaveLength(1), { timeout: 15000 });
    expect((JSON.parse(lastRequestTo('/seller/shops/roles/2', 'PUT').body) as { role_name: string }).role_name).toBe(long);
  }, 60_000);
});
