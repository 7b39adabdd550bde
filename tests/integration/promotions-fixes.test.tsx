/** What a new user tripped over in promotions: checks the form can make itself, and server errors in the user's words. */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { requestsTo, startDemoMarketplace } from '../helpers/demo-marketplace';
import { expectErrors, inputOf, mount, rowOf, save, typeInto, typeRange } from './promotions-helpers';

startDemoMarketplace();

describe('coupon window', () => {
  it('an end on its start is refused on the form, before the server says so', async () => {
    const { user } = await mount('addCoupon');
    await screen.findByTestId('form-create');
    await typeInto(user, 'title', '同一分钟券');
    await user.type(inputOf('coupon_price'), '5');
    await user.type(inputOf('coupon_threshold_price'), '59.9');
    await typeRange(user, 'time', '2030-03-01 10:00', '2030-03-01 10:00');
    await user.type(inputOf('create_num'), '100');
    await save(user);
    await expectErrors('time', ['结束时间须晚于开始时间']);
    expect(requestsTo('/seller/promotion/coupons', 'POST')).toHaveLength(0);
  });
});

describe('a server error at its field', () => {
  it('gift stock below what orders hold: the message at the stock, without the body key', async () => {
    const { user } = await mount('gift-manager');
    await user.click(within(await rowOf('定制帆布袋')).getByRole('button', { name: /编\s*辑/ }));
    const drawer = await screen.findByTestId('record-form');
    await waitFor(() => expect(inputOf('gift_name', drawer).value).toBe('定制帆布袋'));
    await typeInto(user, 'actual_store', '10', drawer);
    await user.click(screen.getByTestId('form-save'));
    await expectErrors('actual_store', ['库存不能小于已被订单占用的 32 件'], drawer);
    expect(document.body.textContent).not.toContain('actual_store');
  });
});

describe('wording', () => {
  it('a list of tiers adds a tier', async () => {
    await mount('addFullCut');
    await screen.findByTestId('form-create');
    expect(screen.getByTestId('add-step_list')).toHaveTextContent('添加阶梯');
  });
});
