import { screen, waitFor, within } from '@testing-library/react';
import { http as mock, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { allows } from '@/engine/actions/flags';
import { allowable, SERVICE_STATUSES, SERVICE_TYPES } from '@/mocks/areas/aftersales/flow';
import { afterSaleDb } from '@/mocks/areas/aftersales/store';
import type { ServiceRecord, ServiceStatus, ServiceType } from '@/mocks/areas/aftersales/types';
import { orderDb } from '@/mocks/areas/order/store';
import { serviceDetail, services } from '@/resources/operations/customer/services';
import { lastRequestTo, requestsTo, server, startDemoMarketplace, toasts } from '../helpers/demo-marketplace';
import { renderRoute } from '../helpers/render-route';
import { inputNamed } from '../helpers/inputs';

startDemoMarketplace();
// Whole-console renders with typing: slow on a shared machine.
vi.setConfig({ testTimeout: 120_000 });

const OK = /确\s*定|OK/;
const AUTOMATIC = ['alipayDirectPlugin', 'weixinPayPlugin'];

/** A seeded service of a shop, of a type in a status, paid one of the ways given (payment plugins, `cod` for cash on delivery). */
function seeded(type: ServiceType, status: ServiceStatus, plugins?: string[], shopId = '1'): ServiceRecord {
  const found = afterSaleDb()
    .services.all()
    .find((s) => s.shop_id === shopId && s.service_type === type && s.service_status === status && (!plugins || plugins.includes(orderDb().orders.get(s.order_sn)!.payment_plugin_id)));
  if (!found) throw new Error(`no seeded ${type} ${status}`);
  return found;
}

const query = (suffix: string | RegExp, method = 'GET') => lastRequestTo(suffix, method).url.searchParams;
const LOADED = { timeout: 30_000 };
const rowOf = async (sn: string) => (await screen.findByText(sn, undefined, LOADED)).closest('tr') as HTMLElement;
const dialog = () => screen.findByRole('dialog', undefined, LOADED);
/** A form's number inputs load as their own code (lazy inputs), each in its turn: all of them are awaited. */
const numberInputs = async (form: HTMLElement, count: number) => {
  await waitFor(() => expect(within(form).getAllByRole('spinbutton')).toHaveLength(count));
  return within(form).getAllByRole('spinbutton') as HTMLInputElement[];
};
/** An action of the record page (the list stays alive beside it, with buttons of the same names). */
const recordAction = async (key: string) => {
  await screen.findByTestId('record-serviceDetail', undefined, LOADED);
  return (await waitFor(() => {
    const button = document.querySelector(`[data-testid="record-serviceDetail"] [data-action="${key}"]`);
    if (!button) throw new Error(`no ${key} on the record page`);
    return button;
  }, LOADED)) as HTMLElement;
};
const detail = (sn: string) => renderRoute(`/operations/service-detail/${sn}`);

describe('the flow table: type × status → the actions the record page offers', () => {
  const EXPECTED: Partial<Record<ServiceStatus, Partial<Record<ServiceType, string[]>>>> = {
    APPLY: { RETURN_GOODS: ['audit'], CHANGE_GOODS: ['audit'], SUPPLY_AGAIN_GOODS: ['audit'], ORDER_CANCEL: ['audit'] },
    PASS: { ORDER_CANCEL: ['putIn'] },
    FULL_COURIER: { RETURN_GOODS: ['putIn'], CHANGE_GOODS: ['putIn'] },
    STOCK_IN: { RETURN_GOODS: ['refund'], ORDER_CANCEL: ['refund'] },
    ERROR_EXCEPTION: { RETURN_GOODS: ['close'], CHANGE_GOODS: ['createOrder', 'close'], SUPPLY_AGAIN_GOODS: ['createOrder', 'close'], ORDER_CANCEL: ['close'] },
  };
  const cases = SERVICE_TYPES.flatMap((type) => SERVICE_STATUSES.map((status) => [type, status, EXPECTED[status]?.[type] ?? []] as const));
  it.each(cases)('%s in %s offers %j', (type, status, expected) => {
    const row = { service_type: type, service_status: status, allowable: allowable({ service_type: type, service_status: status, new_order_sn: '' }) };
    const offered = (serviceDetail.actions ?? []).filter((a) => allows(a as never, row, services.family)).map((a) => a.key);
    expect(offered).toEqual(expected);
  });
});

describe('after-sales list', () => {
  it('sends the link’s status and the search form as params, and shows each row’s goods lines', async () => {
    const { user, location } = await renderRoute('/operations/service-list?service_status=APPLY');
    const apply = seeded('RETURN_GOODS', 'APPLY');
    const row = await rowOf(apply.sn);
    expect(query('/seller/after-sales').get('service_status')).toBe('APPLY');
    expect(within(row).getByText(apply.lines[0]!.goods_name)).toBeInTheDocument();
    expect(within(row).getByText('待审核')).toBeInTheDocument();

    await user.type(await inputNamed('keyword'), apply.order_sn);
    await user.type(await inputNamed('goods_name'), '鼠标');
    await user.click(screen.getByTestId('search-submit'));
    await waitFor(() => expect(query('/seller/after-sales').get('keyword')).toBe(apply.order_sn));
    expect(query('/seller/after-sales').get('goods_name')).toBe('鼠标');
    expect(query('/seller/after-sales').get('service_status')).toBe('APPLY');
    expect(location()).toContain(`keyword=${apply.order_sn}`);
  });

  it('offers on each row exactly the operations its flags allow', async () => {
    await renderRoute('/operations/service-list?size=20');
    await waitFor(() => expect(document.querySelectorAll('.ant-table-row').length).toBe(20), LOADED);
    for (const tr of document.querySelectorAll<HTMLElement>('.ant-table-row')) {
      const s = afterSaleDb().services.get(tr.getAttribute('data-row-key')!)!;
      const flags = allowable(s);
      const expected = [
        flags.allow_audit && 'audit', flags.allow_put_in_store && 'putIn', flags.allow_seller_refund && 'refund',
        flags.allow_seller_create_order && 'createOrder', flags.allow_seller_close && 'close',
      ].filter(Boolean);
      const shown = [...tr.querySelectorAll('[data-action]')].map((b) => b.getAttribute('data-action')).filter((k) => k !== 'view');
      // Three at most inline; the rest under "more" (never more than two here).
      expect(shown, `${s.service_type} ${s.service_status}`).toEqual(expected);
    }
  });

  it('reviews from the list with the detail read first: the amount at most what was paid, the return address required', async () => {
    const s = seeded('RETURN_GOODS', 'APPLY', AUTOMATIC);
    const paid = (s.refund!.refund_cents / 100).toFixed(2);
    const { user } = await renderRoute('/operations/service-list?service_status=APPLY');
    await user.click(within(await rowOf(s.sn)).getByRole('button', { name: /审\s*核/ }));
    const form = await dialog();
    expect(requestsTo(`/seller/after-sales/detail/${s.sn}`)).toHaveLength(1);
    // What the buyer asked is beside the decision.
    const asked = await within(form).findByTestId('action-context-audit');
    expect(within(asked).getByText('申请原因')).toBeInTheDocument();
    expect(asked.querySelector('[data-field="reason"]')).toHaveTextContent(s.reason);
    const [refundable, agreed] = await numberInputs(form, 2);
    expect(refundable!.value).toBe(paid);
    expect(agreed!.value).toBe(paid);
    await user.clear(agreed!);
    await user.type(agreed!, String(Number(paid) + 1));
    await user.click(within(form).getByRole('button', { name: OK }));
    expect(await within(form).findByText(`同意退款金额不能大于买家实付的 ￥${paid}`)).toBeInTheDocument();
    expect(await within(form).findByText('请输入退货地址')).toBeInTheDocument();
    expect(requestsTo(`/seller/after-sales/audit/${s.sn}`, 'POST')).toHaveLength(0);

    await user.clear(agreed!);
    await user.type(agreed!, '10.5');
    await user.type(within(form).getByRole('textbox', { name: '退货地址' }), '南山1号');
    await user.click(within(form).getByRole('button', { name: OK }));
    await waitFor(() => expect(requestsTo(`/seller/after-sales/audit/${s.sn}`, 'POST')).toHaveLength(1));
    const sent = query(`/seller/after-sales/audit/${s.sn}`, 'POST');
    expect(Object.fromEntries(sent)).toEqual({ audit_status: 'PASS', refund_price: '10.5', return_addr: '南山1号' });
    // Approved, it leaves the list of services awaiting review.
    await waitFor(() => expect(screen.queryByText(s.sn)).toBeNull(), LOADED);
  });

  it('does not send a refusal without its reason, and keeps what was typed when the server refuses', async () => {
    const s = seeded('CHANGE_GOODS', 'APPLY');
    const { user } = await detail(s.sn);
    await user.click(await recordAction('audit'));
    const form = await dialog();
    await user.click(within(form).getByRole('radio', { name: '拒绝' }));
    await user.click(within(form).getByRole('button', { name: OK }));
    expect(await within(form).findByText('请输入拒绝原因')).toBeInTheDocument();
    expect(requestsTo(`/seller/after-sales/audit/${s.sn}`, 'POST')).toHaveLength(0);

    server.use(mock.post('*/seller/after-sales/audit/:sn', () => HttpResponse.json({ code: '500', message: '服务繁忙，请稍后再试' }, { status: 500 })));
    await user.type(within(form).getByRole('textbox', { name: '拒绝原因' }), '已使用');
    await user.click(within(form).getByRole('button', { name: OK }));
    await waitFor(() => expect(requestsTo(`/seller/after-sales/audit/${s.sn}`, 'POST')).toHaveLength(1));
    expect(query(`/seller/after-sales/audit/${s.sn}`, 'POST').get('audit_status')).toBe('REFUSE');
    expect(query(`/seller/after-sales/audit/${s.sn}`, 'POST').get('audit_remark')).toBe('已使用');
    await waitFor(() => expect(toasts).toContain('服务繁忙，请稍后再试'));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(within(screen.getByRole('dialog')).getByRole('textbox', { name: '拒绝原因' })).toHaveValue('已使用');
    expect(within(screen.getByRole('dialog')).getByRole('radio', { name: '拒绝' })).toBeChecked();
  });

  it('exports the current filters as a background task', async () => {
    const { user } = await renderRoute('/operations/service-list?service_type=ORDER_CANCEL');
    await screen.findAllByText('取消订单');
    await user.click(screen.getByTestId('export-button'));
    await waitFor(() => expect(requestsTo('/seller/after-sales/export')).toHaveLength(1));
    expect(query('/seller/after-sales/export').get('service_type')).toBe('ORDER_CANCEL');
    expect(await screen.findByText(/导出任务已创建/)).toBeInTheDocument();
  });
});

describe('after-sales record page', () => {
  it('shows the application, goods with their numbers, refund, return parcel with live tracking, and the logs', async () => {
    const s = seeded('RETURN_GOODS', 'STOCK_IN', AUTOMATIC);
    await detail(s.sn);
    expect(await screen.findByTestId('record-title')).toHaveTextContent(s.sn);
    const goods = document.querySelector('[data-section="goods"]') as HTMLElement;
    expect(within(goods).getByRole('columnheader', { name: '退货数量' })).toBeInTheDocument();
    expect(within(goods).getByRole('columnheader', { name: '入库数量' })).toBeInTheDocument();
    const refund = document.querySelector('[data-section="refund"]') as HTMLElement;
    expect(within(refund).getAllByText(`￥${(s.refund!.agree_cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`)).toHaveLength(2);
    expect(within(refund).getByText('原路退回')).toBeInTheDocument();
    const parcel = await screen.findByTestId('return-shipment');
    expect(within(parcel).getByText(s.express!.courier_number)).toBeInTheDocument();
    await waitFor(() => expect(requestsTo('/seller/express')).toHaveLength(1));
    expect(query('/seller/express').get('num')).toBe(s.express!.courier_number);
    expect(await within(parcel).findByTestId('tracking')).toBeInTheDocument();
    const logs = screen.getByTestId('timeline-logs');
    expect(within(logs).getByText(/商家已将 \d+ 件商品入库/)).toBeInTheDocument();
    expect(screen.getByTestId('flow')).toBeInTheDocument();
  });

  it('puts in storage a number per line, each at most what came back, sent as JSON', async () => {
    const s = seeded('RETURN_GOODS', 'FULL_COURIER', AUTOMATIC);
    const line = s.lines[0]!;
    const { user } = await detail(s.sn);
    await user.click(await recordAction('putIn'));
    const form = await dialog();
    const [, stored] = (await numberInputs(form, 2)) as [HTMLInputElement, HTMLInputElement];
    expect(stored.value).toBe(String(line.return_num));
    await user.clear(stored);
    await user.type(stored, String(line.return_num + 1));
    await user.click(within(form).getByRole('button', { name: OK }));
    expect(await within(form).findByText(`入库数量不能大于退货数量 ${line.return_num}`)).toBeInTheDocument();
    await user.clear(stored);
    await user.type(stored, '0');
    await user.click(within(form).getByRole('button', { name: OK }));
    expect(await within(form).findByText('至少入库一件商品')).toBeInTheDocument();
    await user.clear(stored);
    await user.type(stored, String(line.return_num));
    await user.type(within(form).getByRole('textbox', { name: '入库备注' }), '包装完好');
    await user.click(within(form).getByRole('button', { name: OK }));
    await waitFor(() => expect(requestsTo('/seller/after-sales/put-in/warehouse', 'POST')).toHaveLength(1));
    const body = lastRequestTo('/seller/after-sales/put-in/warehouse', 'POST').body;
    // Ids travel as the exact numbers the server sent (64-bit).
    expect(body).toContain(`"goods_id":${line.goods_id}`);
    expect(JSON.parse(body.replace(/:(\d{16,})/g, ':"$1"'))).toEqual({
      service_sn: s.sn,
      remark: '包装完好',
      storage_list: [{ goods_id: line.goods_id, sku_id: line.sku_id, return_num: line.return_num, storage_num: line.return_num }],
    });
    expect(await screen.findByText('已入库')).toBeInTheDocument();
    expect(await screen.findByText(/备注：包装完好/)).toBeInTheDocument();
  });

  it('refunds an online order by its original route, after confirming', async () => {
    const s = seeded('RETURN_GOODS', 'STOCK_IN', AUTOMATIC);
    const { user } = await detail(s.sn);
    await user.click(await recordAction('refund'));
    const form = await dialog();
    expect(within(form).getByText('原路退回')).toBeInTheDocument();
    expect(within(form).queryByRole('textbox', { name: '退款备注' })).toBeNull();
    await user.click(within(form).getByRole('button', { name: OK }));
    await waitFor(() => expect(requestsTo(`/seller/after-sales/refund/${s.sn}`, 'POST')).toHaveLength(1));
    expect(await screen.findAllByText('已完成')).not.toHaveLength(0);
    expect(await screen.findByText(/退款成功/)).toBeInTheDocument();
  });

  it('refunds a cash-on-delivery order offline with an amount up to the agreed one and a remark', async () => {
    const s = seeded('RETURN_GOODS', 'STOCK_IN', ['cod']);
    const agreed = (s.refund!.agree_cents / 100).toFixed(2);
    const { user } = await detail(s.sn);
    await user.click(await recordAction('refund'));
    const form = await dialog();
    const [, amount] = (await numberInputs(form, 2)) as [HTMLInputElement, HTMLInputElement];
    expect(amount.value).toBe(agreed);
    await user.clear(amount);
    await user.type(amount, String(Number(agreed) + 5));
    await user.click(within(form).getByRole('button', { name: OK }));
    expect(await within(form).findByText(`退款金额不能大于同意退款的 ￥${agreed}`)).toBeInTheDocument();
    await user.clear(amount);
    await user.type(amount, agreed);
    await user.type(within(form).getByRole('textbox', { name: '退款备注' }), '已银行转账');
    await user.click(within(form).getByRole('button', { name: OK }));
    await waitFor(() => expect(requestsTo(`/seller/after-sales/refund/cod/${s.sn}`, 'POST')).toHaveLength(1));
    expect(Object.fromEntries(query(`/seller/after-sales/refund/cod/${s.sn}`, 'POST'))).toEqual({ refund_price: String(Number(agreed)), remark: '已银行转账' });
    expect(requestsTo(`/seller/after-sales/refund/${s.sn}`, 'POST')).toHaveLength(0);
  });

  it('creates the new order of a failed exchange after confirming', async () => {
    const s = seeded('CHANGE_GOODS', 'ERROR_EXCEPTION');
    const { user } = await detail(s.sn);
    await user.click(await recordAction('createOrder'));
    await user.click(await screen.findByRole('button', { name: OK }));
    await waitFor(() => expect(requestsTo(`/seller/after-sales/create-order/${s.sn}`, 'POST')).toHaveLength(1));
    expect(await screen.findByText(/系统已生成新订单/)).toBeInTheDocument();
  });

  it('closes with a reason of at most 150 characters', async () => {
    const s = seeded('SUPPLY_AGAIN_GOODS', 'ERROR_EXCEPTION');
    const { user } = await detail(s.sn);
    await user.click(await recordAction('close'));
    const form = await dialog();
    const reason = within(form).getByRole('textbox');
    await user.click(within(form).getByRole('button', { name: OK }));
    expect(await within(form).findByText('请输入关闭原因')).toBeInTheDocument();
    await user.type(reason, '已与买家协商退款');
    await user.click(within(form).getByRole('button', { name: OK }));
    await waitFor(() => expect(requestsTo(`/seller/after-sales/close/${s.sn}`, 'POST')).toHaveLength(1));
    expect(lastRequestTo(`/seller/after-sales/close/${s.sn}`, 'POST').body).toBe(`reason=${encodeURIComponent('已与买家协商退款')}`);
    expect(await screen.findAllByText('已关闭')).not.toHaveLength(0);
    expect(document.querySelector('[data-testid="record-serviceDetail"] [data-action="close"]')).toBeNull();
  });

  it('offers nothing on a finished service', async () => {
    await detail(seeded('RETURN_GOODS', 'COMPLETED').sn);
    await screen.findByTestId('record-title');
    expect(document.querySelectorAll('[data-action]').length).toBe(0);
  });
});

describe('supplier shops and roles', () => {
  it('read, export and store through the supplier calls', async () => {
    const s = seeded('RETURN_GOODS', 'FULL_COURIER', undefined, '2');
    const { user, navigate } = await renderRoute('/operations/service-list', { account: 'supplier' });
    await rowOf(s.sn);
    expect(requestsTo('/seller/after-sales/supplier').length).toBeGreaterThan(0);
    expect(requestsTo('/seller/after-sales')).toHaveLength(0);
    await user.click(screen.getByTestId('export-button'));
    await waitFor(() => expect(requestsTo('/seller/after-sales/export_supplier')).toHaveLength(1));

    await navigate(`/operations/service-detail/${s.sn}`);
    await user.click(await recordAction('putIn'));
    expect(requestsTo(`/seller/after-sales/detail/supplier/${s.sn}`).length).toBeGreaterThan(0);
    await user.click(within(await dialog()).getByRole('button', { name: OK }));
    await waitFor(() => expect(requestsTo('/seller/supplier/after-sales/put-in/warehouse', 'POST')).toHaveLength(1));
    expect(requestsTo('/seller/after-sales/put-in/warehouse', 'POST')).toHaveLength(0);
  });

  it('opens a service to a role with the after-sales list, and refuses it to one without', async () => {
    const s = seeded('RETURN_GOODS', 'APPLY');
    const first = await renderRoute(`/operations/service-detail/${s.sn}`, { permissions: ['serviceList'] });
    expect(await screen.findByTestId('record-title', undefined, LOADED)).toHaveTextContent(s.sn);
    first.unmount();
    const read = requestsTo(`/seller/after-sales/detail/${s.sn}`).length;
    const second = await renderRoute(`/operations/service-detail/${s.sn}`, { permissions: ['consultation'] });
    expect(await screen.findByText('当前角色未开启【售后详情】权限，请先开启')).toBeInTheDocument();
    await waitFor(() => expect(second.location()).not.toContain('service-detail'));
    expect(requestsTo(`/seller/after-sales/detail/${s.sn}`)).toHaveLength(read);
  });
});
