import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { groupPurchaseFlags } from '@/resources/operations/promotions/group-purchase';
import type { GroupPurchaseRow } from '@/schemas/promotions/group-purchase';
import { lastRequestTo, requestsTo, startDemoMarketplace, toasts } from '../helpers/demo-marketplace';
import { renderRoute } from '../helpers/render-route';
import { inputNamed } from '../helpers/inputs';

startDemoMarketplace();

const rowOf = async (text: string) => (await screen.findByText(text, undefined, { timeout: 15000 })).closest('tr') as HTMLElement;
const button = (row: HTMLElement, name: string) => within(row).queryByRole('button', { name: new RegExp(`^${[...name].join('\\s*')}$`) });
const field = (key: string) =>
  waitFor(() => {
    const found = document.querySelector<HTMLElement>(`[data-field="${key}"]`);
    if (!found) throw new Error(`no field ${key}`);
    return found;
  });

describe('group purchase (api reference §6.7, docs/api/group-buy.md)', () => {
  it('lists the applications with their review and activity state, and offers only what each allows', async () => {
    await renderRoute('/operations/group-buy');
    const approvedRunning = await rowOf('蓝牙耳机周末团');
    expect(within(approvedRunning).getByText('已通过')).toBeInTheDocument();
    expect(within(approvedRunning).getByText('进行中')).toBeInTheDocument();
    expect(button(approvedRunning, '编辑')).toBeNull();
    expect(button(approvedRunning, '删除')).toBeNull();
    const waiting = await rowOf('年货团·充电宝');
    expect(button(waiting, '编辑')).toBeInTheDocument();
    expect(button(waiting, '删除')).toBeInTheDocument();
    const ended = await rowOf('双11数码团');
    expect(button(ended, '编辑')).toBeNull();
    expect(button(ended, '删除')).toBeInTheDocument();
  });

  it('searches by name and filters by review state with the API names', async () => {
    const { user } = await renderRoute('/operations/group-buy');
    await rowOf('蓝牙耳机周末团');
    await user.click(screen.getByRole('tab', { name: '已驳回' }));
    await waitFor(() => expect(lastRequestTo('/seller/promotion/group-buy-goods').url.searchParams.get('gb_status')).toBe('2'));
    expect(await rowOf('年货团·收纳套装')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('蓝牙耳机周末团')).toBeNull());
    await user.type(await inputNamed('act_name'), '年货');
    await user.click(screen.getByTestId('search-submit'));
    await waitFor(() => expect(lastRequestTo('/seller/promotion/group-buy-goods').url.searchParams.get('act_name')).toBe('年货'));
  });

  it('deletes an application after asking', async () => {
    const { user } = await renderRoute('/operations/group-buy');
    await user.click(button(await rowOf('年货团·收纳套装'), '删除')!);
    expect(await screen.findByText('确定删除这条团购申请吗？')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: /确\s*定|OK/ }));
    await waitFor(() => expect(requestsTo('/seller/promotion/group-buy-goods/8103', 'DELETE')).toHaveLength(1));
    await waitFor(() => expect(screen.queryByText('年货团·收纳套装')).toBeNull());
  });

  it('shows an application on its record page, the rejection reason included', async () => {
    await renderRoute('/operations/group-buy-detail/8103');
    expect(await screen.findByText('团购价高于近 30 天最低价', undefined, { timeout: 15000 })).toBeInTheDocument();
    expect(screen.getByText('年货团购季')).toBeInTheDocument();
    expect(screen.getByText('居家日用')).toBeInTheDocument();
  });

  it('edits an application: the activity and category come from their option sources, the goods flat in the body, below its price', async () => {
    const { user, location } = await renderRoute('/operations/edit-group-buy/8102');
    const name = (await field('gb_name')).querySelector('input')!;
    await waitFor(() => expect(name.value).toBe('年货团·充电宝'), { timeout: 15000 });
    expect(await within(await field('act_id')).findByText('年货团购季')).toBeInTheDocument();
    expect(await within(await field('cat_id')).findByText('数码家电')).toBeInTheDocument();
    expect(requestsTo('/seller/promotion/group-buy-goods/active')).not.toHaveLength(0);
    expect(requestsTo('/seller/promotion/group-buy-cats')).not.toHaveLength(0);

    const price = await waitFor(() => {
      const at = document.getElementById('goods_0_price');
      const input = at?.tagName === 'INPUT' ? at : at?.querySelector('input');
      if (!input) throw new Error('no group price input');
      return input as HTMLInputElement;
    });
    await user.clear(price);
    await user.type(price, '999999');
    await user.click(screen.getByTestId('form-save'));
    expect(await screen.findByText('团购价须低于原价', { exact: false })).toBeInTheDocument();
    expect(requestsTo('/seller/promotion/group-buy-goods/8102', 'PUT')).toHaveLength(0);

    await user.clear(price);
    await user.type(price, '1');
    await user.click(screen.getByTestId('form-save'));
    await waitFor(() => expect(requestsTo('/seller/promotion/group-buy-goods/8102', 'PUT')).toHaveLength(1));
    const body = new URLSearchParams(lastRequestTo('/seller/promotion/group-buy-goods/8102', 'PUT').body);
    expect(body.get('price')).toBe('1');
    expect(body.get('act_id')).toBe('7002');
    expect(body.get('sku_id')).toMatch(/^\d+$/);
    expect(body.get('gb_name')).toBe('年货团·充电宝');
    await waitFor(() => expect(toasts).toEqual([]));
    await waitFor(() => expect(location()).toMatch(/^\/operations\/group-buy(-detail\/8102)?$/));
  });

  it('a shown-buyers number of a million is sent: the designed API sets it a floor of 0 and no ceiling', async () => {
    const { user } = await renderRoute('/operations/edit-group-buy/8102');
    const name = (await field('gb_name')).querySelector('input')!;
    await waitFor(() => expect(name.value).toBe('年货团·充电宝'), { timeout: 15000 });
    const visual = (await field('visual_num')).querySelector('input')!;
    await user.clear(visual);
    await user.type(visual, '-1');
    await user.click(screen.getByTestId('form-save'));
    expect(await within(await field('visual_num')).findByText(/不能小于0/)).toHaveClass('ant-form-item-explain-error');
    expect(requestsTo('/seller/promotion/group-buy-goods/8102', 'PUT')).toHaveLength(0);
    await user.clear(visual);
    await user.type(visual, '1000000');
    await user.click(screen.getByTestId('form-save'));
    await waitFor(() => expect(requestsTo('/seller/promotion/group-buy-goods/8102', 'PUT')).toHaveLength(1));
    expect(new URLSearchParams(lastRequestTo('/seller/promotion/group-buy-goods/8102', 'PUT').body).get('visual_num')).toBe('1000000');
  });

  it('an approved application, or one whose activity started, is not changed; a running approved one is not deleted', () => {
    const row = (gb_status: number, act_status: string) => ({ gb_status, act_status }) as GroupPurchaseRow;
    expect(groupPurchaseFlags(row(0, 'NOT_STARTED'))).toEqual({ allow_edit: true, allow_delete: true });
    expect(groupPurchaseFlags(row(2, 'STARTED'))).toEqual({ allow_edit: false, allow_delete: true });
    expect(groupPurchaseFlags(row(1, 'NOT_STARTED'))).toEqual({ allow_edit: false, allow_delete: true });
    expect(groupPurchaseFlags(row(1, 'STARTED'))).toEqual({ allow_edit: false, allow_delete: false });
  });
});
