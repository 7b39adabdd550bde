/** An add form always opens empty: a saved one's tab closes, so the next 新增 is a new record, not the last one again. */
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { tabsStore } from '@/layout/tabs/tabs-store';
import { requestsTo, startDemoMarketplace } from '../helpers/demo-marketplace';
import { inputOf, mount, rowOf, save, typeInto, typeRange } from './promotions-helpers';

startDemoMarketplace();

const tabKeys = () => tabsStore.get().tabs.map((t) => t.key);

describe('a saved add form', () => {
  it('full-cut: its tab closes, and 新增 opens an empty form', async () => {
    const { user, location } = await mount('addFullCut');
    await screen.findByTestId('form-create');
    await typeInto(user, 'title', '只存一次的满减');
    await typeRange(user, 'time', '2030-01-01 10:00', '2030-01-08 22:00');
    await user.type(inputOf('threshold', document.querySelector('[data-group-item="0"]')!), '100');
    await user.type(inputOf('discount', document.querySelector('[data-group-item="0"]')!), '10');
    await save(user);
    await waitFor(() => expect(requestsTo('/seller/promotion/full-minus', 'POST')).toHaveLength(1));
    await waitFor(() => expect(location()).toBe('/operations/full-cut'));
    await rowOf('只存一次的满减');
    await waitFor(() => expect(tabKeys()).not.toContain('/operations/addFullCut'));

    await user.click(await screen.findByRole('button', { name: /新\s*增$/ }));
    await waitFor(() => expect(location()).toBe('/operations/addFullCut'));
    await screen.findByTestId('form-create');
    expect(inputOf('title').value).toBe('');
  });
});
