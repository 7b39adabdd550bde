/** Full-give, single-cut and second-half-price (api reference §6.1, §6.4): the same families on the engine as full-cut, with their own rules. */
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { lastRequestTo, requestsTo, startDemoMarketplace } from '../helpers/demo-marketplace';
import { actionsOf, chooseGoods, confirm, daysFromNow, errorsOf, expectErrors, fieldEl, inputOf, jsonOf, mount, rowOf, save, typeInto, typeRange } from './promotions-helpers';

startDemoMarketplace();

const item = (index: number) => document.querySelector(`[data-group-item="${index}"]`) as HTMLElement;
const toggle = (user: UserEvent, index: number, key: string) => user.click(within(fieldEl(key, item(index))).getByRole('switch'));

/** Picks an option of a select field by its text. */
async function pick(user: UserEvent, key: string, option: string, scope: ParentNode = document) {
  await user.click(fieldEl(key, scope).querySelector('.ant-select-selector')!);
  await user.click(await screen.findByTitle(option));
}

describe('full-give', () => {
  it('filters by status as 0/1/2 and offers what each status allows', async () => {
    const { user } = await mount('full-give');
    expect(actionsOf(await rowOf('满2件送帆布袋'))).toEqual(['编辑', '删除']);
    expect(actionsOf(await rowOf('满299包邮送积分'))).toEqual(['查看', '关闭']);
    expect(actionsOf(await rowOf('双11满额赠券'))).toEqual(['查看', '删除']);
    await user.click(screen.getByRole('tab', { name: '进行中' }));
    await waitFor(() => expect(requestsTo('/seller/promotion/full-give').at(-1)!.url.searchParams.get('status')).toBe('1'));
  });

  it('each step gives something; its gift and coupon come from the shop; at most 5 steps', async () => {
    const { user } = await mount('addFullGive');
    await screen.findByTestId('form-create');
    await typeInto(user, 'title', '满赠测试');
    await typeRange(user, 'time', daysFromNow(2), daysFromNow(5));
    await user.type(inputOf('threshold', item(0)), '199');
    await save(user);
    await waitFor(() => expect(document.querySelector('[data-group="step_list"]')!.textContent).toContain('第 1 档：请至少选择一项优惠（免邮、积分、优惠券或赠品）'));

    await toggle(user, 0, 'is_send_gift');
    await toggle(user, 0, 'is_send_bonus');
    await toggle(user, 0, 'is_send_point');
    await save(user);
    await expectErrors('gift_id', ['请输入赠品'], item(0));
    await expectErrors('bonus_id', ['请输入优惠券'], item(0));
    await expectErrors('point_value', ['请输入积分'], item(0));
    await pick(user, 'gift_id', '定制帆布袋', item(0));
    await pick(user, 'bonus_id', '满赠专用5元券', item(0));
    expect(requestsTo('/seller/promotion/full-discount-gifts/all')).toHaveLength(1);
    expect(requestsTo('/seller/promotion/coupons/list-activity-coupons')).toHaveLength(1);
    await user.type(inputOf('point_value', item(0)), '50');

    for (let i = 0; i < 4; i++) await user.click(screen.getByTestId('add-step_list'));
    expect(screen.getByTestId('add-step_list')).toBeDisabled();
    for (let i = 1; i < 5; i++) {
      await user.type(inputOf('threshold', item(i)), String(200 + i * 100));
      await toggle(user, i, 'is_free_ship');
    }
    await save(user);
    await waitFor(() => expect(requestsTo('/seller/promotion/full-give', 'POST')).toHaveLength(1));
    const sent = jsonOf(lastRequestTo('/seller/promotion/full-give', 'POST').body);
    expect(sent).toMatchObject({ discount_type: 1, range_type: 1, goods_list: [], seller_scope: 'ALL', seller_list: [] });
    const steps = sent.step_list as Array<Record<string, unknown>>;
    expect(steps).toHaveLength(5);
    expect(steps[0]).toEqual({ threshold: 199, is_free_ship: 0, is_send_point: 1, point_value: 50, is_send_bonus: 1, bonus_id: '605', is_send_gift: 1, gift_id: '501' });
    expect(steps[1]).toEqual({ threshold: 300, is_free_ship: 1, is_send_point: 0, is_send_bonus: 0, is_send_gift: 0 });
  });

  it('a gift with no stock left is offered with that reason and cannot be chosen', async () => {
    const { user } = await mount('addFullGive');
    await screen.findByTestId('form-create');
    await toggle(user, 0, 'is_send_gift');
    await user.click(fieldEl('gift_id', item(0)).querySelector('.ant-select-selector')!);
    const empty = (await screen.findByTitle('电竞鼠标垫（无库存）')).closest('.ant-select-item-option')!;
    expect(empty).toHaveClass('ant-select-item-option-disabled');
    expect(screen.getByTitle('定制帆布袋').closest('.ant-select-item-option')).not.toHaveClass('ant-select-item-option-disabled');
    await user.click(screen.getByTitle('电竞鼠标垫（无库存）'));
    expect(fieldEl('gift_id', item(0)).querySelector('.ant-select-selection-item')).toBeNull();
  });

  it('no step at all is a warning and the server decides: the reference caps the steps at 5 and sets no floor', async () => {
    const { user } = await mount('addFullGive');
    await screen.findByTestId('form-create');
    await typeInto(user, 'title', '无阶梯满赠');
    await typeRange(user, 'time', daysFromNow(2), daysFromNow(5));
    await user.click(within(item(0)).getByRole('button', { name: '删除此项' }));
    await save(user);
    const group = document.querySelector('[data-group="step_list"]')!;
    await waitFor(() => expect(group.querySelector('.ant-form-item-explain-warning')?.textContent).toBe('优惠阶梯至少1项'));
    await waitFor(() => expect(requestsTo('/seller/promotion/full-give', 'POST')).toHaveLength(1));
    expect(jsonOf(lastRequestTo('/seller/promotion/full-give', 'POST').body)).toMatchObject({ title: '无阶梯满赠', step_list: [] });
  });

  it('the thresholds are unique', async () => {
    const { user } = await mount('addFullGive');
    await screen.findByTestId('form-create');
    await user.type(inputOf('threshold', item(0)), '100');
    await toggle(user, 0, 'is_free_ship');
    await user.click(screen.getByTestId('add-step_list'));
    await user.type(inputOf('threshold', item(1)), '100');
    await toggle(user, 1, 'is_free_ship');
    await save(user);
    await waitFor(() => expect(document.querySelector('[data-group="step_list"]')!.textContent).toContain('各阶梯的门槛不能重复'));
  });
});

describe('single-cut', () => {
  it('filters by status as WAIT/UNDERWAY/END and offers what each status allows', async () => {
    const { user } = await mount('single-cut');
    expect(actionsOf(await rowOf('新品尝鲜立减'))).toEqual(['编辑', '删除']);
    expect(actionsOf(await rowOf('爆款单品立减'))).toEqual(['查看', '关闭']);
    expect(actionsOf(await rowOf('清仓立减'))).toEqual(['查看', '删除']);
    await user.click(screen.getByRole('tab', { name: '未开始' }));
    await waitFor(() => expect(requestsTo('/seller/promotion/minus').at(-1)!.url.searchParams.get('status')).toBe('WAIT'));
  });

  it('the cut is below the price of each chosen goods; the conflict names the goods another activity holds', async () => {
    const { user } = await mount('addSingleCut');
    await screen.findByTestId('form-create');
    await typeInto(user, 'title', '立减测试');
    await typeRange(user, 'time', daysFromNow(1), daysFromNow(3));
    await user.click(await within(fieldEl('range_type')).findByLabelText('指定商品'));
    await chooseGoods(user, 'goods_list', 'G000025');
    await user.type(inputOf('single_reduction_value'), '2000');
    await save(user);
    await expectErrors('single_reduction_value', ['立减金额须低于所选商品的价格：墨石 Max 17 平板电脑']);
    await typeInto(user, 'single_reduction_value', '20');
    await save(user);
    // Single-cut 3001 holds G000025 while it runs.
    await waitFor(() => expect(errorsOf('goods_list')[0]).toContain('以下商品已参加同时段的其它活动：墨石 Max 17 平板电脑'));
    expect(inputOf('single_reduction_value').value).toBe('20.00');
    expect(jsonOf(lastRequestTo('/seller/promotion/minus', 'POST').body)).toMatchObject({ title: '立减测试', single_reduction_value: 20, range_type: 2 });
  });

  it('creates one on all goods: no goods list is sent', async () => {
    const { user } = await mount('addSingleCut');
    await screen.findByTestId('form-create');
    await typeInto(user, 'title', '全店立减');
    await typeRange(user, 'time', daysFromNow(1), daysFromNow(3));
    await user.type(inputOf('single_reduction_value'), '3');
    await user.type(inputOf('description'), '全店每件立减3元');
    await save(user);
    await waitFor(() => expect(requestsTo('/seller/promotion/minus', 'POST')).toHaveLength(1));
    const sent = jsonOf(lastRequestTo('/seller/promotion/minus', 'POST').body);
    expect(sent).toMatchObject({ title: '全店立减', single_reduction_value: 3, range_type: 1, description: '全店每件立减3元' });
    expect('goods_list' in sent).toBe(false);
    expect(await rowOf('全店立减')).toBeInTheDocument();
  });
});

describe('second-half-price', () => {
  it('closes a running one and edits one not started', async () => {
    const { user, location } = await mount('second-half-price');
    expect(actionsOf(await rowOf('周末第二件半价'))).toEqual(['编辑', '删除']);
    await user.click(within(await rowOf('第二件半价·数码专场')).getByRole('button', { name: /关\s*闭/ }));
    await confirm(user);
    await waitFor(() => expect(requestsTo('/seller/promotion/half-prices/invalid/4001', 'POST')).toHaveLength(1));

    await user.click(within(await rowOf('周末第二件半价')).getByRole('button', { name: /编\s*辑/ }));
    await waitFor(() => expect(location()).toBe('/operations/editSecondHalfPrice/4002'));
    await waitFor(() => expect(inputOf('title').value).toBe('周末第二件半价'));
    await typeInto(user, 'description', '周末同款第二件半价');
    await save(user);
    await waitFor(() => expect(requestsTo('/seller/promotion/half-prices/4002', 'PUT')).toHaveLength(1));
    expect(jsonOf(lastRequestTo('/seller/promotion/half-prices/4002', 'PUT').body)).toMatchObject({ title: '周末第二件半价', range_type: 1, description: '周末同款第二件半价' });
  });
});
