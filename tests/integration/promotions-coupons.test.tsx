/** Coupons, their receive list and gifts (api reference §6.2, §6.3). */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { lastRequestTo, requestsTo, startDemoMarketplace, toasts } from '../helpers/demo-marketplace';
import { actionsOf, confirm, expectErrors, fieldEl, inputOf, mount, rowOf, save, typeInto, typeRange } from './promotions-helpers';
import { inputNamed } from '../helpers/inputs';

startDemoMarketplace();

const formBody = (path: string, method: string) => new URLSearchParams(lastRequestTo(path, method).body);

describe('coupon list', () => {
  it('filters by status tab and by the search form', async () => {
    const { user } = await mount('discount-manager');
    await rowOf('新人专享10元券');
    await user.click(screen.getByRole('tab', { name: '已失效' }));
    await waitFor(() => expect(requestsTo('/seller/promotion/coupons').at(-1)!.url.searchParams.get('status')).toBe('2'));
    await user.type(await inputNamed('keyword'), '双11');
    await user.click(screen.getByTestId('search-submit'));
    await waitFor(() => expect(requestsTo('/seller/promotion/coupons').at(-1)!.url.searchParams.get('keyword')).toBe('双11'));
    expect(await rowOf('双11 50元大额券')).toBeInTheDocument();
  });

  it('offers edit only while none is claimed, void while some are left, delete unless members hold an effective one', async () => {
    await mount('discount-manager');
    expect(actionsOf(await rowOf('满299减30元券'))).toEqual(['编辑', '领取记录', '作废', '更多']);
    expect(actionsOf(await rowOf('新人专享10元券'))).toEqual(['查看', '领取记录', '作废']);
    expect(actionsOf(await rowOf('限量秒光8元券'))).toEqual(['查看', '领取记录']);
    expect(actionsOf(await rowOf('双11 50元大额券'))).toEqual(['查看', '领取记录', '删除']);
  });

  it('voids one after asking, and deletes an expired one', async () => {
    const { user } = await mount('discount-manager');
    await user.click(within(await rowOf('新人专享10元券')).getByRole('button', { name: /作\s*废/ }));
    expect(await screen.findByText('确定作废此优惠券吗？作废后会员不能再领取，已领取的仍可使用。')).toBeInTheDocument();
    await confirm(user);
    await waitFor(() => expect(requestsTo('/seller/promotion/coupons/601', 'POST')).toHaveLength(1));
    // Voided: no more claims, and no longer effective, so it may be deleted.
    await waitFor(async () => expect(actionsOf(await rowOf('新人专享10元券'))).toEqual(['查看', '领取记录', '删除']));
    expect(within(await rowOf('新人专享10元券')).getByText('已作废', { selector: '.ant-tag' })).toBeInTheDocument();

    await user.click(within(await rowOf('双11 50元大额券')).getByRole('button', { name: /删\s*除/ }));
    await confirm(user);
    await waitFor(() => expect(requestsTo('/seller/promotion/coupons/603', 'DELETE')).toHaveLength(1));
    await waitFor(() => expect(screen.queryByText('双11 50元大额券')).not.toBeInTheDocument());
  });
});

describe('coupon form', () => {
  it('checks every field: value below threshold, an activity coupon valid after claim, a limit within the quantity', async () => {
    const { user } = await mount('addCoupon');
    await screen.findByTestId('form-create');
    await save(user);
    await expectErrors('title', ['请输入优惠券名称']);
    await expectErrors('coupon_price', ['请输入面额']);
    await expectErrors('coupon_threshold_price', ['请输入使用门槛']);
    await expectErrors('time', ['请输入有效时间']);
    await expectErrors('create_num', ['请输入发放数量']);

    await typeInto(user, 'title', '测试券');
    await user.type(inputOf('coupon_price'), '50');
    await user.type(inputOf('coupon_threshold_price'), '50');
    await user.click(within(fieldEl('type')).getByLabelText('活动赠送'));
    await user.type(inputOf('create_num'), '10');
    await typeInto(user, 'limit_num', '11');
    await save(user);
    await expectErrors('coupon_price', ['面额须低于使用门槛']);
    await expectErrors('effective_type', ['活动赠送的优惠券只能选择领取后生效']);
    await expectErrors('limit_num', ['每人限领不能超过发放数量']);

    await user.click(within(fieldEl('effective_type')).getByLabelText('领取后生效'));
    expect(fieldEl('time')).toBeNull();
    await save(user);
    await expectErrors('effective_days', ['请输入领取后有效天数']);
    expect(requestsTo('/seller/promotion/coupons', 'POST')).toHaveLength(0);
  });

  it('creates one with a fixed window: a form body with the window in unix seconds', async () => {
    const { user, location } = await mount('addCoupon');
    await screen.findByTestId('form-create');
    await typeInto(user, 'title', '窗口券');
    await user.type(inputOf('coupon_price'), '5');
    await user.type(inputOf('coupon_threshold_price'), '59.9');
    await typeRange(user, 'time', '2030-03-01 00:00', '2030-03-31 23:00');
    await user.type(inputOf('create_num'), '100');
    await save(user);
    await waitFor(() => expect(requestsTo('/seller/promotion/coupons', 'POST')).toHaveLength(1));
    const sent = formBody('/seller/promotion/coupons', 'POST');
    expect(Object.fromEntries(sent)).toEqual({
      title: '窗口券',
      coupon_price: '5',
      coupon_threshold_price: '59.9',
      type: 'FREE_GET',
      effective_type: 'AUTO_TAKE_EFFECT',
      start_time: String(new Date(2030, 2, 1, 0).getTime() / 1000),
      end_time: String(new Date(2030, 2, 31, 23).getTime() / 1000),
      create_num: '100',
      limit_num: '0',
    });
    await waitFor(() => expect(location()).toBe('/operations/discount-manager'));
  });

  it('edits one nobody claimed with PUT; a claimed one opens read-only', async () => {
    const { user } = await mount('editCoupon/602');
    await waitFor(() => expect(inputOf('title').value).toBe('满299减30元券'));
    await typeInto(user, 'limit_num', '3');
    await save(user);
    await waitFor(() => expect(requestsTo('/seller/promotion/coupons/602', 'PUT')).toHaveLength(1));
    expect(formBody('/seller/promotion/coupons/602', 'PUT').get('limit_num')).toBe('3');

    await mount('editCoupon/601');
    await waitFor(() => expect(inputOf('title').value).toBe('新人专享10元券'));
    expect(inputOf('title')).toBeDisabled();
    expect(screen.queryByTestId('form-save')).not.toBeInTheDocument();
  });
});

describe('receive list', () => {
  it('lists the claims of the coupon in the route, filters them, and voids an unused one with a reason', async () => {
    const { user } = await mount('receive-list/601');
    expect(await within(await screen.findByTestId('coupon-summary')).findByText('新人专享10元券')).toBeInTheDocument();
    await waitFor(() => expect(requestsTo('/seller/members/coupon').at(-1)!.url.searchParams.get('coupon_id')).toBe('601'));
    const used = (await screen.findAllByText('已使用', { selector: '.ant-tag' }))[0]!.closest('tr')!;
    expect(within(used).queryByRole('button', { name: /作\s*废/ })).not.toBeInTheDocument();

    const unused = (await screen.findAllByText('未使用', { selector: '.ant-tag' })).map((tag) => tag.closest('tr')!).find((row) => within(row).queryByRole('button'))!;
    const id = unused.getAttribute('data-row-key')!;
    await user.click(within(unused).getByRole('button', { name: /作\s*废/ }));
    const dialog = (await screen.findAllByRole('dialog')).at(-1)!;
    await user.click(within(dialog).getByRole('button', { name: /确\s*定|OK/ }));
    expect(await screen.findByText('请输入作废原因')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox'), '误发');
    await user.click(within(dialog).getByRole('button', { name: /确\s*定|OK/ }));
    await waitFor(() => expect(requestsTo(`/seller/members/coupon/${id}/cancel`, 'PUT')).toHaveLength(1));
    expect(lastRequestTo(`/seller/members/coupon/${id}/cancel`, 'PUT').url.searchParams.get('cancel_reason')).toBe('误发');
    // Voided, not expired: its validity has not ended.
    await waitFor(() => expect(document.querySelector(`tr[data-row-key="${id}"]`)!.textContent).toContain('已作废'));
    expect(document.querySelector(`tr[data-row-key="${id}"]`)!.textContent).not.toContain('已失效');

    await user.click(document.querySelector('#used_status')!.closest('.ant-select')!.querySelector('.ant-select-selector')!);
    await user.click(await screen.findByTitle('已使用'));
    await user.click(screen.getByTestId('search-submit'));
    await waitFor(() => expect(requestsTo('/seller/members/coupon').at(-1)!.url.searchParams.get('used_status')).toBe('1'));
    expect(requestsTo('/seller/members/coupon').at(-1)!.url.searchParams.get('coupon_id')).toBe('601');
  });

  it('a role without the coupons entry is refused it', async () => {
    const { location } = await mount('receive-list/601', { permissions: ['fullCut'] });
    await waitFor(() => expect(location()).not.toContain('receive-list'));
  });
});

describe('gifts', () => {
  it('edits a gift in a drawer with the form body the API takes', async () => {
    const { user } = await mount('gift-manager');
    await user.click(within(await rowOf('懒人手机支架')).getByRole('button', { name: /编\s*辑/ }));
    const drawer = await screen.findByTestId('record-form');
    await waitFor(() => expect(inputOf('gift_name', drawer).value).toBe('懒人手机支架'));
    await typeInto(user, 'actual_store', '350', drawer);
    await user.click(screen.getByTestId('form-save'));
    await waitFor(() => expect(requestsTo('/seller/promotion/full-discount-gifts/502', 'PUT')).toHaveLength(1));
    const sent = formBody('/seller/promotion/full-discount-gifts/502', 'PUT');
    expect([sent.get('gift_name'), sent.get('gift_price'), sent.get('actual_store')]).toEqual(['懒人手机支架', '19.9', '350']);
    expect(sent.get('gift_img')).toBeTruthy();
  });

  it('a new gift needs its name, price, image and stock', async () => {
    const { user } = await mount('gift-manager');
    await user.click(await screen.findByTestId('create-button'));
    const drawer = await screen.findByTestId('record-form');
    await user.click(screen.getByTestId('form-save'));
    await expectErrors('gift_name', ['请输入赠品名称'], drawer);
    await expectErrors('gift_price', ['请输入赠品价格'], drawer);
    await expectErrors('gift_img', ['请输入赠品图片'], drawer);
    await expectErrors('actual_store', ['请输入库存'], drawer);
    expect(requestsTo('/seller/promotion/full-discount-gifts', 'POST')).toHaveLength(0);
  });

  it('deletes a gift nobody hands out; one a coming full-give hands out is refused with the reason', async () => {
    const { user } = await mount('gift-manager');
    await user.click(within(await rowOf('品牌保温杯')).getByRole('button', { name: /删\s*除/ }));
    await confirm(user);
    await waitFor(() => expect(requestsTo('/seller/promotion/full-discount-gifts/505', 'DELETE')).toHaveLength(1));
    await waitFor(() => expect(screen.queryByText('品牌保温杯')).not.toBeInTheDocument());

    await user.click(within(await rowOf('懒人手机支架')).getByRole('button', { name: /删\s*除/ }));
    await confirm(user);
    await waitFor(() => expect(toasts.join()).toContain('满2件送帆布袋'));
    expect(await rowOf('懒人手机支架')).toBeInTheDocument();
  });
});

describe('coupon valid after claim', () => {
  it('sends the days and no window', async () => {
    const { user } = await mount('addCoupon');
    await screen.findByTestId('form-create');
    await typeInto(user, 'title', '七天券');
    await user.type(inputOf('coupon_price'), '5');
    await user.type(inputOf('coupon_threshold_price'), '50');
    await user.click(within(fieldEl('effective_type')).getByLabelText('领取后生效'));
    await user.type(inputOf('effective_days'), '7');
    await user.type(inputOf('create_num'), '20');
    await save(user);
    await waitFor(() => expect(requestsTo('/seller/promotion/coupons', 'POST')).toHaveLength(1));
    const sent = formBody('/seller/promotion/coupons', 'POST');
    expect([sent.get('effective_type'), sent.get('effective_days'), sent.has('start_time'), sent.has('end_time')]).toEqual(['EFFECTIVE_AFTER_RECEIVING', '7', false, false]);
    expect(await rowOf('七天券')).toBeInTheDocument();
    expect(within(await rowOf('七天券')).getByText('领取后 7 天内有效')).toBeInTheDocument();
  });
});
