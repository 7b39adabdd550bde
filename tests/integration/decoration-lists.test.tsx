import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { decorationDb } from '@/mocks/areas/decoration/db';
import { DECORATION_SYNC_MS } from '@/config';
import { SCHEMA_VERSION } from '@/schemas/decoration/page-document';
import { RECEIVED_MESSAGE, SESSION_MESSAGE } from '@/session/decoration-sync';
import { lastRequestTo, requestsTo, startDemoMarketplace, toasts } from '../helpers/demo-marketplace';
import { skipAhead, skippableTimers } from '../helpers/clock';
import { renderRoute } from '../helpers/render-route';
import { inputNamed } from '../helpers/inputs';

startDemoMarketplace();
afterEach(() => vi.useRealTimers());

const LOADED = { timeout: 15000 };
const rowOf = async (text: string) => (await screen.findByText(text, undefined, LOADED)).closest('tr') as HTMLElement;
const spaced = (name: string) => new RegExp(`^${[...name].join('\\s*')}$`);
const button = (row: HTMLElement, name: string) => within(row).queryByRole('button', { name: spaced(name) });
type User = Awaited<ReturnType<typeof renderRoute>>['user'];
/** Hovers "more" once every other menu has closed, and gives the menu it opens. */
async function hoverMore(user: User, row: HTMLElement) {
  // Closed menus stay in the page (no animation end here): the row's own popup is the new one.
  const before = new Set(document.querySelectorAll('.ant-dropdown-menu'));
  await user.hover(button(row, '更多')!);
  return waitFor(() => {
    const menu = [...document.querySelectorAll<HTMLElement>('.ant-dropdown-menu')].find((m) => !before.has(m));
    if (!menu) throw new Error('no new menu');
    return menu;
  });
}
/** The row's actions: inline buttons and those under "more". */
async function actionsOf(user: User, row: HTMLElement): Promise<string[]> {
  const names = within(row).getAllByRole('button').map((b) => (b.textContent ?? '').replace(/\s+/g, ''));
  const more = button(row, '更多');
  if (!more) return names;
  const menu = await hoverMore(user, row);
  const items = within(menu).getAllByRole('menuitem');
  await user.unhover(more);
  return [...names.filter((n) => n !== '更多'), ...items.map((i) => (i.textContent ?? '').replace(/\s+/g, ''))];
}
/** Clicks a row's action, inline or under "more". */
async function act(user: User, row: HTMLElement, name: string) {
  const inline = button(row, name);
  if (inline) return user.click(inline);
  const menu = await hoverMore(user, row);
  await user.click(within(menu).getByRole('menuitem', { name: spaced(name) }));
}
const confirmDialog = async () => (await screen.findAllByRole('button', { name: /确\s*定|OK/ })).at(-1)!;
const field = (root: HTMLElement, key: string) => root.querySelector<HTMLElement>(`[data-field="${key}"]`)!;
const json = (method: string, path: string) => JSON.parse(lastRequestTo(path, method).body) as Record<string, unknown>;
const pageIdOf = (row: HTMLElement) => row.getAttribute('data-row-key')!;

describe('micro-pages (api reference §10; docs/api/decoration.md §1)', () => {
  it('lists the mobile pages and offers what each page state allows', async () => {
    const { user } = await renderRoute('/operations/mobile-pages');
    const unpublished = await rowOf('售后服务说明');
    expect(lastRequestTo('/seller/pages').url.searchParams.get('client_type')).toBe('MOBILE');
    expect((await actionsOf(user, unpublished)).sort()).toEqual(['装修', '发布', '复制', '编辑', '删除'].sort());
    expect((await actionsOf(user, await rowOf('圣诞季'))).sort()).toEqual(['装修', '取消发布', '设为首页', '复制', '编辑', '删除'].sort());

    await user.type(await inputNamed('keyword'), '店铺首页');
    await user.click(screen.getByTestId('search-submit'));
    await waitFor(() => expect(lastRequestTo('/seller/pages').url.searchParams.get('keyword')).toBe('店铺首页'));
    expect((await actionsOf(user, await rowOf('移动端店铺首页'))).sort()).toEqual(['装修', '复制', '编辑'].sort());
  });

  it('filters by publish status on the tabs, and the PC list asks for PC pages', async () => {
    const { user } = await renderRoute('/operations/pc-pages');
    await rowOf('圣诞季');
    expect(lastRequestTo('/seller/pages').url.searchParams.get('client_type')).toBe('PC');
    await user.click(screen.getByRole('tab', { name: '未发布' }));
    await waitFor(() => expect(lastRequestTo('/seller/pages').url.searchParams.get('publish_status')).toBe('NO'));
    expect(await rowOf('元旦跨年')).toBeInTheDocument();
    expect(screen.queryByText('圣诞季')).toBeNull();
  });

  it('publishes, sets as home page, copies and deletes, each by its call', async () => {
    const { user } = await renderRoute('/operations/mobile-pages');
    const draft = await rowOf('售后服务说明');
    const id = pageIdOf(draft);
    await act(user, draft, '发布');
    await waitFor(() => expect(requestsTo(`/seller/pages/${id}/publish`, 'PUT')).toHaveLength(1));
    await waitFor(() => expect(within(draft).getByText('已发布')).toBeInTheDocument());
    await act(user, draft, '设为首页');
    await user.click(await confirmDialog());
    await waitFor(() => expect(requestsTo(`/seller/pages/${id}/index`, 'PUT')).toHaveLength(1));
    await waitFor(() => expect(within(draft).getByText('首页')).toBeInTheDocument());

    const other = await rowOf('圣诞季');
    const otherId = pageIdOf(other);
    await act(user, other, '复制');
    await user.click(await confirmDialog());
    await waitFor(() => expect(requestsTo(`/seller/pages/${otherId}/copy`, 'PUT')).toHaveLength(1));
    expect(await screen.findByText('圣诞季（副本）', undefined, LOADED)).toBeInTheDocument();
    await act(user, await rowOf('圣诞季（副本）'), '删除');
    await user.click(await confirmDialog());
    await waitFor(() => expect(requestsTo(/\/seller\/pages\/\d+$/, 'DELETE')).toHaveLength(1));
    await waitFor(() => expect(screen.queryByText('圣诞季（副本）')).toBeNull());
  });

  it('creates a mobile page with a name (required, at most 30) and an empty page of the current schema', async () => {
    const { user } = await renderRoute('/operations/mobile-pages');
    await rowOf('圣诞季');
    await user.click(screen.getByTestId('create-button'));
    const form = await screen.findByTestId('record-form');
    await user.click(screen.getByTestId('form-save'));
    expect(await within(form).findByText('请输入页面名称')).toBeInTheDocument();
    await user.type(field(form, 'page_name').querySelector('input')!, 'x'.repeat(31));
    expect(await within(form).findByText(/页面名称.*30/)).toBeInTheDocument();
    await user.clear(field(form, 'page_name').querySelector('input')!);
    await user.type(field(form, 'page_name').querySelector('input')!, '夏季新品');
    await user.type(field(form, 'remark').querySelector('textarea')!, '夏天的活动页');
    await user.click(screen.getByTestId('form-save'));
    await waitFor(() => expect(requestsTo('/seller/pages', 'POST')).toHaveLength(1));
    expect(json('POST', '/seller/pages')).toEqual({ page_name: '夏季新品', remark: '夏天的活动页', client_type: 'MOBILE', page_data: JSON.stringify({ version: SCHEMA_VERSION, widgets: [] }) });
    expect(await rowOf('夏季新品')).toBeInTheDocument();
  });

  it('renames a page without touching its widgets', async () => {
    const { user } = await renderRoute('/operations/pc-pages');
    const row = await rowOf('圣诞季');
    const id = pageIdOf(row);
    await act(user, row, '编辑');
    const form = await screen.findByTestId('record-form');
    const name = field(form, 'page_name').querySelector('input')!;
    await waitFor(() => expect(name.value).toBe('圣诞季'));
    await user.clear(name);
    await user.type(name, '圣诞狂欢季');
    await user.click(screen.getByTestId('form-save'));
    await waitFor(() => expect(requestsTo(`/seller/pages/${id}`, 'PUT')).toHaveLength(1));
    expect(json('PUT', `/seller/pages/${id}`)).toEqual({ page_name: '圣诞狂欢季', remark: 'PC 端活动页' });
  });

  it('a server rule is shown as the server says it', async () => {
    const { user } = await renderRoute('/operations/mobile-pages');
    const row = await rowOf('圣诞季');
    // Another console made the page the home page meanwhile: deleting it is refused, and nothing is deleted.
    const pages = decorationDb().pages;
    for (const page of pages.all().filter((p) => p.client_type === 'MOBILE' && p.is_index === 'YES' && p.shop_id === pages.get(pageIdOf(row))!.shop_id)) pages.put({ ...page, is_index: 'NO' });
    pages.put({ ...pages.get(pageIdOf(row))!, is_index: 'YES' });
    await act(user, row, '删除');
    await user.click(await confirmDialog());
    await waitFor(() => expect(toasts.join()).toMatch(/首页.*不能删除/));
  });

  it('opens the editor in the decoration window and hands the session over (spec §4)', async () => {
    skippableTimers();
    const posted: unknown[] = [];
    const target = { postMessage: vi.fn((data: unknown) => posted.push(data)) } as unknown as Window;
    const open = vi.spyOn(window, 'open').mockReturnValue(target);
    const { user } = await renderRoute('/operations/mobile-pages');
    const row = await rowOf('圣诞季');
    await user.click(button(row, '装修')!);
    expect(open).toHaveBeenCalledWith(`${window.location.origin}/decoration/pages/${pageIdOf(row)}`, '_blank');
    await waitFor(() => expect(posted.length).toBeGreaterThan(0));
    expect(posted[0]).toMatchObject({ type: SESSION_MESSAGE, user: { username: 'owner' }, accessToken: expect.any(String), refreshToken: expect.any(String) });
    // The window answers: the console stops posting.
    window.dispatchEvent(new MessageEvent('message', { origin: window.location.origin, source: target as unknown as MessageEventSource, data: { type: RECEIVED_MESSAGE } }));
    const count = posted.length;
    await skipAhead(DECORATION_SYNC_MS * 3);
    expect(posted.length).toBe(count);
    open.mockRestore();
  });

  it('is refused to a role without the entry', async () => {
    await renderRoute('/operations/mobile-pages', { permissions: ['pcPages'] });
    expect(await screen.findByText('当前角色未开启【移动端装修】权限，请先开启', undefined, LOADED)).toBeInTheDocument();
    expect(requestsTo('/seller/pages')).toHaveLength(0);
  });
});

describe('shop navigation (docs/api/decoration.md §2)', () => {
  it('lists the entries in sort order with their display and window', async () => {
    await renderRoute('/operations/shop-nav');
    const hidden = await rowOf('品牌故事');
    expect(within(hidden).getByText('隐藏')).toBeInTheDocument();
    expect(within(hidden).getByText('新窗口打开')).toBeInTheDocument();
    expect(button(hidden, '显示')).toBeInTheDocument();
    const names = [...document.querySelectorAll('tbody tr[data-row-key]')].map((tr) => tr.querySelector('td')?.textContent);
    expect(names.slice(0, 3)).toEqual(['首页', '全部商品', '新品上市']);
  });

  it('adds an entry: name, full link, sort, shown and window are checked and sent', async () => {
    const { user } = await renderRoute('/operations/shop-nav');
    await rowOf('全部商品');
    await user.click(screen.getByTestId('create-button'));
    const form = await screen.findByTestId('record-form');
    await user.click(screen.getByTestId('form-save'));
    expect(await within(form).findByText('请输入导航名称')).toBeInTheDocument();
    await user.type(field(form, 'name').querySelector('input')!, '夏日专场');
    await user.type(field(form, 'nav_url').querySelector('input')!, '/summer');
    await user.click(screen.getByTestId('form-save'));
    expect(await within(form).findByText('请输入以 http:// 或 https:// 开头的完整链接地址')).toBeInTheDocument();
    await user.clear(field(form, 'nav_url').querySelector('input')!);
    await user.type(field(form, 'nav_url').querySelector('input')!, 'https://shop.example/summer');
    const sort = field(form, 'sort').querySelector('input')!;
    await user.clear(sort);
    await user.type(sort, '100000');
    await user.click(screen.getByTestId('form-save'));
    expect(await within(form).findByText('排序应在0到99999之间')).toBeInTheDocument();
    await user.clear(sort);
    await user.type(sort, '15');
    await user.click(within(field(form, 'target')).getByRole('switch'));
    await user.click(screen.getByTestId('form-save'));
    await waitFor(() => expect(requestsTo('/seller/shops/navigations', 'POST')).toHaveLength(1));
    expect(json('POST', '/seller/shops/navigations')).toEqual({ name: '夏日专场', nav_url: 'https://shop.example/summer', sort: 15, disable: 1, target: 1 });
    expect(await rowOf('夏日专场')).toBeInTheDocument();
  });

  it('hides, shows, edits and deletes an entry', async () => {
    const { user } = await renderRoute('/operations/shop-nav');
    const row = await rowOf('全部商品');
    const id = row.getAttribute('data-row-key')!;
    await user.click(button(row, '隐藏')!);
    await waitFor(() => expect(requestsTo(`/seller/shops/navigations/${id}`, 'PUT')).toHaveLength(1));
    expect(json('PUT', `/seller/shops/navigations/${id}`)).toEqual({ disable: 0 });
    await waitFor(() => expect(button(row, '显示')).toBeInTheDocument());

    await user.click(button(row, '编辑')!);
    const form = await screen.findByTestId('record-form');
    const name = field(form, 'name').querySelector('input')!;
    await waitFor(() => expect(name.value).toBe('全部商品'));
    await user.clear(name);
    await user.type(name, '所有商品');
    await user.click(screen.getByTestId('form-save'));
    await waitFor(() => expect(requestsTo(`/seller/shops/navigations/${id}`, 'PUT')).toHaveLength(2));
    expect(json('PUT', `/seller/shops/navigations/${id}`)).toMatchObject({ name: '所有商品', disable: 0, sort: 20 });

    await user.click(button(await rowOf('所有商品'), '删除')!);
    await user.click(await confirmDialog());
    await waitFor(() => expect(requestsTo(`/seller/shops/navigations/${id}`, 'DELETE')).toHaveLength(1));
    await waitFor(() => expect(screen.queryByText('所有商品')).toBeNull());
  });
});
