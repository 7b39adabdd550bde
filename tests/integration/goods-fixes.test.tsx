/** What a new user tripped over in the goods area: each test failed before its fix. */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { api } from '@/api';
import { everyRoute, routeAt } from '@/engine/routes';
import { IMPORT_RECORDS_PATH } from '@/pages/goods/import/import-configs';
import { screens } from '@/resources';
import { requests, requestsTo, startDemoMarketplace, toasts } from '../helpers/demo-marketplace';
import { renderRoute } from '../helpers/render-route';

startDemoMarketplace();

const BIG = '9223372036854775807';
const lastQuery = (suffix: string) => requestsTo(suffix).at(-1)?.url.searchParams;
const tabsBar = () => screen.getByTestId('tabs-bar');

describe('the dashboard opens its lists filtered to what it counts', () => {
  it('"on sale" opens the goods on shelf and approved, and the list shows that tab', async () => {
    const dashboard = await renderRoute('/dashboard');
    const figure = await screen.findByText('出售中商品', undefined, { timeout: 15000 });
    const link = figure.closest('.ant-card, .ant-col')!.querySelector('a')!;
    expect(link.getAttribute('href')).toBe('/goods/goods-list?market_enable=1&is_auth=1');
    dashboard.unmount();

    const { location } = await renderRoute('/goods/goods-list?market_enable=1&is_auth=1');
    await waitFor(() => expect(lastQuery('/seller/goods')?.get('is_auth')).toBe('1'));
    expect(lastQuery('/seller/goods')?.get('market_enable')).toBe('1');
    expect(screen.getByRole('tab', { name: '出售中' })).toHaveAttribute('aria-selected', 'true');
    expect(location()).toContain('is_auth=1');
  });
});

describe('the SKU editor by address', () => {
  it('is refused to a role without the goods list, and opens for one with it', async () => {
    const refused = await renderRoute(`/goods/good-sku/${BIG}`, { permissions: ['orderList', 'commentsList'] });
    await waitFor(() => expect(refused.location()).not.toContain('good-sku'));
    expect(screen.queryByTestId('sku-goods-name')).not.toBeInTheDocument();
    expect(requestsTo(`/seller/goods/${BIG}`)).toHaveLength(0);
    expect(requestsTo(`/seller/goods/${BIG}/skus`)).toHaveLength(0);
    refused.unmount();

    await renderRoute(`/goods/good-sku/${BIG}`, { permissions: ['goodsList'] });
    expect(await screen.findByTestId('sku-goods-name', undefined, { timeout: 15000 })).toBeInTheDocument();
  });

  it('a bad id is the 404 page: no call, no error toast', async () => {
    const { location } = await renderRoute('/goods/good-sku/abc');
    await waitFor(() => expect(location()).toBe('/404'));
    expect(requests.filter((r) => r.url.pathname.includes('/abc'))).toHaveLength(0);
    expect(toasts).toEqual([]);
  });
});

describe('low stock and spec screens', () => {
  it('"修改预警值" is a link with its text', async () => {
    await renderRoute('/goods/understock');
    const link = await screen.findByRole('link', { name: '修改预警值' }, { timeout: 15000 });
    expect(link).toHaveAttribute('href', '/setting/goods-warning');
  });

  it('the spec search says spec name and the drawer shows no raw key', async () => {
    const { user } = await renderRoute('/goods/spec-manage');
    expect(await screen.findByPlaceholderText('规格名称', undefined, { timeout: 15000 })).toBeInTheDocument();
    expect(screen.queryByText('商品名称/编号')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /添\s*加|新\s*增|新\s*建/ }));
    const drawer = await screen.findByRole('dialog');
    expect(drawer.innerHTML).not.toMatch(/goods:spec\./);
    expect(within(drawer).getByText('输入规格值后按回车')).toBeInTheDocument();
  });
});

describe('record tabs show the record name, not the id', () => {
  it('the goods editor', async () => {
    const goods = await api.get<{ goods_name: string }>(`seller/goods/${BIG}`);
    await renderRoute(`/goods/good-publish/${BIG}`);
    await waitFor(() => expect(tabsBar()).toHaveTextContent(goods.goods_name), { timeout: 15000 });
    expect(tabsBar()).not.toHaveTextContent(BIG);
  });

  it('the SKU editor', async () => {
    const goods = await api.get<{ goods_name: string }>(`seller/goods/${BIG}`);
    await renderRoute(`/goods/good-sku/${BIG}`);
    await waitFor(() => expect(tabsBar()).toHaveTextContent(goods.goods_name), { timeout: 15000 });
  });

  it("the tag's goods", async () => {
    const tags = await api.get<{ data: Array<{ tag_id: string; tag_name: string }> }>('seller/goods/tags', { page_no: 1, page_size: 10 });
    const tag = tags.data[0]!;
    await renderRoute(`/goods/tag-add/${tag.tag_id}`);
    await waitFor(() => expect(tabsBar()).toHaveTextContent(tag.tag_name), { timeout: 15000 });
  });
});

describe('the export and import records links', () => {
  it('lead to the declared background task routes', () => {
    const routes = everyRoute(screens);
    expect(routeAt(routes, '/backstage-task/derive-record')?.name).toBe('deriveRecord');
    expect(routeAt(routes, IMPORT_RECORDS_PATH)?.name).toBe('importRecord');
  });

  it('an import screen offers its records only to a role that may open them', async () => {
    const clerk = await renderRoute('/goods/import/spu-import', { permissions: ['spuImport'] });
    expect(await screen.findByText('SPU 导入', undefined, { timeout: 15000 })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /导入记录/ })).not.toBeInTheDocument();
    clerk.unmount();
    await renderRoute('/goods/import/spu-import', { permissions: ['spuImport', 'importRecord'] });
    expect(await screen.findByRole('link', { name: /导入记录/ }, { timeout: 15000 })).toHaveAttribute('href', '/backstage-task/import-record?module_type=SpuImport');
  });
});

describe('the price of a goods with specs', () => {
  it('is not offered in the goods form: it says the SKU editor sets it, and links there', async () => {
    const goods = await api.get<{ sn: string }>(`seller/goods/${BIG}`);
    const spec = (name: string, sn: string) => [{ spec_group_name: '颜色', spec_group_sn: 'COLOR', spec_value_name: name, spec_value_sn: sn, spec_value_image: '' }];
    await api.put(
      `seller/goods/${BIG}/skus`,
      [
        { sku_id: '', sn: `${goods.sn}-A`, price: 10, cost: 5, weight: 1, quantity: 7, spec_list: spec('红色', 'R') },
        { sku_id: '', sn: `${goods.sn}-B`, price: 12, cost: 5, weight: 1, quantity: 3, spec_list: spec('绿色', 'G') },
      ],
      { body: 'json' },
    );
    await renderRoute(`/goods/good-publish/${BIG}`);
    const price = await screen.findByLabelText('商品价格', undefined, { timeout: 15000 });
    await waitFor(() => expect((price as HTMLInputElement).value).toBe('10'));
    expect(price).toBeDisabled();
    const hint = screen.getByTestId('price-in-sku');
    expect(hint).toHaveTextContent('该商品有规格，价格在各 SKU 中修改。');
    expect(within(hint).getByRole('link', { name: '编辑 SKU' })).toHaveAttribute('href', `/goods/good-sku/${BIG}`);
  });
});
