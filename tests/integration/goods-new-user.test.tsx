/** What a new user tripped over in the goods and supplier screens: each test failed before its fix. */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as mock, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { everyRoute } from '@/engine/routes';
import { db } from '@/mocks/db/store';
import { screens } from '@/resources';
import { requestsTo, server, startDemoMarketplace } from '../helpers/demo-marketplace';
import { renderRoute } from '../helpers/render-route';

startDemoMarketplace();

const routes = everyRoute(screens);
const mount = (name: string, search = '') => renderRoute(`${routes.find((r) => r.name === name)!.path}${search}`);
const rows = () => [...document.querySelectorAll<HTMLElement>('.ant-table-row')];

describe('bulk actions say which selected rows they leave out', () => {
  it('moving an on-shelf and an off-shelf goods to the recycle station names the one skipped, and why', async () => {
    const user = userEvent.setup();
    await mount('goodsList');
    await waitFor(() => expect(rows().length).toBeGreaterThan(3));
    const onShelf = rows().find((r) => within(r).queryByText('出售中'))!;
    const offShelf = rows().find((r) => within(r).queryByText('已下架'))!;
    const skippedName = onShelf.querySelector('[data-action="view"]')!.textContent!;
    await user.click(within(onShelf).getByRole('checkbox'));
    await user.click(within(offShelf).getByRole('checkbox'));
    await user.click(document.querySelector('[data-bulk="recycle"]')!);
    const note = await screen.findByTestId('skipped-rows');
    expect(note).toHaveTextContent(`另有 1 项将跳过：${skippedName}`);
    expect(note).toHaveTextContent('只有已下架的商品可以放入回收站');
    await user.click(screen.getByRole('button', { name: /确\s*定|OK/ }));
    const id = offShelf.getAttribute('data-row-key')!;
    await waitFor(() => expect(requestsTo(`/seller/goods/${id}/recycle`, 'PUT')).toHaveLength(1));
  });
});

describe('a save refreshes every view of what it changed', () => {
  it('a new child category shows in the expanded tree without a reload', async () => {
    const user = userEvent.setup();
    await mount('categoryManage');
    await waitFor(() => expect(rows().length).toBeGreaterThan(0));
    const parent = rows()[0]!;
    const reads = requestsTo('/seller/shops/cats').length;
    const addChild = within(parent).queryByRole('button', { name: '添加子分组' });
    if (addChild) await user.click(addChild);
    else {
      await user.click(within(parent).getByRole('button', { name: '更多' }));
      await user.click(await screen.findByRole('menuitem', { name: '添加子分组' }));
    }
    const form = await screen.findByTestId('record-form', undefined, { timeout: 5000 });
    await user.type(within(form).getByRole('textbox', { name: '分组名称' }), '新的子分组');
    await user.click(screen.getByTestId('form-save'));
    await waitFor(() => expect(requestsTo('/seller/shops/cats').length).toBeGreaterThan(reads));
    const expand = parent.querySelector<HTMLElement>('.ant-table-row-expand-icon');
    if (expand && !expand.classList.contains('ant-table-row-expand-icon-expanded')) await user.click(expand);
    expect(await screen.findByText('新的子分组')).toBeInTheDocument();
  });
});

describe("the supplier's resold goods agree with the whole library", () => {
  const libraryRows = () => [...document.querySelectorAll<HTMLElement>('[data-testid="list-supplerGoods"] .ant-table-row')];
  const cellsOf = (row: HTMLElement) => [...row.querySelectorAll('td')].map((td) => td.textContent ?? '');

  it('a goods shows the same status, stock and creation time on the 转售中 tab as on 全部', async () => {
    const user = userEvent.setup();
    await renderRoute('/goods/suppler-goods?tab=resold', { account: 'supplier' });
    await waitFor(() => expect(libraryRows().length).toBeGreaterThan(0), { timeout: 15000 });
    const resold = libraryRows()[0]!;
    const id = resold.getAttribute('data-row-key')!;
    const onResold = cellsOf(resold);
    await user.click(screen.getByRole('tab', { name: '全部' }));
    const inAll = await waitFor(() => {
      const row = libraryRows().find((r) => r.getAttribute('data-row-key') === id);
      if (!row) throw new Error('not in the whole library yet');
      return row;
    }, { timeout: 15000 });
    expect(onResold).toEqual(cellsOf(inAll));
    expect(onResold.join(' ')).toMatch(/\d{4}-\d{2}-\d{2}/);
  });

  it('a server that answers fewer fields shows them unknown, not off shelf with 0 / 0 stock', async () => {
    server.use(
      mock.get('*/seller/goods/supplier/seller-goods', () =>
        HttpResponse.json({ data: [{ goods_id: '9223372036854775801', goods_name: '转售的商品', sn: 'R1', price: 10, seller_num: 1, on_sale_num: 1 }], data_total: 1, page_no: 1, page_size: 10 }),
      ),
    );
    await renderRoute('/goods/suppler-goods?tab=resold', { account: 'supplier' });
    const row = await waitFor(() => {
      const found = libraryRows().find((r) => r.textContent?.includes('转售的商品'));
      if (!found) throw new Error('no row yet');
      return found;
    }, { timeout: 15000 });
    expect(row).not.toHaveTextContent('已下架');
    expect(row).not.toHaveTextContent('0 / 0');
  });
});

describe('publishing a draft from the drafts list runs the publish form\'s rules', () => {
  it('refuses a draft the form would refuse, says what is missing and opens the form', async () => {
    const user = userEvent.setup();
    const view = await mount('draftList');
    await waitFor(() => expect(rows().length).toBeGreaterThan(0));
    const draft = db().drafts.all()[0]!;
    db().drafts.put({ ...draft, body: { ...draft.body, sn: '' } });
    const row = rows().find((r) => r.getAttribute('data-row-key') === String(draft.draft_goods_id))!;
    await user.click(within(row).getByRole('button', { name: /^发\s*布$/ }));
    const problems = await screen.findByTestId('draft-problems', undefined, { timeout: 10000 });
    expect(problems).toHaveTextContent('商品编号不能为空');
    await user.click(screen.getByRole('button', { name: '去编辑' }));
    await waitFor(() => expect(view.location()).toContain(`/goods/good-publish/${draft.draft_goods_id}/1`));
    expect(requestsTo(`/seller/goods/draft-goods/${draft.draft_goods_id}/market`, 'PUT')).toHaveLength(0);
  });
});

describe('joining distribution', () => {
  it('asks the two rebate rates first and sends what was typed, not 0 % / 0 %', async () => {
    const user = userEvent.setup();
    await mount('distributionGoodsList', '?tab=notJoined');
    await waitFor(() => expect(rows().length).toBeGreaterThan(0), { timeout: 15000 });
    const row = rows()[0]!;
    await user.click(within(row).getByRole('button', { name: '参与分销' }));
    const form = await screen.findByTestId('action-form-join', undefined, { timeout: 5000 });
    await user.click(document.getElementById('action-form-ok-join')!);
    expect((await within(form).findAllByText(/请输入|不能为空|必填/)).length).toBeGreaterThan(0);
    expect(requestsTo('/seller/distribution/goods/set-rebate', 'PUT')).toHaveLength(0);
    await user.type(within(form).getByLabelText('一级返利比例(%)'), '10');
    await user.type(within(form).getByLabelText('二级返利比例(%)'), '5');
    await user.click(document.getElementById('action-form-ok-join')!);
    await waitFor(() => expect(requestsTo('/seller/distribution/goods/set-rebate', 'PUT')).toHaveLength(1));
    const body = await requestsTo('/seller/distribution/goods/set-rebate', 'PUT')[0]!.request.text();
    expect(body).toMatch(/ratio_lv1=10/);
    expect(body).toMatch(/ratio_lv2=5/);
  });
});
