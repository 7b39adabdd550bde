import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ResourcePicker } from '@/components/pickers';
import { i18n } from '@/i18n';
import { renderPicker, setupUser } from './render';
import { lastRequestTo, requestsTo, startDemoMarketplace } from './server';

startDemoMarketplace();

const cards = () => Array.from(document.querySelectorAll<HTMLElement>('[data-testid^="resource-"][aria-selected]'));
const uploadDialog = () => screen.getAllByRole('dialog').find((d) => within(d).queryByText('文件')) as HTMLElement;

describe('ResourcePicker', () => {
  it('lists seller/shops/resource (15 per page) with the group tree, and shows name, size in KB, resolution, time', async () => {
    renderPicker(<ResourcePicker open onClose={() => {}} onConfirm={() => {}} />);
    await waitFor(() => expect(cards().length).toBeGreaterThan(0));
    const q = lastRequestTo('/seller/shops/resource').url.searchParams;
    expect(Object.fromEntries(q)).toMatchObject({ page_no: '1', page_size: '15', group_type: 'IMAGE', group_id: '' });
    expect(lastRequestTo('/seller/shops/resource-group/tree-list').url.searchParams.get('group_type')).toBe('IMAGE');
    expect(cards().length).toBeLessThanOrEqual(15);
    expect(cards()[0]).toHaveTextContent(/\d+\.\d{2} KB/);
    expect(cards()[0]).toHaveTextContent(/\d+ × \d+|-/);
    expect(cards()[0]).toHaveTextContent(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/);
    expect(screen.getByRole('tab', { name: '图片' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: '视频' })).toBeInTheDocument();
  });

  it('searches by name, filters by group, switches to videos, and offers page sizes 15, 30, 50, 100', async () => {
    const user = setupUser();
    renderPicker(<ResourcePicker open onClose={() => {}} onConfirm={() => {}} />);
    await waitFor(() => expect(cards().length).toBeGreaterThan(0));
    await user.type(screen.getByLabelText('请输入资源名称'), 'a{Enter}');
    await waitFor(() => expect(lastRequestTo('/seller/shops/resource').url.searchParams.get('resource_name')).toBe('a'));
    await user.click(screen.getByText('未分组'));
    await waitFor(() => expect(lastRequestTo('/seller/shops/resource').url.searchParams.get('group_id')).toBe('-1'));
    // the group filter keeps matching groups only
    const treeNodes = () => document.querySelectorAll('.ant-tree-treenode').length;
    const before = treeNodes();
    await user.type(screen.getByLabelText('筛选分组'), 'zzzz-no-such-group');
    await waitFor(() => expect(treeNodes()).toBeLessThan(before));
    await user.click(screen.getByRole('tab', { name: '视频' }));
    await waitFor(() => expect(lastRequestTo('/seller/shops/resource').url.searchParams.get('group_type')).toBe('VIDEO'));
    expect(lastRequestTo('/seller/shops/resource-group/tree-list').url.searchParams.get('group_type')).toBe('VIDEO');
    await user.click(document.querySelector('.ant-pagination-options .ant-select-selector') as HTMLElement);
    for (const size of ['15 / page', '30 / page', '50 / page', '100 / page']) expect((await screen.findAllByTitle(size)).length).toBeGreaterThan(0);
  });

  it('selects with a limit and confirms the chosen resources', async () => {
    const user = setupUser();
    const onConfirm = vi.fn();
    renderPicker(<ResourcePicker open multiple limit={1} onClose={() => {}} onConfirm={onConfirm} />);
    await waitFor(() => expect(cards().length).toBeGreaterThan(1));
    await user.click(cards()[0]);
    await user.click(cards()[1]);
    expect(await screen.findByText('可选数量超过最大限制：1')).toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: /确\s*定/ }).at(-1) as HTMLElement);
    expect(onConfirm.mock.calls[0][0]).toHaveLength(1);
    expect(onConfirm.mock.calls[0][0][0]).toMatchObject({ resource_url: expect.any(String), group_type: 'IMAGE' });
  });

  it('upload dialog: confirm disabled with no files; other types refused before upload; upload then register the batch', async () => {
    const user = setupUser();
    renderPicker(<ResourcePicker open onClose={() => {}} onConfirm={() => {}} />);
    await waitFor(() => expect(cards().length).toBeGreaterThan(0));
    await user.click(screen.getByRole('button', { name: /上传图片/ }));
    const dialog = await waitFor(() => uploadDialog());
    expect(within(dialog).getByRole('combobox', { name: '分组' })).toBeInTheDocument();
    const ok = within(dialog).getByRole('button', { name: /确\s*定/ });
    expect(ok).toBeDisabled();
    const input = () => dialog.querySelector('input[type=file]') as HTMLInputElement;
    await user.upload(input(), new File(['x'], 'movie.mp4', { type: 'video/mp4' }));
    expect(await screen.findByText('文件 movie.mp4 的类型不支持，只能上传以下类型：jpg, jpeg, png, webp, bmp, gif')).toBeInTheDocument();
    expect(ok).toBeDisabled();
    expect(requestsTo('/seller/uploaders', 'POST')).toHaveLength(0);
    await user.upload(input(), new File([new Uint8Array(2048)], 'photo.png', { type: 'image/png' }));
    await waitFor(() => expect(ok).toBeEnabled());
    const listCalls = requestsTo('/seller/shops/resource').length;
    await user.click(ok);
    await waitFor(() => expect(requestsTo('/seller/shops/resource/batch', 'POST')).toHaveLength(1), { timeout: 5000 });
    expect(requestsTo('/seller/uploaders', 'POST')).toHaveLength(1);
    const body = (await requestsTo('/seller/shops/resource/batch', 'POST')[0].request.json()) as Array<Record<string, unknown>>;
    expect(body).toEqual([
      expect.objectContaining({ resource_name: 'photo.png', resource_storage: 2, group_type: 'IMAGE', group_id: '-1', resource_url: expect.any(String) }),
    ]);
    await waitFor(() => expect(requestsTo('/seller/shops/resource').length).toBeGreaterThan(listCalls));
  });

  it("registering or deleting makes the resource centre stale: the grid and the group tree's counts read again", async () => {
    const user = setupUser();
    renderPicker(<ResourcePicker open onClose={() => {}} onConfirm={() => {}} />);
    await waitFor(() => expect(cards().length).toBeGreaterThan(0));
    const trees = requestsTo('/seller/shops/resource-group/tree-list').length;
    const lists = requestsTo('/seller/shops/resource').length;
    await user.click(within(cards()[0]).getByRole('button', { name: /删除/ }));
    const pop = await screen.findByText('确定删除该资源吗？');
    await user.click(within(pop.closest('.ant-popover') as HTMLElement).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(requestsTo('/seller/shops/resource-group/tree-list').length).toBe(trees + 1));
    expect(requestsTo('/seller/shops/resource').length).toBe(lists + 1);
  });

  it('deletes a resource with DELETE seller/shops/resource/batch?ids=', async () => {
    const user = setupUser();
    renderPicker(<ResourcePicker open onClose={() => {}} onConfirm={() => {}} />);
    await waitFor(() => expect(cards().length).toBeGreaterThan(0));
    const id = (cards()[0].getAttribute('data-testid') ?? '').replace('resource-', '');
    await user.click(within(cards()[0]).getByRole('button', { name: /删除/ }));
    const pop = await screen.findByText('确定删除该资源吗？');
    await user.click(within(pop.closest('.ant-popover') as HTMLElement).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(requestsTo('/seller/shops/resource/batch', 'DELETE')).toHaveLength(1));
    expect(requestsTo('/seller/shops/resource/batch', 'DELETE')[0].url.searchParams.getAll('ids')).toEqual([id]);
  });

  it('refuses other types in English too', async () => {
    await i18n.changeLanguage('en-US');
    const user = setupUser();
    renderPicker(<ResourcePicker open types={['VIDEO']} onClose={() => {}} onConfirm={() => {}} />);
    await user.click(screen.getByRole('button', { name: /Upload videos/ }));
    const dialog = await waitFor(() => screen.getAllByRole('dialog').find((d) => within(d).queryByText('Files')) as HTMLElement);
    await user.upload(dialog.querySelector('input[type=file]') as HTMLInputElement, new File(['x'], 'a.png', { type: 'image/png' }));
    expect(await screen.findByText('The type of a.png is not supported; only these types can be uploaded: mp4, mov, m4v, flv, mkv, wmv, avi, rmvb, 3gp')).toBeInTheDocument();
  });
});
