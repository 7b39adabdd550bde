import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { lastRequestTo, requestsTo, startDemoMarketplace, toasts } from '../helpers/demo-marketplace';
import { renderRoute } from '../helpers/render-route';

startDemoMarketplace();

const grid = () => screen.findByTestId('material-IMAGE', undefined, { timeout: 15000 });
const cards = () => document.querySelectorAll<HTMLElement>('[data-resource]');
const card = (id: string) => document.querySelector<HTMLElement>(`[data-resource="${id}"]`)!;
const firstCard = () =>
  waitFor(() => {
    const first = cards()[0];
    if (!first) throw new Error('no resource yet');
    return first;
  }, { timeout: 15000 });
const idOf = (el: HTMLElement) => el.getAttribute('data-resource')!;
const ok = () => screen.findByRole('button', { name: /确\s*定|OK/ });
/** A group in the open tree-select dropdown. */
const option = (title: string) =>
  waitFor(() => {
    const found = document.querySelector<HTMLElement>(`.ant-select-dropdown [title="${title}"]`);
    if (!found) throw new Error(`no option ${title}`);
    return found;
  });

describe('picture space (api reference §8.8)', () => {
  it('lists images 30 a page, by group and name', async () => {
    const { user } = await renderRoute('/setting/picture-space');
    await grid();
    await firstCard();
    const query = lastRequestTo('/seller/shops/resource').url.searchParams;
    expect([query.get('group_type'), query.get('page_size'), query.get('page_no')]).toEqual(['IMAGE', '30', '1']);
    await user.click(await within(screen.getByTestId('material-groups')).findByText('商品主图'));
    await waitFor(() => expect(lastRequestTo('/seller/shops/resource').url.searchParams.get('group_id')).toBe('1'));
    await user.type(screen.getByPlaceholderText('请输入资源名称'), '主图{Enter}');
    await waitFor(() => expect(lastRequestTo('/seller/shops/resource').url.searchParams.get('resource_name')).toBe('主图'));
  });

  it('adds, renames and deletes a group', async () => {
    const { user } = await renderRoute('/setting/picture-space');
    await grid();
    await user.click(screen.getByTestId('add-group'));
    const dialog = await screen.findByTestId('name-dialog');
    // The reference states no length of a group's name: 2–10 is a hint while typing, not a refusal.
    await user.type(within(dialog).getByRole('textbox'), '新');
    expect(await within(dialog).findByText('分组名称应为2到10个字符')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox'), '品上市');
    await user.click(within(dialog).getByRole('button', { name: /确\s*定|OK/ }));
    await waitFor(() => expect(requestsTo('/seller/shops/resource-group', 'POST')).toHaveLength(1));
    expect(JSON.parse(lastRequestTo('/seller/shops/resource-group', 'POST').body)).toEqual({ group_name: '新品上市', group_type: 'IMAGE', parent_id: '0' });
    await user.click(await within(screen.getByTestId('material-groups')).findByText('新品上市'));
    await user.click(screen.getByTestId('rename-group'));
    const rename = await screen.findByTestId('name-dialog');
    await user.clear(within(rename).getByRole('textbox'));
    await user.type(within(rename).getByRole('textbox'), '新品专区');
    await user.click(within(rename).getByRole('button', { name: /确\s*定|OK/ }));
    await waitFor(() => expect(requestsTo(/\/seller\/shops\/resource-group\/\d+\/group-name$/, 'PUT')).toHaveLength(1));
    expect(lastRequestTo(/group-name$/, 'PUT').url.searchParams.get('group_name')).toBe('新品专区');
    await user.click(await within(screen.getByTestId('material-groups')).findByText('新品专区'));
    await user.click(screen.getByTestId('delete-group'));
    await user.click(await ok());
    await waitFor(() => expect(requestsTo(/\/seller\/shops\/resource-group\/\d+$/, 'DELETE')).toHaveLength(1));
  });

  it('renames one, moves and copies many to a group, deletes many', async () => {
    const { user } = await renderRoute('/setting/picture-space');
    const id = idOf(await firstCard());
    await user.click(within(card(id)).getByRole('button', { name: '重命名' }));
    const dialog = await screen.findByTestId('name-dialog');
    await user.clear(within(dialog).getByRole('textbox'));
    await user.type(within(dialog).getByRole('textbox'), '首页海报.png');
    await user.click(within(dialog).getByRole('button', { name: /确\s*定|OK/ }));
    await waitFor(() => expect(requestsTo(`/seller/shops/resource/${id}/resource-name`, 'PUT')).toHaveLength(1));
    expect(lastRequestTo(`/seller/shops/resource/${id}/resource-name`, 'PUT').url.searchParams.get('resource_name')).toBe('首页海报.png');

    const [a, b] = [...cards()].slice(0, 2).map(idOf);
    for (const key of [a, b]) await user.click(within(card(key!)).getByRole('checkbox'));
    expect(screen.getByTestId('material-selected')).toHaveTextContent('已选 2 个');
    await user.click(document.querySelector<HTMLElement>('[data-bulk="move"]')!);
    const target = await screen.findByTestId('group-target');
    await user.click(within(target).getByRole('combobox'));
    await user.click(await option('详情图'));
    await user.click(within(target).getByRole('button', { name: /确\s*定|OK/ }));
    await waitFor(() => expect(requestsTo('/seller/shops/resource/resource-group', 'PUT')).toHaveLength(1));
    const move = lastRequestTo('/seller/shops/resource/resource-group', 'PUT').url.searchParams;
    expect([move.getAll('resource_ids'), move.get('group_id')]).toEqual([[a, b], '8']);

    const [c] = [...cards()].slice(0, 1).map(idOf);
    await user.click(within(card(c!)).getByRole('button', { name: '复制' }));
    const copyTo = await screen.findByTestId('group-target');
    await user.click(within(copyTo).getByRole('combobox'));
    await user.click(await option('轮播图'));
    await user.click(within(copyTo).getByRole('button', { name: /确\s*定|OK/ }));
    await waitFor(() => expect(requestsTo('/seller/shops/resource/copy/5', 'POST')).toHaveLength(1));
    expect(lastRequestTo('/seller/shops/resource/copy/5', 'POST').url.searchParams.getAll('resource_ids')).toEqual([c]);

    await user.click(screen.getByTestId('select-page'));
    await user.click(document.querySelector<HTMLElement>('[data-bulk="delete"]')!);
    await user.click(await ok());
    await waitFor(() => expect(requestsTo('/seller/shops/resource/batch', 'DELETE')).toHaveLength(1));
    expect(lastRequestTo('/seller/shops/resource/batch', 'DELETE').url.searchParams.getAll('ids').length).toBeGreaterThan(2);
    expect(toasts).toEqual([]);
  }, 180_000);

  it('refuses an image over 3 MB before uploading it', async () => {
    const { user } = await renderRoute('/setting/picture-space');
    await grid();
    await user.click(screen.getByTestId('material-upload'));
    const big = new File([new Uint8Array(3 * 1024 * 1024 + 1)], 'huge.png', { type: 'image/png' });
    await user.upload(document.querySelector<HTMLInputElement>('[data-testid="resource-upload-input"] input[type="file"], .ant-upload input[type="file"]')!, big);
    expect(await screen.findByText('图片 huge.png 超过 3 MB，不能上传')).toBeInTheDocument();
    expect(requestsTo('/seller/uploaders', 'POST')).toHaveLength(0);
  });
});

describe('video space', () => {
  it('plays a video in a dialog', async () => {
    const { user } = await renderRoute('/setting/video-space');
    await screen.findByTestId('material-VIDEO', undefined, { timeout: 15000 });
    await waitFor(() => expect(lastRequestTo('/seller/shops/resource').url.searchParams.get('group_type')).toBe('VIDEO'));
    const play = await waitFor(() => {
      const found = document.querySelector<HTMLElement>('[data-action="play"]');
      if (!found) throw new Error('no video yet');
      return found;
    }, { timeout: 15000 });
    await user.click(play);
    const dialog = await screen.findByTestId('video-preview');
    expect(dialog.querySelector('video[controls]')).toBeTruthy();
  });
});
