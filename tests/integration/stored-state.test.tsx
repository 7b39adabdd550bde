/** What the browser kept is checked before it is used, and is the user's own. */
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { localDraftKey } from '@/pages/goods/publish/local-draft';
import { resetStoredStateNotice } from '@/session/stored-state';
import { signInAs, startDemoMarketplace } from '../helpers/demo-marketplace';
import { renderRoute } from '../helpers/render-route';

startDemoMarketplace();
beforeEach(() => {
  localStorage.clear();
  resetStoredStateNotice();
});

const DROPPED = '本浏览器保存的部分数据已损坏，无法读取，已将其清除';
const columnKeys = () => Object.keys(localStorage).filter((k) => k.startsWith('seller_columns:'));

describe('stored state that cannot be read', () => {
  it('a corrupt column-settings entry is dropped and said once; the goods list and its settings work', async () => {
    const first = await renderRoute('/goods/goods-list');
    await screen.findByText('G000001');
    await first.user.click(screen.getByTestId('column-settings-button'));
    await first.user.click(within(await screen.findByTestId('column-settings')).getByRole('checkbox', { name: '商品编号' }));
    await waitFor(() => expect(columnKeys()).toHaveLength(1));
    const [key] = columnKeys();
    first.unmount();

    localStorage.setItem(key!, JSON.stringify({ order: { 0: 'sn' }, hidden: 'sn' }));
    const again = await renderRoute('/goods/goods-list');
    await screen.findByText('G000001');
    expect(screen.getByRole('columnheader', { name: '商品编号' })).toBeInTheDocument();
    expect(await screen.findAllByText(DROPPED)).toHaveLength(1);
    expect(localStorage.getItem(key!)).toBeNull();
    // The settings work again from the defaults.
    await again.user.click(screen.getByTestId('column-settings-button'));
    await again.user.click(within(await screen.findByTestId('column-settings')).getByRole('checkbox', { name: '商品编号' }));
    await waitFor(() => expect(screen.queryByRole('columnheader', { name: '商品编号' })).toBeNull());
  });

  it('a malformed local publish draft is dropped: the publish page opens and offers no restore', async () => {
    await signInAs('owner');
    const key = localDraftKey(undefined, false);
    localStorage.setItem(key, JSON.stringify({ values: { goods_type: 'NORMAL', gallery: 'x', intro_list: [{ type: 'text' }] }, category: 5, saved_at: 1 }));
    await renderRoute('/goods/good-publish');
    await screen.findByRole('combobox');
    expect(screen.queryByTestId('local-draft')).not.toBeInTheDocument();
    expect(await screen.findAllByText(DROPPED)).toHaveLength(1);
    expect(localStorage.getItem(key)).toBeNull();
  });

  it('broken tabs and a broken draft are both dropped, said once for all of them', async () => {
    await signInAs('owner');
    const tabsKey = Object.keys(localStorage).find((k) => k.startsWith('seller_tabs:')) ?? 'seller_tabs:';
    localStorage.setItem(tabsKey, '{"tabs": 7');
    const draftKey = localDraftKey(undefined, false);
    localStorage.setItem(draftKey, '[]');
    await renderRoute('/goods/good-publish');
    await screen.findByRole('combobox');
    expect(await screen.findAllByText(DROPPED)).toHaveLength(1);
  });
});
