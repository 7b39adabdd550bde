import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { afterSaleDb } from '@/mocks/areas/aftersales/store';
import { complaintDb } from '@/mocks/areas/order/store';
import { lastRequestTo, requestsTo, startDemoMarketplace } from '../helpers/demo-marketplace';
import { renderRoute } from '../helpers/render-route';
import { inputNamed } from '../helpers/inputs';

startDemoMarketplace();
// Whole-console renders with typing: slow on a shared machine.
vi.setConfig({ testTimeout: 120_000 });

const OK = /确\s*定|OK/;
const LOADED = { timeout: 30_000 };
const query = (suffix: string | RegExp, method = 'GET') => lastRequestTo(suffix, method).url.searchParams;
const dialog = () => screen.findByRole('dialog', undefined, LOADED);
const rows = () => [...document.querySelectorAll<HTMLElement>('.ant-table-row')];
/** The OK of the newest confirmation (an earlier one may still be fading out). */
const confirmOk = async () => (await screen.findAllByRole('button', { name: OK }, LOADED)).at(-1)!;
const inRecord = (name: string) => screen.findByTestId(`record-${name}`, undefined, LOADED);
const rowKeyed = (key: string) => waitFor(() => {
  const row = rows().find((r) => r.getAttribute('data-row-key') === key);
  if (!row) throw new Error(`no row ${key}`);
  return row;
}, LOADED);
/** Some call to the path carried these params (the header's badge reads the notices too). */
const sentWith = (suffix: string, params: Record<string, string>) =>
  requestsTo(suffix).some((r) => Object.entries(params).every(([k, v]) => r.url.searchParams.get(k) === v));

describe('consultations', () => {
  it('filter by reply status, goods, member, content and time', async () => {
    const { user, location } = await renderRoute('/operations/consultation');
    await waitFor(() => expect(rows().length).toBe(10), LOADED);
    await user.click(screen.getByRole('tab', { name: '未回复' }));
    await waitFor(() => expect(query('/seller/members/asks').get('reply_status')).toBe('NO'));
    await user.type(await inputNamed('goods_name'), '塔扇');
    await user.type(await inputNamed('member_name'), '刘');
    await user.type(await inputNamed('content'), '现货');
    await user.click(screen.getByTestId('search-submit'));
    await waitFor(() => expect(query('/seller/members/asks').get('content')).toBe('现货'));
    expect(Object.fromEntries(query('/seller/members/asks'))).toMatchObject({ goods_name: '塔扇', member_name: '刘', reply_status: 'NO' });
    expect(location()).toContain('tab=NO');
  });

  it('reply with a required text (over 200 characters a warning: the reference states no limit); a replied question offers no reply', async () => {
    const ask = afterSaleDb().asks.all().find((a) => a.shop_id === '1' && a.reply_status === 'NO')!;
    const replied = afterSaleDb().asks.all().find((a) => a.shop_id === '1' && a.reply_status === 'YES')!;
    const { user } = await renderRoute('/operations/consultation');
    const target = await rowKeyed(ask.ask_id);
    expect(within(await rowKeyed(replied.ask_id)).queryByRole('button', { name: /回\s*复/ })).toBeNull();
    await user.click(within(target).getByRole('button', { name: /回\s*复/ }));
    const form = await dialog();
    await user.click(within(form).getByRole('button', { name: OK }));
    expect(await within(form).findByText('请输入店铺回复')).toBeInTheDocument();
    const text = within(form).getByRole('textbox', { name: '店铺回复' });
    await user.click(text);
    await user.paste('x'.repeat(201));
    // Not cut off: the hint is counted and warned, the server decides.
    expect((text as HTMLTextAreaElement).value.length).toBe(201);
    expect(await within(form).findByText('店铺回复最多200个字符')).toHaveClass('ant-form-item-explain-warning');
    await user.clear(text);
    await user.type(text, '有现货');
    await user.click(within(form).getByRole('button', { name: OK }));
    await waitFor(() => expect(requestsTo(`/seller/members/asks/${ask.ask_id}/reply`, 'PUT')).toHaveLength(1));
    expect(lastRequestTo(`/seller/members/asks/${ask.ask_id}/reply`, 'PUT').body).toBe(`reply_content=${encodeURIComponent('有现货')}`);
    await waitFor(() => expect(within(rows().find((r) => r.getAttribute('data-row-key') === ask.ask_id)!).queryByRole('button', { name: /回\s*复/ })).toBeNull(), LOADED);
    expect(within(await rowKeyed(ask.ask_id)).getByText('有现货')).toBeInTheDocument();
  });

  it('show a question with the shop’s reply and the other members’ answers to it', async () => {
    const ask = afterSaleDb().asks.all().find((a) => a.shop_id === '1' && a.reply_status === 'YES' && afterSaleDb().askReplies.all().some((r) => r.ask_id === a.ask_id))!;
    const answers = afterSaleDb().askReplies.all().filter((r) => r.ask_id === ask.ask_id);
    await renderRoute(`/operations/consultationDetail/${ask.ask_id}`);
    const page = await inRecord('consultationDetail');
    expect(within(page).getByText(ask.content)).toBeInTheDocument();
    expect(within(page).getByText(ask.reply)).toBeInTheDocument();
    await waitFor(() => expect(query('/seller/members/reply').get('ask_id')).toBe(ask.ask_id));
    expect(await within(page).findByText(answers.find((r) => r.content)!.content, undefined, LOADED)).toBeInTheDocument();
    expect(document.querySelector('[data-action="reply"]')).toBeNull();
  });

  it('refuse a question of another kind of id (404) and open it only with the consultation entry', async () => {
    const ask = afterSaleDb().asks.all()[0]!;
    const refused = await renderRoute(`/operations/consultationDetail/${ask.ask_id}`, { permissions: ['serviceList'] });
    expect(await screen.findByText('当前角色未开启【咨询详情】权限，请先开启', undefined, LOADED)).toBeInTheDocument();
    refused.unmount();
    const bad = await renderRoute('/operations/consultationDetail/abc');
    await waitFor(() => expect(bad.location()).toBe('/404'), LOADED);
  });
});

describe('shop notices', () => {
  it('list by type and read state, unread first, and show the unread count in the header', async () => {
    const { user } = await renderRoute('/operations/message');
    await waitFor(() => expect(rows().length).toBe(10), LOADED);
    expect(within(screen.getByTestId('notice-badge')).getByText('9')).toBeInTheDocument();
    expect(within(screen.getByTestId('notice-badge')).getByRole('button', { name: '9 条未读消息' })).toBeInTheDocument();
    expect(within(rows()[0]!).getByText('未读')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: '售后' }));
    await waitFor(() => expect(sentWith('/seller/shops/shop-notice-logs', { type: 'AFTERSALE' })).toBe(true));
    expect(rows().every((r) => within(r).queryByText('售后'))).toBe(true);
  });

  it('mark one, several and all read, and delete after confirming; the header count follows', async () => {
    const unread = afterSaleDb().notices.all().filter((n) => n.shop_id === '1' && n.is_read === 0).sort((a, b) => b.send_time - a.send_time);
    const { user } = await renderRoute('/operations/message');
    await waitFor(() => expect(rows().length).toBe(10), LOADED);
    const first = rows()[0]!;
    const firstId = first.getAttribute('data-row-key')!;
    await user.click(within(first).getByRole('button', { name: '标为已读' }));
    await waitFor(() => expect(requestsTo(`/seller/shops/shop-notice-logs/${firstId}/read`, 'PUT')).toHaveLength(1));
    await waitFor(() => expect(within(screen.getByTestId('notice-badge')).getByText('8')).toBeInTheDocument(), LOADED);

    await waitFor(() => expect(rows()[0]!.getAttribute('data-row-key')).not.toBe(firstId), LOADED);
    const [a, b] = rows();
    const ids = [a!, b!].map((r) => r.getAttribute('data-row-key'));
    for (const r of [a!, b!]) await user.click(within(r).getByRole('checkbox'));
    await user.click(document.querySelector('[data-bulk="read"]')!);
    await waitFor(() => expect(requestsTo(`/seller/shops/shop-notice-logs/${ids.join(',')}/read`, 'PUT')).toHaveLength(1));

    await user.click(document.querySelector('[data-toolbar="readAll"]')!);
    await user.click(await confirmOk());
    await waitFor(() => expect(requestsTo(/\/seller\/shops\/shop-notice-logs\/[\d,]+\/read$/, 'PUT')).toHaveLength(3), LOADED);
    expect(sentWith('/seller/shops/shop-notice-logs', { is_read: '0', page_size: '100' })).toBe(true);
    const all = lastRequestTo(/\/seller\/shops\/shop-notice-logs\/[\d,]+\/read$/, 'PUT').url.pathname.split('/').at(-2)!.split(',');
    expect(all.sort()).toEqual(unread.slice(0).map((n) => n.id).filter((id) => id !== firstId && !ids.includes(id)).sort());
    await waitFor(() => expect(screen.getByTestId('notice-badge').querySelector('.ant-badge-count')).toBeNull(), LOADED);

    const last = rows()[0]!;
    const lastId = last.getAttribute('data-row-key')!;
    await user.click(within(last).getByRole('button', { name: /删\s*除/ }));
    await user.click(await confirmOk());
    await waitFor(() => expect(requestsTo(`/seller/shops/shop-notice-logs/${lastId}`, 'DELETE')).toHaveLength(1));
  });

  it('refuse the notices to a role without them, with no badge in the header', async () => {
    await renderRoute('/operations/message', { permissions: ['serviceList'] });
    expect(await screen.findByText('当前角色未开启【站内消息】权限，请先开启', undefined, LOADED)).toBeInTheDocument();
    expect(screen.queryByTestId('notice-badge')).toBeNull();
  });
});

describe('complaints', () => {
  it('list by tag and search', async () => {
    const { user } = await renderRoute('/operations/complaint-list');
    await waitFor(() => expect(rows().length).toBe(10), LOADED);
    await user.click(screen.getByRole('tab', { name: '进行中' }));
    await waitFor(() => expect(query('/seller/trade/order-complains').get('tag')).toBe('COMPLAINING'));
    await user.type(await inputNamed('keywords'), '质量');
    await user.click(screen.getByTestId('search-submit'));
    await waitFor(() => expect(query('/seller/trade/order-complains').get('keywords')).toBe('质量'));
    const row = rows()[0]!;
    expect(within(row).getByRole('link', { name: /质量/ }).getAttribute('href')).toMatch(/^\/operations\/complaint-detail\/\d+$/);
  });

  it('appeal with a required text and images as a comma list, when the platform asks for it', async () => {
    const c = complaintDb().complaints.all().find((x) => x.shop_id === '1' && x.status === 'WAIT_APPEAL')!;
    const { user } = await renderRoute(`/operations/complaint-detail/${c.complain_id}`);
    const page = await inRecord('complaintDetail');
    expect(within(page).queryByTestId('timeline-send')).toBeInTheDocument();
    await user.click(within(page).getByRole('button', { name: /申\s*诉/ }));
    const form = await dialog();
    await user.click(within(form).getByRole('button', { name: OK }));
    expect(await within(form).findByText('请输入申诉内容')).toBeInTheDocument();
    await user.type(within(form).getByRole('textbox', { name: '申诉内容' }), '已质检');
    await user.click(within(form).getByRole('button', { name: OK }));
    await waitFor(() => expect(requestsTo(`/seller/trade/order-complains/${c.complain_id}/appeal`, 'PUT')).toHaveLength(1));
    expect(Object.fromEntries(query(`/seller/trade/order-complains/${c.complain_id}/appeal`, 'PUT'))).toEqual({ appeal_content: '已质检' });
    expect(await within(page).findByRole('button', { name: '提交仲裁' }, LOADED)).toBeInTheDocument();
  });

  it('talk in the thread and hand a complaint in dialogue to arbitration', async () => {
    const c = complaintDb().complaints.all().find((x) => x.shop_id === '1' && x.status === 'COMMUNICATION')!;
    const { user } = await renderRoute(`/operations/complaint-detail/${c.complain_id}`);
    const page = await inRecord('complaintDetail');
    await user.type(within(page).getByRole('textbox', { name: '发送沟通消息' }), '可以退货');
    await user.click(within(page).getByTestId('timeline-send'));
    await waitFor(() => expect(requestsTo(`/seller/trade/order-complains/${c.complain_id}/communication`, 'PUT')).toHaveLength(1));
    expect(query(`/seller/trade/order-complains/${c.complain_id}/communication`, 'PUT').get('content')).toBe('可以退货');
    expect(await within(page).findByText('可以退货', undefined, LOADED)).toBeInTheDocument();
    await user.click(within(page).getByRole('button', { name: '提交仲裁' }));
    await user.click(await confirmOk());
    await waitFor(() => expect(requestsTo(`/seller/trade/order-complains/${c.complain_id}/to-arbitration`, 'PUT')).toHaveLength(1));
    await waitFor(() => expect(within(page).queryByRole('button', { name: '提交仲裁' })).toBeNull(), LOADED);
  });

  it('offer nothing on a finished complaint, and show the same page at the order area’s route', async () => {
    const c = complaintDb().complaints.all().find((x) => x.shop_id === '1' && x.status === 'COMPLETE')!;
    await renderRoute(`/order/complaint-detail/${c.complain_id}`, { permissions: ['orderList'] });
    const page = await inRecord('orderComplaintDetail');
    expect(within(page).getByText(c.arbitration_result)).toBeInTheDocument();
    expect(within(page).queryByTestId('timeline-send')).toBeNull();
    expect(page.querySelectorAll('[data-action]')).toHaveLength(0);
    expect(requestsTo(`/seller/trade/order-complains/${c.complain_id}/flow`).length).toBeGreaterThan(0);
  });
});

describe('refunds', () => {
  it('filter by number, goods, status, route and time, with amounts in ￥', async () => {
    const { user } = await renderRoute('/operations/refund-list?refund_status=COMPLETED&refund_way=ORIGINAL');
    await waitFor(() => expect(rows().length).toBeGreaterThan(0), LOADED);
    expect(Object.fromEntries(query('/seller/after-sales/refund'))).toMatchObject({ refund_status: 'COMPLETED', refund_way: 'ORIGINAL' });
    const sn = rows()[0]!.getAttribute('data-row-key')!;
    const s = afterSaleDb().services.get(sn)!;
    const amount = `￥${(s.refund!.actual_cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;
    expect(within(rows()[0]!).getAllByText(amount).length).toBeGreaterThanOrEqual(2);
    expect(within(rows()[0]!).getByRole('link', { name: sn }).getAttribute('href')).toBe(`/operations/service-detail/${sn}`);
    await user.type(await inputNamed('service_sn'), sn);
    await user.click(screen.getByTestId('search-submit'));
    await waitFor(() => expect(query('/seller/after-sales/refund').get('service_sn')).toBe(sn));
  });
});
