import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SHOP } from '@/mocks/db/seed/constants';
import { db } from '@/mocks/db/store';
import { lastRequestTo, requestsTo, startDemoMarketplace } from '../helpers/demo-marketplace';
import { renderRoute } from '../helpers/render-route';

startDemoMarketplace({ beforeEach: () => localStorage.clear() });

const LOADED = { timeout: 15000 };
const png = () => new File([new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10])], 'a.png', { type: 'image/png' });
const listRows = () => [...document.querySelectorAll<HTMLElement>('[data-testid="list-supplerGoods"] .ant-table-row')];
const rowWith = (text: string) =>
  waitFor(() => {
    const row = listRows().find((r) => r.textContent?.includes(text));
    if (!row) throw new Error(`no row with ${text}`);
    return row;
  }, LOADED);
const skuCell = (column: string, row: number) => screen.getByLabelText(`第 ${row} 行${column}`) as HTMLInputElement;

/** A supply goods of the supplier with specs that the owner shop resells. */
function resoldWithSpecs() {
  const listing = db().goods.all().find((g) => g.shop_id === SHOP.owner && g.source_type === 'SUPPLIER' && g.skus.length > 1);
  return db().goods.get(listing!.supplier_goods_id!)!;
}

describe('the supplier goods library (api reference §9)', () => {
  it('lists the supplier shop its supply goods with supply price and resellers, shows who resells one, and takes one off', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const source = resoldWithSpecs();
    await renderRoute('/goods/suppler-goods', { account: 'supplier' });
    const row = await rowWith(source.sn);
    expect(lastRequestTo('/seller/goods/supplier/goods-list-page').url.searchParams.get('page_size')).toBe('10');
    expect(row).toHaveTextContent('1 / 1');

    await user.click(within(row).getByRole('button', { name: '代销店铺' }));
    const dialog = await screen.findByTestId('resellers');
    await within(dialog).findByText('晨光数码旗舰店', undefined, LOADED);
    expect(lastRequestTo('/seller/goods/supplier/seller-good-info').url.searchParams.get('goods_id')).toBe(source.goods_id);
    await user.keyboard('{Escape}');

    // The goods shops resell: a tab read from its own call, with the same rows and actions.
    await user.click(screen.getByRole('tab', { name: '转售中' }));
    await waitFor(() => expect(requestsTo('/seller/goods/supplier/seller-goods')).toHaveLength(1));
    expect(await rowWith(source.sn)).toHaveTextContent('1 / 1');
    expect(listRows().every((r) => !/\b0 \/ 0\b/.test(r.textContent ?? ''))).toBe(true);

    await user.click(screen.getByRole('tab', { name: '已下架' }));
    await waitFor(() => expect(lastRequestTo('/seller/goods/supplier/goods-list-page').url.searchParams.get('market_enable')).toBe('0'));
    await user.click(screen.getByRole('tab', { name: '全部' }));
    await user.click(within(await rowWith(source.sn)).getByRole('button', { name: /下\s*架/ }));
    await user.type(await screen.findByRole('textbox', { name: /下架原因/ }), '缺货');
    await user.click(screen.getByRole('button', { name: /确\s*定|OK/ }));
    await waitFor(() => expect(requestsTo(`/seller/goods/supplier/${source.goods_id}/under`, 'PUT')).toHaveLength(1));
    expect(new URLSearchParams(lastRequestTo(`/seller/goods/supplier/${source.goods_id}/under`, 'PUT').body).get('reason')).toBe('缺货');
  });

  it('publishes a supply goods in the category of its address, with a supply price at most its price', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    await renderRoute('/goods/suppler-goods-detail/0/111', { account: 'supplier' });
    await user.type(await screen.findByLabelText('商品名称', undefined, LOADED), '供应测试 充电宝');
    expect(screen.queryByText('运费模板')).toBeNull();
    expect(screen.queryByRole('button', { name: /存为草稿|保存草稿/ })).toBeNull();
    await user.type(screen.getByLabelText('商品编号'), 'SUP-NEW-1');
    await user.type(screen.getByLabelText('商品价格'), '129');
    await user.type(screen.getByLabelText('成本价格'), '60');
    await user.type(screen.getByLabelText('供货价'), '130');
    await user.type(screen.getByLabelText('商品重量'), '0.3');
    await user.upload(screen.getByTestId('gallery').querySelector('input[type=file]') as HTMLInputElement, png());
    await waitFor(() => expect(screen.getAllByTestId('gallery-item').length).toBeGreaterThan(0));
    await user.type(await screen.findByLabelText('型号', undefined, LOADED), 'P1');
    await user.click(screen.getByRole('combobox', { name: '产地' }));
    await user.click((await screen.findAllByTitle('中国大陆')).at(-1)!);
    await user.click(screen.getByRole('button', { name: /发\s*布|保\s*存/ }));
    expect(await screen.findByText('供货价不能高于销售价')).toBeInTheDocument();
    expect(requestsTo('/seller/goods/supplier/add', 'POST')).toHaveLength(0);

    await user.clear(screen.getByLabelText('供货价'));
    await user.type(screen.getByLabelText('供货价'), '88.5');
    await user.click(screen.getByRole('button', { name: /发\s*布|保\s*存/ }));
    await waitFor(() => expect(requestsTo('/seller/goods/supplier/add', 'POST')).toHaveLength(1));
    const body = JSON.parse(lastRequestTo('/seller/goods/supplier/add', 'POST').body) as Record<string, unknown>;
    expect(body).toMatchObject({ goods_name: '供应测试 充电宝', category_id: '111', goods_type: 'NORMAL', template_id: '0', price: 129, supplier_price: 88.5 });
    expect(await screen.findByTestId('published')).toBeInTheDocument();
  }, 60000);

  it('edits a supply goods with specs: each SKU has its supply price, checked against its price, saved by the supplier call', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const source = resoldWithSpecs();
    await renderRoute(`/goods/suppler-goods-detail/${source.goods_id}`, { account: 'supplier' });
    await waitFor(() => expect(skuCell('供货价', 1).value).toBe(String(source.skus[0]!.supplier_price)), LOADED);
    // Prices of a goods with specs are per SKU: the form has no supply price of its own.
    expect(screen.queryByLabelText('供货价')).toBeNull();
    await user.clear(skuCell('供货价', 2));
    await user.type(skuCell('供货价', 2), '999999');
    expect(await screen.findByText('供货价不能高于销售价')).toBeInTheDocument();
    await user.clear(skuCell('供货价', 2));
    await user.type(skuCell('供货价', 2), '1');
    await user.click(screen.getByRole('button', { name: '保存规格' }));
    await waitFor(() => expect(requestsTo(`/seller/goods/supplier/${source.goods_id}/skus`, 'PUT')).toHaveLength(1));
    const skus = JSON.parse(lastRequestTo(`/seller/goods/supplier/${source.goods_id}/skus`, 'PUT').body) as Array<Record<string, unknown>>;
    expect(skus[1]).toMatchObject({ supplier_price: 1 });
    expect(skus).toHaveLength(source.skus.length);
  }, 60000);

  it('is not a screen of an ordinary shop', async () => {
    await renderRoute('/goods/suppler-goods');
    expect((await screen.findAllByText(/404|不存在|无权/, undefined, LOADED)).length).toBeGreaterThan(0);
    expect(requestsTo('/seller/goods/supplier/goods-list-page')).toHaveLength(0);
  });
});
