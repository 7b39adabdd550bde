/** The order area through the whole console (guard, shell, engine screens) against the demo marketplace. */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BASE_TIME } from '@/mocks/db/seed/constants';
import { pinClock } from '../helpers/clock';
import { lastRequestTo, requestsTo, settled, startDemoMarketplace, toasts } from '../helpers/demo-marketplace';
import { renderRoute } from '../helpers/render-route';
import { chooseGoods, daysFromNow, jsonOf } from './promotions-helpers';

startDemoMarketplace();
// The seed as it is at BASE_TIME: its newest orders, named below, open the list; the orders placed since (up to
// the real now) are tested in tests/mocks/statistics-orders.test.ts.
pinClock(BASE_TIME);

/** Seeded orders (src/mocks/areas/order): see tests/mocks/order.test.ts. */
const WAIT_SHIP = '20261101000200';
const NEW_ORDER = '20261101000198';
const CONFIRM_ONLINE = '20261101000194';
const COD_SHIPPED = '20261028000164';
const COD_RECEIVED = '20261025000152';

const button = (name: RegExp | string, scope: HTMLElement = document.body) => within(scope).getByRole('button', { name });
const spaced = (text: string) => new RegExp(`^${[...text].join('\\s*')}$`);
const lastQuery = (suffix: string) => lastRequestTo(suffix).url.searchParams;
const form = (body: string) => Object.fromEntries(new URLSearchParams(body));

async function chooseOption(label: string, option: string) {
  const dialog = screen.getByRole('dialog');
  await userOf().click(within(dialog).getByRole('combobox', { name: label }));
  await userOf().click(await screen.findByTitle(option));
}

let current: Awaited<ReturnType<typeof renderRoute>>;
const userOf = () => current.user;
const open = async (path: string, options?: Parameters<typeof renderRoute>[1]) => (current = await renderRoute(path, options));
// Text, not role: role queries walk the whole shell's accessibility tree on every poll.
const rowOf = async (sn: string) => (await screen.findByText(sn, { selector: 'a' })).closest('tr') as HTMLElement;

describe('order list', () => {
  it('sends the tab and the search form as the API\'s filters, with counts on the tabs', async () => {
    await open('/order/order-list');
    await rowOf(WAIT_SHIP);
    expect(lastQuery('/seller/trade/orders').get('page_size')).toBe('10');
    expect(await screen.findByTestId('tab-count-WAIT_SHIP')).toHaveTextContent(/\(\d+\)/);

    await userOf().click(screen.getByRole('tab', { name: /待发货/ }));
    await waitFor(() => expect(lastQuery('/seller/trade/orders').get('order_status')).toBe('WAIT_SHIP'));
    expect(current.location()).toContain('tab=WAIT_SHIP');

    await userOf().type(screen.getByPlaceholderText('订单编号'), WAIT_SHIP);
    await userOf().type(screen.getByPlaceholderText('买家'), '徐');
    await userOf().click(screen.getByTestId('search-submit'));
    await waitFor(() => expect(lastQuery('/seller/trade/orders').get('order_sn')).toBe(WAIT_SHIP));
    expect(lastQuery('/seller/trade/orders').get('buyer_name')).toBe('徐');
    expect(lastQuery('/seller/trade/orders').get('order_status')).toBe('WAIT_SHIP');
  });

  it('a link\'s filter opens its tab (the dashboard\'s "to ship" figure)', async () => {
    await open('/order/order-list?order_status=WAIT_SHIP');
    await rowOf(WAIT_SHIP);
    expect(lastQuery('/seller/trade/orders').get('order_status')).toBe('WAIT_SHIP');
    expect(screen.getByRole('tab', { name: /待发货/, selected: true })).toBeInTheDocument();
  });

  it('offers each order only the operations its flags allow', async () => {
    await open(`/order/order-list?order_sn=${COD_SHIPPED}`);
    const cod = await rowOf(COD_SHIPPED);
    // A COD order is paid when it is received, not before (api reference §4.1).
    expect(within(cod).queryByRole('button', { name: /确认收款/ })).toBeNull();
    expect(within(cod).queryByRole('button', { name: spaced('发货') })).toBeNull();
    current.unmount();
    await open(`/order/order-list?order_sn=${COD_RECEIVED}`);
    expect(within(await rowOf(COD_RECEIVED)).getByRole('button', { name: /确认收款/ })).toBeInTheDocument();
  });

  it('ships a waiting order: company and tracking number required, 1–20 letters or digits', async () => {
    await open(`/order/order-list?order_sn=${WAIT_SHIP}`);
    await userOf().click(button(spaced('发货'), await rowOf(WAIT_SHIP)));
    const dialog = await screen.findByRole('dialog');
    await userOf().click(button(/确\s*定|OK/, dialog));
    expect(await within(dialog).findByText('请输入物流公司')).toBeInTheDocument();
    await userOf().type(within(dialog).getByRole('textbox', { name: '物流单号' }), 'SF 12');
    await userOf().tab();
    expect(await within(dialog).findByText('物流单号为 1 到 20 位字母或数字')).toBeInTheDocument();
    await userOf().clear(within(dialog).getByRole('textbox', { name: '物流单号' }));
    await userOf().type(within(dialog).getByRole('textbox', { name: '物流单号' }), 'SF1234567890');
    await chooseOption('物流公司', '顺丰速运');
    await userOf().click(button(/确\s*定|OK/, dialog));
    await waitFor(() => expect(requestsTo(`/seller/trade/orders/${WAIT_SHIP}/delivery`, 'POST')).toHaveLength(1));
    expect(form(lastRequestTo(`/seller/trade/orders/${WAIT_SHIP}/delivery`, 'POST').body)).toEqual({ ship_no: 'SF1234567890', logi_id: '1', logi_name: '顺丰速运' });
    // The list reads again: the order is shipped and offers no ship any more.
    await waitFor(() => expect(within(screen.getByText(WAIT_SHIP, { selector: 'a' }).closest('tr')!).getByText('已发货')).toBeInTheDocument());
  });

  it('adjusts the price of an unpaid order (≥ 0.01) and cancels one with a reason', async () => {
    await open(`/order/order-list?order_sn=${CONFIRM_ONLINE}`);
    await userOf().click(button(/调整价格/, await rowOf(CONFIRM_ONLINE)));
    const dialog = await screen.findByRole('dialog');
    const price = await within(dialog).findByRole('spinbutton');
    await userOf().clear(price);
    await userOf().type(price, '0');
    await userOf().click(button(/确\s*定|OK/, dialog));
    // The reference's floor (api reference §4.2) blocks; it states no ceiling.
    expect(await within(dialog).findByText('订单总额不能小于0.01')).toBeInTheDocument();
    await userOf().clear(price);
    await userOf().type(price, '88.5');
    await userOf().click(button(/确\s*定|OK/, dialog));
    await waitFor(() => expect(form(lastRequestTo(`/seller/trade/orders/${CONFIRM_ONLINE}/price`, 'PUT').body)).toEqual({ order_price: '88.5' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    // Four operations: the fourth is under "more".
    await userOf().click(button(/更\s*多/, await rowOf(CONFIRM_ONLINE)));
    await userOf().click(await screen.findByText('取消订单', { selector: '.ant-dropdown-menu-title-content' }));
    const cancel = await screen.findByRole('dialog');
    await userOf().click(button(/确\s*定|OK/, cancel));
    expect(await within(cancel).findByText('请输入取消原因')).toBeInTheDocument();
    expect(requestsTo(`/seller/trade/orders/${CONFIRM_ONLINE}/cancel`, 'POST')).toHaveLength(0);
    await userOf().type(within(cancel).getByRole('textbox'), '买家要求取消');
    await userOf().click(button(/确\s*定|OK/, cancel));
    await waitFor(() => expect(form(lastRequestTo(`/seller/trade/orders/${CONFIRM_ONLINE}/cancel`, 'POST').body)).toEqual({ reason: '买家要求取消' }));
  });

  it('confirms a COD payment with the order total', async () => {
    await open(`/order/order-list?order_sn=${COD_RECEIVED}`);
    await userOf().click(button(/确认收款/, await rowOf(COD_RECEIVED)));
    await userOf().click(await screen.findByRole('button', { name: /确\s*定|OK/ }));
    await waitFor(() => expect(requestsTo(`/seller/trade/orders/${COD_RECEIVED}/pay`, 'POST')).toHaveLength(1));
    expect(Number(form(lastRequestTo(`/seller/trade/orders/${COD_RECEIVED}/pay`, 'POST').body).pay_price)).toBeGreaterThan(0);
  });

  it('exports the current filters as a background task', async () => {
    await open('/order/order-list?order_status=WAIT_PAY&payment_type=ONLINE');
    await screen.findByTestId('export-button');
    await userOf().click(screen.getByTestId('export-button'));
    await waitFor(() => expect(requestsTo('/seller/trade/orders/export/sync')).toHaveLength(1));
    expect(lastQuery('/seller/trade/orders/export/sync').get('order_status')).toBe('WAIT_PAY');
    expect(lastQuery('/seller/trade/orders/export/sync').get('payment_type')).toBe('ONLINE');
  });
});

describe('order detail', () => {
  it('shows the flow, lines and amounts, names its tab after the order, and moves on after shipping', async () => {
    await open(`/order/detail/${WAIT_SHIP}`);
    expect(await screen.findByTestId('record-title')).toHaveTextContent(WAIT_SHIP);
    expect(await screen.findByTestId('flow')).toHaveTextContent('已付款');
    expect(screen.getByTestId('lines-table')).toBeInTheDocument();
    expect(await screen.findByTestId('order-total')).toHaveTextContent('￥');
    await waitFor(() => expect(within(screen.getByTestId('tabs-bar')).getByText(new RegExp(WAIT_SHIP))).toBeInTheDocument());
    await waitFor(() => expect(requestsTo(`/seller/trade/orders/${WAIT_SHIP}/flow`)).toHaveLength(1));

    await userOf().click(screen.getByRole('button', { name: spaced('发货') }));
    const dialog = await screen.findByRole('dialog');
    await userOf().type(within(dialog).getByRole('textbox', { name: '物流单号' }), 'ZT100200300');
    await chooseOption('物流公司', '中通快递');
    await userOf().click(button(/确\s*定|OK/, dialog));
    // The record, its flow and its actions read again.
    await waitFor(() => expect(requestsTo(`/seller/trade/orders/${WAIT_SHIP}/flow`).length).toBeGreaterThan(1));
    await waitFor(() => expect(screen.queryByRole('button', { name: spaced('发货') })).toBeNull());
    expect(screen.getAllByText('已发货').length).toBeGreaterThan(0);
  });

  it("a shipped order's delivery asks for the parcel's tracking once (no duplicate call)", async () => {
    await open(`/order/detail/${COD_SHIPPED}`);
    expect(await screen.findByTestId('tracking', undefined, { timeout: 15_000 })).toBeInTheDocument();
    await waitFor(() => expect(requestsTo(`/seller/trade/orders/shipping/${COD_SHIPPED}`)).toHaveLength(1));
    // The delivery records arrive above the tracking: it stays mounted and does not ask again.
    await settled();
    expect(requestsTo('/seller/express')).toHaveLength(1);
  });

  it('a NEW order offers cancel and adjust price but not ship', async () => {
    await open(`/order/detail/${NEW_ORDER}`);
    await screen.findByTestId('record-title');
    expect(screen.getByRole('button', { name: /取消订单/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: spaced('发货') })).toBeNull();
  });

  it('is refused to a role without the order list, and an id that is not one is the 404 page', async () => {
    await open(`/order/detail/${WAIT_SHIP}`, { permissions: ['goodsList'] });
    await waitFor(() => expect(toasts.concat(screen.queryAllByText(/当前角色未开启/).map((e) => e.textContent ?? '')).join()).toMatch(/订单详情/));
    expect(requestsTo(`/seller/trade/orders/${WAIT_SHIP}`)).toHaveLength(0);
    current.unmount();
    await open('/order/detail/..%2Fshops%2Fedit');
    await waitFor(() => expect(current.location()).toBe('/404'));
    expect(requestsTo(/shops\/edit/)).toHaveLength(0);
  });
});

describe('reviews, bills, invoices', () => {
  it('replies to a review (required text)', async () => {
    await open('/order/comments-manage?tab=unreplied');
    await waitFor(() => expect(lastQuery('/seller/members/comments').get('reply_status')).toBe('0'));
    const row = await waitFor(() => {
      const found = document.querySelector('.ant-table-row');
      if (!found) throw new Error('no rows');
      return found as HTMLElement;
    });
    const reviewed = row.querySelector('div.ant-typography')!.textContent!;
    await userOf().click(button(spaced('回复'), row));
    const dialog = await screen.findByRole('dialog');
    // The review being answered is in the dialog.
    const answered = within(dialog).getByTestId('action-context-reply');
    expect(within(answered).getByText('评价内容')).toBeInTheDocument();
    expect(answered.querySelector('[data-field="content"]')).toHaveTextContent(reviewed);
    await userOf().click(button(/确\s*定|OK/, dialog));
    expect(await within(dialog).findByText('请输入回复内容')).toBeInTheDocument();
    await userOf().type(within(dialog).getByRole('textbox'), '感谢您的评价');
    await userOf().click(button(/确\s*定|OK/, dialog));
    await waitFor(() => expect(requestsTo(/\/seller\/members\/comments\/\d+\/reply$/, 'POST')).toHaveLength(1));
    expect(form(requestsTo(/\/reply$/, 'POST')[0]!.body)).toEqual({ reply: '感谢您的评价' });
  });

  it('a settlement bill shows its breakdown and items, and the seller\'s next step only where allowed', async () => {
    await open('/order/settlement-manage');
    await waitFor(() => expect(document.querySelectorAll('.ant-table-row').length).toBeGreaterThan(0));
    await userOf().click(document.querySelector('[data-action="view"]')!);
    await screen.findByTestId('record-title');
    await waitFor(() => expect(requestsTo(/\/seller\/order\/bills\/\d+\/PAYMENT$/).length).toBeGreaterThan(0));
    expect(screen.getByText('平台佣金')).toBeInTheDocument();
    const status = screen.getAllByText(/未出账|已出账|已对账|已审核|已付款|已完成/)[0]!.textContent;
    const next = screen.queryByRole('button', { name: /下一步/ });
    expect(Boolean(next)).toBe(status === '已出账' || status === '已付款');
  });

  it('mails a paper invoice with its logistics as query parameters', async () => {
    await open('/order/receipt-history?receipt_type=VATORDINARY&status=0');
    await waitFor(() => expect(lastQuery('/seller/members/receipts').get('receipt_type')).toBe('VATORDINARY'));
    const row = await waitFor(() => document.querySelector('.ant-table-row') as HTMLElement);
    await userOf().click(button(/邮寄发票/, row));
    await screen.findByRole('dialog');
    await userOf().type(within(screen.getByRole('dialog')).getByRole('textbox', { name: '物流单号' }), 'SF99887766');
    await chooseOption('物流公司', '顺丰速运');
    await userOf().click(button(/确\s*定|OK/, screen.getByRole('dialog')));
    await waitFor(() => expect(requestsTo(/\/seller\/members\/receipts\/\d+\/logi$/, 'POST')).toHaveLength(1));
    const sent = requestsTo(/\/logi$/, 'POST')[0]!.url.searchParams;
    expect([sent.get('logi_id'), sent.get('logi_name'), sent.get('logi_code')]).toEqual(['1', '顺丰速运', 'SF99887766']);
  });
});

describe('bulk ship', () => {
  it('names the selected orders it leaves out, and why, and opens with the rest', async () => {
    await open('/order/order-list');
    await rowOf(WAIT_SHIP);
    const rows = [...document.querySelectorAll<HTMLElement>('.ant-table-tbody .ant-table-row')];
    for (const row of rows) await userOf().click(within(row).getByRole('checkbox'));
    await userOf().click(document.querySelector('[data-bulk="batchShip"]') as HTMLElement);
    const dialog = await screen.findByTestId('batch-ship-dialog', undefined, { timeout: 15000 });
    const shown = within(within(dialog).getByTestId('batch-ship-table')).getAllByRole('row').length - 1;
    const skipped = rows.length - shown;
    expect(skipped).toBeGreaterThan(0);
    expect(await screen.findByText(new RegExp(`^已选 ${rows.length} 条中 ${skipped} 条当前状态不允许「批量发货」，已跳过：\\d+`))).toBeInTheDocument();
  });
});

describe('order delivery', () => {
  it('ships the orders given a company and a tracking number, and reports each', async () => {
    await open('/order/order-delivery');
    const table = await screen.findByTestId('batch-ship-table');
    await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(2));
    // The pager says how many orders wait in all, as the order list's to-ship tab counts them.
    expect(screen.getByTestId('delivery-page')).toHaveTextContent(/^第 1 \/ \d+ 页，共 \d+ 单$/);
    const [first, second] = within(table).getAllByRole('textbox');
    await userOf().type(first!, 'SF100');
    await userOf().type(second!, 'SF200');
    const selects = within(table).getAllByRole('combobox');
    for (const select of selects.slice(0, 2)) {
      await userOf().click(select);
      await userOf().click((await screen.findAllByTitle('顺丰速运')).at(-1)!);
    }
    await userOf().click(screen.getByTestId('ship-waiting'));
    await waitFor(() => expect(requestsTo(/\/seller\/trade\/orders\/\d+\/delivery$/, 'POST')).toHaveLength(2));
    expect(await screen.findByText(/成功发货 2 单/)).toBeInTheDocument();
  });
});

describe('order delivery from a sheet', () => {
  it('looks up each row\'s order first: one the shop does not have, or one already shipped, is said and not sent', async () => {
    await open('/order/order-delivery');
    await userOf().click(await screen.findByRole('tab', { name: '表格导入发货' }));
    const csv = ['订单编号,物流公司,物流单号', `${WAIT_SHIP},顺丰速运,SF5550001`, '20269999999999,顺丰速运,SF5550002', `${COD_SHIPPED},顺丰速运,SF5550003`].join('\n');
    await userOf().upload(document.querySelector<HTMLInputElement>('input[type="file"]')!, new File([csv], 'ship.csv', { type: 'text/csv' }));
    const preview = await screen.findByTestId('sheet-preview');
    expect(await within(preview).findByText('店铺没有这个订单')).toBeInTheDocument();
    expect(await within(preview).findByText('该订单当前不能发货')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText(/共 3 行，1 行可发货/)).toBeInTheDocument());
    await userOf().click(screen.getByTestId('ship-sheet-send'));
    await waitFor(() => expect(requestsTo(/\/seller\/trade\/orders\/\d+\/delivery$/, 'POST').map((r) => r.url.pathname)).toEqual([`/seller/trade/orders/${WAIT_SHIP}/delivery`]));
  });
});

describe('quotations', () => {
  it('a draft is sent from its page; the buyer\'s request needs prices first (the server names the line)', async () => {
    await open('/order/quotations-list?status=DRAFT');
    await waitFor(() => expect(lastQuery('/seller/trade/quotations').get('status')).toBe('DRAFT'));
    await userOf().click(await waitFor(() => document.querySelector('[data-action="view"]') as HTMLElement));
    await screen.findByTestId('record-title');
    await userOf().click(screen.getByRole('button', { name: /发送报价/ }));
    await userOf().click(await screen.findByRole('button', { name: /确\s*定|OK/ }));
    await waitFor(() => expect(requestsTo(/\/seller\/trade\/quotations\/\d+\/send$/, 'POST')).toHaveLength(1));
  });
  it('edits a draft\'s lines with the goods picker: a new line starts at its list price, the subtotal and total follow, and each line sends only what the API takes', async () => {
    await open('/order/quotations-list?status=DRAFT');
    await waitFor(() => expect(lastQuery('/seller/trade/quotations').get('status')).toBe('DRAFT'));
    await userOf().click(await waitFor(() => document.querySelector('[data-action="view"]') as HTMLElement));
    await screen.findByTestId('record-title');
    await userOf().click(button(/编\s*辑/));
    const dialog = (await screen.findAllByRole('dialog')).at(-1)!;
    const table = await within(dialog).findByTestId('goods-table-items');
    await userOf().click(within(dialog).getByRole('button', { name: /清\s*空/ }));
    await waitFor(() => expect(table.querySelectorAll('tr[data-row-key]')).toHaveLength(0));

    await chooseGoods(userOf(), 'items', 'G000001', 1, dialog);
    const row = await waitFor(() => table.querySelector('tr[data-row-key]') as HTMLElement);
    const sku = row.getAttribute('data-row-key')!;
    const listPrice = within(row).getAllByText(/^￥/)[0]!.textContent!;
    const price = row.querySelector(`[data-cell="${sku}:unit_price"] input`) as HTMLInputElement;
    expect(`￥${price.value}`).toBe(listPrice);
    const quantity = row.querySelector(`[data-cell="${sku}:quantity"] input`) as HTMLInputElement;
    expect(quantity.value).toBe('1');

    await userOf().clear(quantity);
    await userOf().type(quantity, '2');
    await userOf().clear(price);
    await userOf().type(price, '12.5');
    await userOf().type(row.querySelector(`[data-cell="${sku}:remark"] input`) as HTMLInputElement, '含税');
    await waitFor(() => expect(within(dialog).getByTestId('goods-total-items')).toHaveTextContent('￥25.00'));
    expect(within(row).getByText('￥25.00')).toBeInTheDocument();

    // The seeded draft's validity may have run out: it must be in the future to be saved.
    const validUntil = dialog.querySelector('[data-field="valid_until"] input') as HTMLInputElement;
    await userOf().clear(validUntil);
    await userOf().type(validUntil, `${daysFromNow(30).slice(0, 10)}{Enter}`);
    await userOf().click(button(/确\s*定|保\s*存/, dialog));
    await waitFor(() => expect(requestsTo(/\/seller\/trade\/quotations\/\d+$/, 'PUT')).toHaveLength(1));
    const body = jsonOf(lastRequestTo(/\/seller\/trade\/quotations\/\d+$/, 'PUT').body);
    expect(body.items).toEqual([{ sku_id: sku, quantity: 2, unit_price: 12.5, remark: '含税' }]);
  });
});
