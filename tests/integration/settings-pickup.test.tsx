import { screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { closesAfterOpening } from '@/schemas/setting/pickup-points';
import { lastRequestTo, requestsTo, startDemoMarketplace } from '../helpers/demo-marketplace';
import { renderRoute } from '../helpers/render-route';
import { inputNamed } from '../helpers/inputs';

startDemoMarketplace();

const rowOf = async (text: string) => (await screen.findByText(text, undefined, { timeout: 15000 })).closest('tr') as HTMLElement;
const field = (key: string) =>
  waitFor(() => {
    const found = document.querySelector<HTMLElement>(`[data-field="${key}"]`);
    if (!found) throw new Error(`no field ${key}`);
    return found;
  });
const button = (row: HTMLElement, name: string) => within(row).queryByRole('button', { name: new RegExp(`^${[...name].join('\\s*')}$`) });

describe('pickup points (docs/api/pickup-points.md)', () => {
  it('offers what each point allows: an enabled one is disabled first, a disabled one enabled or deleted', async () => {
    const { user } = await renderRoute('/setting/pickup-point/list');
    const enabled = await rowOf('科技园自提点');
    expect(button(enabled, '停用')).toBeInTheDocument();
    expect(button(enabled, '删除')).toBeNull();
    const disabled = await rowOf('西乡自提点');
    expect(button(disabled, '启用')).toBeInTheDocument();
    await user.click(button(disabled, '删除')!);
    await user.click(await screen.findByRole('button', { name: /确\s*定|OK/ }));
    await waitFor(() => expect(requestsTo('/seller/shops/pickup-points/5', 'DELETE')).toHaveLength(1));
    await waitFor(() => expect(screen.queryByText('西乡自提点')).toBeNull());
  });

  it('filters by state and keyword', async () => {
    const { user } = await renderRoute('/setting/pickup-point/list');
    await rowOf('科技园自提点');
    await user.click(screen.getByRole('tab', { name: '已停用' }));
    await waitFor(() => expect(lastRequestTo('/seller/shops/pickup-points').url.searchParams.get('enabled')).toBe('0'));
    expect(await rowOf('北京路自提点')).toBeInTheDocument();
    await user.type(await inputNamed('keyword'), '北京');
    await user.click(screen.getByTestId('search-submit'));
    await waitFor(() => expect(lastRequestTo('/seller/shops/pickup-points').url.searchParams.get('keyword')).toBe('北京'));
  });

  it('edits a point: its address, contact and hours come back, and the same call shape goes out', async () => {
    const { user, location } = await renderRoute('/setting/pickup-point/edit/1');
    const name = (await field('name')).querySelector('input')!;
    await waitFor(() => expect(name.value).toBe('科技园自提点'), { timeout: 15000 });
    expect(await within(await field('region_id')).findByText(/粤海街道/)).toBeInTheDocument();
    await user.clear(name);
    await user.type(name, '科技园一号自提点');
    await user.click(screen.getByTestId('form-save'));
    await waitFor(() => expect(requestsTo('/seller/shops/pickup-points/1', 'PUT')).toHaveLength(1));
    const body = JSON.parse(lastRequestTo('/seller/shops/pickup-points/1', 'PUT').body) as Record<string, unknown>;
    expect(body).toMatchObject({ name: '科技园一号自提点', open_time: '09:00', close_time: '21:00', open_days: [1, 2, 3, 4, 5, 6, 7], enabled: 1, contact_mobile: '13912345601' });
    expect(String(body.region_id)).toMatch(/^\d+$/);
    await waitFor(() => expect(location()).toBe('/setting/pickup-point/list'));
  });

  it('asks for every required field of a new point', async () => {
    const { user } = await renderRoute('/setting/pickup-point/add');
    await field('name');
    await user.click(screen.getByTestId('form-save'));
    for (const text of ['请输入自提点名称', '请选择所在地区', '请输入详细地址', '请输入联系人', '请输入营业时间', '请选择营业日']) {
      expect(await screen.findByText(text)).toBeInTheDocument();
    }
    expect(requestsTo('/seller/shops/pickup-points', 'POST')).toHaveLength(0);
    const at = (time: string) => dayjs(`2000-01-01 ${time}`);
    expect(closesAfterOpening([at('18:00'), at('09:00')])).toBe('setting:pickup.closeAfterOpen');
    expect(closesAfterOpening([at('09:00'), at('18:00')])).toBeUndefined();
  });

  it('an id that is not a number is not a page', async () => {
    const { location } = await renderRoute('/setting/pickup-point/edit/abc');
    await waitFor(() => expect(location()).toBe('/404'));
  });
});
