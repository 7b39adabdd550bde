import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { AreaPicker, GoodsPicker, MemberPicker } from '@/components/pickers';
import { i18n } from '@/i18n';
import { renderPicker, setupUser } from './render';
import { lastRequestTo, requestsTo, server, settled, startDemoMarketplace } from './server';

startDemoMarketplace();

const goodsRows = () => screen.queryAllByTestId('goods-row');
const count = (name: 'max' | 'selected' | 'remaining') => screen.getByTestId(`count-${name}`).textContent;


/** The elements inside `within` (a selector) that were measured (getBoundingClientRect) while `run` ran. */
async function measuredInside(within: string, run: () => Promise<void>) {
  const measured: Element[] = [];
  const measure = Element.prototype.getBoundingClientRect;
  const spy = vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    if (this.closest(within)) measured.push(this);
    return measure.call(this);
  });
  try {
    await run();
    await settled();
    return measured;
  } finally {
    spy.mockRestore();
  }
}

describe('GoodsPicker (805)', () => {
  it('SPU mode lists seller/goods (on sale, approved, not recycled; 10 per scroll) and shows the counts', async () => {
    const user = setupUser();
    const onConfirm = vi.fn();
    renderPicker(<GoodsPicker open limit={2} onClose={() => {}} onConfirm={onConfirm} />);
    expect(document.querySelector('.ant-modal')).toHaveStyle({ width: '805px' });
    await waitFor(() => expect(goodsRows().length).toBeGreaterThan(2));
    const q = lastRequestTo('/seller/goods').url.searchParams;
    expect(Object.fromEntries(q)).toMatchObject({ page_no: '1', page_size: '10', market_enable: '1', is_auth: '1', disabled: '1' });
    expect(q.has('seller_id')).toBe(false);
    expect([count('max'), count('selected'), count('remaining')]).toEqual(['2', '0', '2']);
    await user.click(goodsRows()[0]);
    expect([count('selected'), count('remaining')]).toEqual(['1', '1']);
    await user.click(goodsRows()[1]);
    await user.click(goodsRows()[2]);
    expect(await screen.findByText('可选数量超过最大限制：2')).toBeInTheDocument();
    expect(count('selected')).toBe('2');
    await user.click(screen.getByRole('button', { name: /确\s*定/ }));
    expect(onConfirm.mock.calls[0][0]).toHaveLength(2);
    expect(onConfirm.mock.calls[0][0][0]).toMatchObject({ goods_id: expect.anything(), goods_name: expect.any(String), goods_price: expect.any(Number), point_disable: expect.any(Number) });
  });

  it('a limit under 1 is unlimited', async () => {
    renderPicker(<GoodsPicker open limit={0} onClose={() => {}} onConfirm={() => {}} />);
    expect(count('max')).toBe('不限');
    expect(count('remaining')).toBe('不限');
  });

  it('filters by keyword and by the lazy category cascade (category_path)', async () => {
    const user = setupUser();
    renderPicker(<GoodsPicker open onClose={() => {}} onConfirm={() => {}} />);
    await waitFor(() => expect(lastRequestTo('/seller/goods/category/0/children')).toBeTruthy());
    await user.type(screen.getByLabelText('请输入商品名称或编号'), '手机{Enter}');
    await waitFor(() => expect(lastRequestTo('/seller/goods').url.searchParams.get('keyword')).toBe('手机'));
    await user.click(screen.getAllByRole('combobox')[0]);
    const item = await waitFor(() => {
      const found = document.querySelector('.ant-cascader-menu-item') as HTMLElement;
      expect(found).toBeTruthy();
      return found;
    });
    await user.click(item);
    await waitFor(() => expect(lastRequestTo('/seller/goods').url.searchParams.get('category_path')).toMatch(/^0\|\d+\|$/));
    expect(lastRequestTo('/seller/goods').url.searchParams.get('page_no')).toBe('1');
  });

  it('preloads the selected goods by ids (big ids kept exact) and shows money or points prices', async () => {
    const big = '9223372036854775807';
    server.use(
      http.get('*/seller/goods/:ids/details', () =>
        new HttpResponse(
          `[{"goods_id":${big},"goods_name":"积分商品","thumbnail":"","price":0,"point_disable":1,"exchange_point":300},{"goods_id":12,"goods_name":"现金商品","thumbnail":"","price":12.5,"point_disable":0}]`,
          { headers: { 'Content-Type': 'application/json' } },
        ),
      ),
    );
    const onConfirm = vi.fn();
    const user = setupUser();
    renderPicker(<GoodsPicker open value={[big, 12]} onClose={() => {}} onConfirm={onConfirm} />);
    await waitFor(() => expect(lastRequestTo(`/seller/goods/${big},12/details`)).toBeTruthy());
    const selected = screen.getByTestId('selected-list');
    expect(await within(selected).findByText('300 积分')).toBeInTheDocument();
    expect(within(selected).getByText('￥12.50')).toBeInTheDocument();
    expect(count('selected')).toBe('2');
    await user.click(screen.getByRole('button', { name: /确\s*定/ }));
    expect(onConfirm.mock.calls[0][0][0].goods_id).toBe(big);
  });

  it('SKU mode lists seller/goods/skus and preloads by seller/goods/skus/{ids}/details', async () => {
    server.use(http.get('*/seller/goods/skus/:ids/details', () => HttpResponse.json([{ goods_id: 1, sku_id: 7, goods_name: 'SKU 7', price: 3, spec_list: [{ spec_value_name: '红' }] }])));
    renderPicker(<GoodsPicker open mode="sku" value={[7]} onClose={() => {}} onConfirm={() => {}} />);
    await waitFor(() => expect(lastRequestTo('/seller/goods/skus')).toBeTruthy());
    expect(lastRequestTo('/seller/goods/skus').url.searchParams.has('disabled')).toBe(false);
    await waitFor(() => expect(lastRequestTo('/seller/goods/skus/7/details')).toBeTruthy());
    expect(await within(screen.getByTestId('selected-list')).findByText('SKU 7')).toBeInTheDocument();
  });

  it('admin type calls admin/goods with the shop filter seller_id', async () => {
    server.use(
      http.get('*/admin/goods', () => HttpResponse.json({ data: [], page_no: 1, page_size: 10, data_total: 0 })),
      http.get('*/admin/goods/categories/:id/children', () => HttpResponse.json([])),
    );
    const user = setupUser();
    renderPicker(<GoodsPicker open type="admin" onClose={() => {}} onConfirm={() => {}} />);
    await waitFor(() => expect(lastRequestTo('/admin/goods')).toBeTruthy());
    await user.type(screen.getByLabelText('店铺ID'), '42');
    await waitFor(() => expect(lastRequestTo('/admin/goods').url.searchParams.get('seller_id')).toBe('42'));
    expect(lastRequestTo('/admin/goods/categories/0/children')).toBeTruthy();
  });

  it("shows its rows without measuring them (a name is cut by CSS: antd's ellipsis measured every row, a forced layout each)", async () => {
    const measured = await measuredInside('[data-testid="goods-row"], [data-testid="selected-list"]', async () => {
      renderPicker(<GoodsPicker open value={[1]} onClose={() => {}} onConfirm={() => {}} />);
      await waitFor(() => expect(goodsRows().length).toBeGreaterThan(2));
      await waitFor(() => expect(within(screen.getByTestId('selected-list')).queryAllByText(/\S/).length).toBeGreaterThan(1));
    });
    expect(measured).toEqual([]);
  });

  it('stays smooth with 10,000 goods: only the visible rows are rendered and scrolling loads the next page', async () => {
    server.use(
      http.get('*/seller/goods', ({ request }) => {
        const q = new URL(request.url).searchParams;
        const no = Number(q.get('page_no'));
        const size = Number(q.get('page_size'));
        const data = Array.from({ length: size }, (_, i) => {
          const id = (no - 1) * size + i + 1;
          return { goods_id: id, goods_name: `商品 ${id}`, thumbnail: '', price: id, point_disable: 0 };
        });
        return HttpResponse.json({ data, page_no: no, page_size: size, data_total: 10000 });
      }),
    );
    renderPicker(<GoodsPicker open onClose={() => {}} onConfirm={() => {}} />);
    await waitFor(() => expect(goodsRows()).toHaveLength(10));
    const list = screen.getByTestId('goods-list');
    list.scrollTop = 600;
    fireEvent.scroll(list);
    await waitFor(() => expect(lastRequestTo('/seller/goods').url.searchParams.get('page_no')).toBe('2'));
    await waitFor(() => expect(screen.getByText('商品 20')).toBeInTheDocument());
    // 20 rows loaded into a 64 px × 10,000 list; the DOM keeps a window
    expect((list.firstElementChild as HTMLElement).style.height).toBe(`${20 * 64}px`);
    expect(goodsRows().length).toBeLessThanOrEqual(20);
    expect(screen.queryByText('商品 1')).toBeNull();
  });
});

describe('MemberPicker (900)', () => {
  it('shows its rows without measuring them (a name is cut by CSS)', async () => {
    const measured = await measuredInside('[data-testid="member-row"]', async () => {
      renderPicker(<MemberPicker open onClose={() => {}} onConfirm={() => {}} />);
      await waitFor(() => expect(screen.queryAllByTestId('member-row').length).toBeGreaterThan(1));
    });
    expect(measured).toEqual([]);
  });

  it('lists seller/members with keyword and sex filters (1 male, 0 female) and shows face, name, mobile', async () => {
    const user = setupUser();
    renderPicker(<MemberPicker open limit={1} onClose={() => {}} onConfirm={() => {}} />);
    expect(document.querySelector('.ant-modal')).toHaveStyle({ width: '900px' });
    await waitFor(() => expect(screen.queryAllByTestId('member-row').length).toBeGreaterThan(1));
    expect(Object.fromEntries(lastRequestTo('/seller/members').url.searchParams)).toEqual({ page_no: '1', page_size: '10' });
    await user.click(screen.getByRole('combobox', { name: '性别' }));
    await user.click(await screen.findByTitle('女'));
    await waitFor(() => expect(lastRequestTo('/seller/members').url.searchParams.get('sex')).toBe('0'));
    await user.click(screen.getByRole('combobox', { name: '性别' }));
    await user.click(await screen.findByTitle('男'));
    await waitFor(() => expect(lastRequestTo('/seller/members').url.searchParams.get('sex')).toBe('1'));
    await waitFor(() => expect(screen.queryAllByTestId('member-row').length).toBeGreaterThan(1));
    screen.queryAllByTestId('member-row').forEach((row) => expect(row).toHaveTextContent('男'));
    await user.type(screen.getByLabelText('请输入会员名称或手机号'), '1{Enter}');
    await waitFor(() => expect(lastRequestTo('/seller/members').url.searchParams.get('keyword')).toBe('1'));
  });

  it('applies the same counts and limit rules', async () => {
    const user = setupUser();
    renderPicker(<MemberPicker open limit={1} onClose={() => {}} onConfirm={() => {}} />);
    await waitFor(() => expect(screen.queryAllByTestId('member-row').length).toBeGreaterThan(1));
    const rows = screen.queryAllByTestId('member-row');
    await user.click(rows[0]);
    await user.click(rows[1]);
    expect(await screen.findByText('可选数量超过最大限制：1')).toBeInTheDocument();
    expect([count('max'), count('selected'), count('remaining')]).toEqual(['1', '1', '0']);
  });

  it('preloads selected members by {type}/members/{ids}/list; admin adds seller_id', async () => {
    const user = setupUser();
    server.use(
      http.get('*/admin/members/:ids/list', () => HttpResponse.json([{ member_id: 3, uname: '预选会员', sex: 1, mobile: '13800000000' }])),
      http.get('*/admin/members', () => HttpResponse.json({ data: [], page_no: 1, page_size: 10, data_total: 0 })),
    );
    renderPicker(<MemberPicker open type="admin" value={[3]} onClose={() => {}} onConfirm={() => {}} />);
    expect(await within(screen.getByTestId('selected-list')).findByText('预选会员')).toBeInTheDocument();
    expect(lastRequestTo('/admin/members/3/list')).toBeTruthy();
    await user.type(screen.getByLabelText('店铺ID'), '9');
    await waitFor(() => expect(lastRequestTo('/admin/members').url.searchParams.get('seller_id')).toBe('9'));
  });
});

describe('AreaPicker (700)', () => {
  const data = [
    { id: 1, name: '华东', children: [{ id: 11, name: '上海' }, { id: 12, name: '江苏' }] },
    { id: 2, name: '华南', children: [{ id: 21, name: '广东' }, { id: 22, name: '广西' }] },
    { id: 3, name: '海外' },
  ];
  const checkbox = (title: string) =>
    (screen.getByTitle(title).closest('.ant-tree-treenode') as HTMLElement).querySelector('.ant-tree-checkbox') as HTMLElement;
  const ok = () => screen.getByRole('button', { name: /确\s*定/ });

  it('confirm is disabled with nothing selected; checking a parent checks all descendants', async () => {
    const user = setupUser();
    const onConfirm = vi.fn();
    renderPicker(<AreaPicker open data={data} onClose={() => {}} onConfirm={onConfirm} />);
    expect(document.querySelector('.ant-modal')).toHaveStyle({ width: '700px' });
    expect(ok()).toBeDisabled();
    await user.click(screen.getAllByRole('img', { name: /caret-down/ })[0]);
    await user.click(checkbox('华东'));
    expect(checkbox('上海')).toHaveClass('ant-tree-checkbox-checked');
    expect(checkbox('江苏')).toHaveClass('ant-tree-checkbox-checked');
    expect(ok()).toBeEnabled();
    await user.click(checkbox('江苏'));
    expect(checkbox('华东')).toHaveClass('ant-tree-checkbox-indeterminate');
    await user.click(ok());
    expect(onConfirm.mock.calls[0][0]).toMatchObject({ checkedIds: ['11'], halfCheckedIds: ['1'], topIds: ['11'] });
  });

  it('default ids are preselected, disabled ids locked, excluded ids hidden', async () => {
    renderPicker(<AreaPicker open data={data} value={[2]} disabledIds={[3]} excludedIds={[22]} onClose={() => {}} onConfirm={() => {}} />);
    expect(checkbox('华南')).toHaveClass('ant-tree-checkbox-checked');
    expect(checkbox('海外')).toHaveClass('ant-tree-checkbox-disabled');
    expect(screen.queryByTitle('广西')).toBeNull();
    expect(ok()).toBeEnabled();
  });

  it('loads base/regions/menus by default, with configurable key names', async () => {
    renderPicker(<AreaPicker open keys={{ name: 'local_name' }} onClose={() => {}} onConfirm={() => {}} />);
    await waitFor(() => expect(lastRequestTo('/regions/menus')).toBeTruthy());
    await waitFor(() => expect(document.querySelectorAll('.ant-tree-treenode').length).toBeGreaterThan(0));
    expect(requestsTo('/regions/menus')).toHaveLength(1);
  });

  it('the limit refuses more leaves than allowed', async () => {
    await i18n.changeLanguage('en-US');
    const user = setupUser();
    renderPicker(<AreaPicker open data={data} limit={1} onClose={() => {}} onConfirm={() => {}} />);
    await user.click(checkbox('海外'));
    await user.click(checkbox('华南'));
    expect(await screen.findByText('selectable quantity exceeds maximum limit: 1')).toBeInTheDocument();
    expect(checkbox('华南')).not.toHaveClass('ant-tree-checkbox-checked');
  });
});
