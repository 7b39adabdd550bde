/**
 * The coupons widget on the demo marketplace: the properties panel picks the shop's own coupons (the list
 * call), the preview shows each as it is now, and a coupon gone or expired is a state, not a crash.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { WidgetPreview } from '@/pages/decoration/PageRenderer';
import { PropertiesPanel } from '@/pages/decoration/editor/PropertiesPanel';
import type { Widget } from '@/schemas/decoration/page-document';
import { lastRequestTo, startDemoMarketplace } from '../helpers/demo-marketplace';
import { renderPicker, setupUser } from '../pickers/render';

startDemoMarketplace();
const LOADED = { timeout: 15000 };

/** The panel and the preview of one coupons widget, changes merged as the editor does. */
function Editor({ initial }: { initial: Widget }) {
  const [widget, setWidget] = useState(initial);
  return (
    <>
      <div data-testid="page"><WidgetPreview widget={widget} client="MOBILE" /></div>
      <PropertiesPanel widget={widget} client="MOBILE" onChange={(_id, patch) => setWidget((w) => ({ ...w, data: { ...w.data, ...patch } }))} />
      <output data-testid="stored">{JSON.stringify(widget.data)}</output>
    </>
  );
}

const cards = () => within(screen.getByTestId('page')).queryAllByTestId('coupon-card');

describe('coupons widget', () => {
  it('shows real coupons, and a clear state for one expired and one that no longer exists', async () => {
    // 601 effective (¥10 over ¥99), 603 expired, and an id the shop never had (beyond 2^53: sent as its digits).
    renderPicker(<Editor initial={{ id: 'k', type: 'coupons', data: { title: '领券', coupon_ids: ['601', '603', '9223372036854775807'] } }} />);
    await waitFor(() => expect(cards()).toHaveLength(3), LOADED);
    const [ok, expired, missing] = cards();
    expect(ok).toHaveAttribute('data-state', 'effective');
    expect(ok).toHaveTextContent('￥10');
    expect(ok).toHaveTextContent('满￥99可用');
    expect(ok!.textContent).toMatch(/\d{4}\.\d{2}\.\d{2} – \d{4}\.\d{2}\.\d{2}/);
    expect(expired).toHaveAttribute('data-state', 'expired');
    expect(expired).toHaveTextContent('已失效');
    expect(missing).toHaveAttribute('data-state', 'missing');
    expect(missing).toHaveTextContent('该优惠券已不存在');
    expect(lastRequestTo('/seller/promotion/coupons/9223372036854775807')).toBeTruthy();
  });

  it('picks the shop coupons a buyer may take, stores their ids and shows them', async () => {
    const user = setupUser();
    renderPicker(<Editor initial={{ id: 'k', type: 'coupons', data: { title: '', coupon_ids: [] } }} />);
    await user.click(screen.getByTestId('choose-coupons'));
    const row = (await screen.findByText('领取后7天有效20元券', undefined, LOADED)).closest('tr')!;
    expect(lastRequestTo('/seller/promotion/coupons').url.searchParams.get('type')).toBe('FREE_GET');
    // Coupons handed out by activities are not for taking.
    expect(screen.queryByText('满赠专用5元券')).toBeNull();
    // An expired coupon cannot be chosen.
    expect(within((await screen.findByText('双11 50元大额券')).closest('tr')!).getByRole('checkbox')).toBeDisabled();
    await user.click(within(row).getByRole('checkbox'));
    await user.click(within(row.closest<HTMLElement>('.ant-modal')!).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(JSON.parse(screen.getByTestId('stored').textContent!)).toEqual({ title: '', coupon_ids: ['604'] }));
    expect(screen.getByTestId('properties')).toHaveTextContent('已选 1 张优惠券');
    await waitFor(() => expect(cards()).toHaveLength(1), LOADED);
    expect(cards()[0]).toHaveTextContent('￥20');
    expect(cards()[0]).toHaveTextContent('领取后 7 天内有效');
  });
});
