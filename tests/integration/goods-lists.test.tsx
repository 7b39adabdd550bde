import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as mock, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { everyRoute } from '@/engine/routes';
import { screens } from '@/resources';
import { requests, requestsTo, server, startDemoMarketplace, toasts } from '../helpers/demo-marketplace';
import { renderRoute } from '../helpers/render-route';
import { inputNamed } from '../helpers/inputs';

startDemoMarketplace();

const routes = everyRoute(screens);
let mounted: Awaited<ReturnType<typeof renderRoute>>;
async function mount(name: string, search = '', checked: string[] | 'all' = 'all') {
  const path = routes.find((r) => r.name === name)!.path;
  mounted = await renderRoute(`${path}${search}`, checked === 'all' ? {} : { permissions: checked });
  return mounted;
}
const lastQuery = (suffix: string, method = 'GET') => requestsTo(suffix, method).at(-1)?.url.searchParams;
const rowOf = async (text: string) => (await screen.findByText(text)).closest('tr') as HTMLElement;

describe('goods list', () => {
  it('asks page 1 of 10 and sends the tab and search filters as params', async () => {
    const user = userEvent.setup();
    await mount('goodsList');
    await rowOf('G000001');
    expect(lastQuery('/seller/goods')?.get('page_no')).toBe('1');
    expect(lastQuery('/seller/goods')?.get('page_size')).toBe('10');

    await user.click(screen.getByRole('tab', { name: '已下架' }));
    await waitFor(() => expect(lastQuery('/seller/goods')?.get('market_enable')).toBe('0'));
    expect(mounted.location()).toContain('tab=offShelf');

    await user.click(screen.getByRole('tab', { name: '待审核' }));
    await waitFor(() => expect(lastQuery('/seller/goods')?.get('is_auth')).toBe('0'));
    expect(lastQuery('/seller/goods')?.get('market_enable')).toBe('1');

    await user.type(await inputNamed('keyword'), 'G00');
    await user.click(screen.getByTestId('search-submit'));
    await waitFor(() => expect(lastQuery('/seller/goods')?.get('keyword')).toBe('G00'));
    expect(mounted.location()).toContain('keyword=G00');
  });

  it("searches by shop category in a tree whose code loads when the user reaches for it", async () => {
    const user = userEvent.setup();
    await mount('goodsList');
    await rowOf('G000001');
    const field = screen.getByRole('combobox', { name: '店铺分组' });
    // The search bar shows the field, not yet antd's TreeSelect.
    expect(field.closest('.ant-select')).not.toHaveClass('ant-tree-select');
    await user.click(field);
    await waitFor(() => expect(screen.getByRole('combobox', { name: '店铺分组' }).closest('.ant-select')).toHaveClass('ant-tree-select'));
    const nodes = await waitFor(() => {
      const found = document.querySelectorAll('.ant-select-tree-node-content-wrapper');
      expect(found.length).toBeGreaterThan(0);
      return found;
    });
    await user.click(nodes[0]!);
    await user.click(screen.getByTestId('search-submit'));
    await waitFor(() => expect(lastQuery('/seller/goods')?.get('shop_cat_path')).toBeTruthy());
    expect(mounted.location()).toContain('shop_cat_path=');
  });

  it('restores the search form from the URL and ignores invalid values', async () => {
    await mount('goodsList', '?tab=onSale&keyword=G000001&goods_type=EVIL&page=-4&size=7');
    await rowOf('G000001');
    const query = lastQuery('/seller/goods')!;
    expect(query.get('keyword')).toBe('G000001');
    expect(query.get('market_enable')).toBe('1');
    expect(query.get('page_no')).toBe('1');
    expect(query.get('page_size')).toBe('10');
    expect(query.has('goods_type')).toBe(false);
    expect(document.querySelector<HTMLInputElement>('input[name="keyword"]')!.value).toBe('G000001');
  });

  it('takes a goods off shelf with a required reason, keeping its 64-bit id exact', async () => {
    const user = userEvent.setup();
    await mount('goodsList', '?keyword=G000001');
    const row = await rowOf('G000001');
    await user.click(within(row).getByRole('button', { name: /^下\s*架$/ }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: /确\s*定|OK/ }));
    expect(await within(dialog).findByText('请输入下架原因')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox'), ' ');
    await user.clear(within(dialog).getByRole('textbox'));
    await user.type(within(dialog).getByRole('textbox'), '季节调整');
    await user.click(within(dialog).getByRole('button', { name: /确\s*定|OK/ }));
    await waitFor(() => expect(requestsTo('/seller/goods/9223372036854775807/under', 'PUT')).toHaveLength(1));
    expect(lastQuery('/seller/goods/9223372036854775807/under', 'PUT')?.get('reason')).toBe('季节调整');
    await waitFor(() => expect(within(screen.getByText('G000001').closest('tr')!).getByText('已下架')).toBeInTheDocument());
  });

  it('recycles only off-shelf goods, after confirming; the server refuses an on-shelf one', async () => {
    const user = userEvent.setup();
    await mount('goodsList', '?tab=offShelf');
    await waitFor(() => expect(document.querySelectorAll('.ant-table-row').length).toBeGreaterThan(0));
    const row = document.querySelector('.ant-table-row') as HTMLElement;
    const id = row.getAttribute('data-row-key')!;
    await user.click(within(row).getByRole('button', { name: '更多' }));
    await user.click(await screen.findByRole('menuitem', { name: '放入回收站' }));
    await user.click(await screen.findByRole('button', { name: /确\s*定|OK/ }));
    await waitFor(() => expect(requestsTo(`/seller/goods/${id}/recycle`, 'PUT')).toHaveLength(1));
    expect(toasts).toEqual([]);
  });

  it('puts several off-shelf goods on shelf in one call with the ids in the path', async () => {
    const user = userEvent.setup();
    await mount('goodsList', '?tab=offShelf');
    await waitFor(() => expect(document.querySelectorAll('.ant-table-row').length).toBeGreaterThan(2));
    const rows = [...document.querySelectorAll<HTMLElement>('.ant-table-row')].slice(0, 2);
    for (const row of rows) await user.click(within(row).getByRole('checkbox'));
    expect(screen.getByTestId('selection-count')).toHaveTextContent('已选择 2 项');
    // No antd Typography on a list (its copy, edit and ellipsis parts, and their code, stay off the page).
    expect(document.querySelector('.ant-typography')).toBeNull();
    await user.click(document.querySelector('[data-bulk="up"]')!);
    await user.click(await screen.findByRole('button', { name: /确\s*定|OK/ }));
    const ids = rows.map((r) => r.getAttribute('data-row-key')).join(',');
    await waitFor(() => expect(requestsTo(`/seller/goods/${ids}/up`, 'PUT')).toHaveLength(1));
  });

  it('exports with the current filters', async () => {
    const user = userEvent.setup();
    await mount('goodsList', '?tab=onSale&keyword=G0');
    await rowOf('G000001');
    await user.click(screen.getByTestId('export-button'));
    await waitFor(() => expect(requestsTo('/seller/goods/export/sync')).toHaveLength(1));
    const query = lastQuery('/seller/goods/export/sync')!;
    expect(query.get('keyword')).toBe('G0');
    expect(query.get('market_enable')).toBe('1');
    expect(await screen.findByText(/导出任务已创建/)).toBeInTheDocument();
  });

  it('offers the editors to a role with the goods list (they belong to it), and not to one without', async () => {
    await mount('goodsList', '', ['goodsList']);
    const row = await rowOf('G000001');
    expect(screen.getByRole('button', { name: /发布商品/ })).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: /^编\s*辑$/ })).toBeInTheDocument();
    mounted.unmount();
    await mount('understock', '', ['understock']);
    await waitFor(() => expect(document.querySelectorAll('.ant-table-row').length).toBeGreaterThan(0));
    const first = document.querySelector('.ant-table-row') as HTMLElement;
    expect(within(first).queryByRole('button', { name: /^编\s*辑$/ })).toBeNull();
    expect(within(first).getByRole('button', { name: /^库\s*存$/ })).toBeInTheDocument();
  });

  it('shows an error with retry when the list fails', async () => {
    const user = userEvent.setup();
    server.use(mock.get('*/seller/goods', () => HttpResponse.json({ code: '007', message: '系统发生异常' }, { status: 500 })));
    await mount('goodsList');
    expect(await screen.findByText('数据加载失败')).toBeInTheDocument();
    // One message, where the list would be (no toast on top of it).
    expect(screen.getByText('系统发生异常')).toBeInTheDocument();
    expect(toasts).toEqual([]);
    server.resetHandlers();
    await user.click(screen.getByRole('button', { name: /^重\s*试$/ }));
    await rowOf('G000001');
  });

  it('remembers hidden columns', async () => {
    const user = userEvent.setup();
    const first = await mount('goodsList');
    await rowOf('G000001');
    await user.click(screen.getByTestId('column-settings-button'));
    await user.click(within(await screen.findByTestId('column-settings')).getByRole('checkbox', { name: '商品编号' }));
    await waitFor(() => expect(screen.queryByRole('columnheader', { name: '商品编号' })).toBeNull());
    first.unmount();
    await mount('goodsList');
    await screen.findAllByRole('row');
    expect(screen.queryByRole('columnheader', { name: '商品编号' })).toBeNull();
    localStorage.clear();
  });

  it('edits the stock of each SKU within 0–99 999 999', async () => {
    const user = userEvent.setup();
    await mount('goodsList', '?keyword=G000001');
    const row = await rowOf('G000001');
    await user.click(within(row).getByRole('button', { name: /^库\s*存$/ }));
    const form = await screen.findByTestId('stock-form', undefined, { timeout: 5000 });
    const input = (await within(form).findAllByRole('spinbutton'))[0]!;
    await user.clear(input);
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: /确\s*定|OK/ }));
    expect(await within(form).findByText('请输入库存')).toBeInTheDocument();
    await user.type(input, '100000000');
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: /确\s*定|OK/ }));
    expect(await within(form).findByText('库存应为 0 到 99999999 的整数')).toBeInTheDocument();
    await user.clear(input);
    await user.type(input, '42');
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: /确\s*定|OK/ }));
    await waitFor(() => expect(requestsTo('/seller/goods/9223372036854775807/quantity', 'PUT')).toHaveLength(1));
    const body = await requestsTo('/seller/goods/9223372036854775807/quantity', 'PUT')[0]!.request.text();
    expect(body).toMatch(/"quantity_count":42/);
  });

  it('refuses a stock of 12.5 and sends nothing, rather than rounding it to 13 on the way out', async () => {
    const user = userEvent.setup();
    await mount('goodsList', '?keyword=G000001');
    const row = await rowOf('G000001');
    await user.click(within(row).getByRole('button', { name: /^库\s*存$/ }));
    const form = await screen.findByTestId('stock-form', undefined, { timeout: 5000 });
    const input = (await within(form).findAllByRole('spinbutton'))[0]!;
    await user.clear(input);
    await user.type(input, '12.5');
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: /确\s*定|OK/ }));
    expect(await within(form).findByText('库存应为 0 到 99999999 的整数')).toBeInTheDocument();
    expect(input).toHaveValue('12.5');
    expect(requestsTo('/seller/goods/9223372036854775807/quantity', 'PUT')).toHaveLength(0);
  });
});

describe('record details and forms', () => {
  it('opens a goods\'s details, read fresh from the API, from its name', async () => {
    const user = userEvent.setup();
    await mount('goodsList', '?keyword=G000001');
    await rowOf('G000001');
    await user.click(document.querySelector('[data-action="view"]')!);
    const drawer = await screen.findByTestId('record-detail');
    await waitFor(() => expect(requestsTo('/seller/goods/9223372036854775807')).toHaveLength(1));
    expect(within(drawer).getByText('商品分类')).toBeInTheDocument();
    expect(within(drawer).getByText('G000001')).toBeInTheDocument();
  });

  it("opens a goods's details from the keyboard: its name is a button in the tab order", async () => {
    const user = userEvent.setup();
    await mount('goodsList', '?keyword=G000001');
    const row = await rowOf('G000001');
    const name = within(row).getByRole('button', { name: /G000001|厨神/ });
    expect(name).toHaveAttribute('data-action', 'view');
    name.focus();
    expect(name).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(within(await screen.findByTestId('record-detail')).getByText('G000001')).toBeInTheDocument();
  });

  it('asks before closing a changed form, and shows a server validation error at its field', async () => {
    const user = userEvent.setup();
    server.use(
      mock.post('*/seller/goods/spec', () => HttpResponse.json({ code: '004', message: 'spec_group_name 规格名称已存在' }, { status: 400 })),
    );
    await mount('specManage');
    await waitFor(() => expect(requestsTo('/seller/goods/spec').length).toBeGreaterThan(0));
    await user.click(screen.getByTestId('create-button'));
    const form = await screen.findByTestId('record-form');
    await user.type(within(form).getByRole('textbox', { name: '规格名称' }), '镜头焦段');
    await user.type(within(form).getByRole('combobox', { name: '规格值' }), '黑,');
    await user.click(screen.getByTestId('form-save'));
    // The server's field path in front of its message is not the seller's word: the field says it.
    expect(await within(form).findByText('规格名称已存在')).toBeInTheDocument();
    expect(within(form).queryByText(/spec_group_name/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /取\s*消/ }));
    expect(await screen.findByText('有未保存的修改，确定离开吗？')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '继续编辑' }));
    expect(screen.getByTestId('record-form')).toBeInTheDocument();
  });
});

describe('other goods lists', () => {
  it('recycle station asks for recycled goods and restores them', async () => {
    const user = userEvent.setup();
    await mount('recycleStation');
    await waitFor(() => expect(document.querySelectorAll('.ant-table-row').length).toBeGreaterThan(0));
    expect(lastQuery('/seller/goods')?.get('disabled')).toBe('0');
    const row = document.querySelector('.ant-table-row') as HTMLElement;
    await user.click(within(row).getByRole('button', { name: /^还\s*原$/ }));
    await user.click(await screen.findByRole('button', { name: /确\s*定|OK/ }));
    await waitFor(() => expect(requestsTo(`/seller/goods/${row.getAttribute('data-row-key')}/revert`, 'PUT')).toHaveLength(1));
  });

  it('pending review asks on-shelf goods awaiting review', async () => {
    await mount('authGoodsList');
    await waitFor(() => expect(requestsTo('/seller/goods').length).toBeGreaterThan(0));
    expect(lastQuery('/seller/goods')?.get('is_auth')).toBe('0');
    expect(lastQuery('/seller/goods')?.get('market_enable')).toBe('1');
  });

  it('spec manage creates a spec group with values of at most 10 characters, as JSON', async () => {
    const user = userEvent.setup();
    await mount('specManage');
    await waitFor(() => expect(requestsTo('/seller/goods/spec').length).toBeGreaterThan(0));
    await user.click(screen.getByTestId('create-button'));
    const form = await screen.findByTestId('record-form');
    await user.click(screen.getByTestId('form-save'));
    expect(await within(form).findByText('请输入规格名称')).toBeInTheDocument();
    expect(await within(form).findByText('请输入规格值')).toBeInTheDocument();
    await user.type(within(form).getByRole('textbox', { name: '规格名称' }), '超过十个字符的规格名称呀');
    await user.click(screen.getByTestId('form-save'));
    expect(await within(form).findByText('规格名称最多10个字符')).toBeInTheDocument();
    await user.clear(within(form).getByRole('textbox', { name: '规格名称' }));
    await user.type(within(form).getByRole('textbox', { name: '规格名称' }), '镜头焦段');
    await user.type(within(form).getByRole('combobox', { name: '规格值' }), '曜石黑,远峰蓝,');
    await user.click(screen.getByTestId('form-save'));
    await waitFor(() => expect(requestsTo('/seller/goods/spec', 'POST')).toHaveLength(1));
    const sent = await requestsTo('/seller/goods/spec', 'POST')[0]!.request.text();
    expect(sent, sent).toBeTruthy();
    expect(JSON.parse(sent)).toMatchObject({
      spec_group_name: '镜头焦段',
      spec_values: [{ spec_value_name: '曜石黑' }, { spec_value_name: '远峰蓝' }],
    });
    expect(requests.length).toBeGreaterThan(0);
  });
});
