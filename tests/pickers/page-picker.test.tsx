import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PagePicker } from '@/components/pickers';
import { i18n } from '@/i18n';
import { renderPicker, setupUser } from './render';
import { lastRequestTo, startDemoMarketplace } from './server';

startDemoMarketplace();

const rows = () => Array.from(document.querySelectorAll<HTMLElement>('.ant-table-tbody .ant-table-row'));

describe('PagePicker', () => {
  it('is titled page selector and calls {type}/pages with paging, client_type, keyword and publish_status=YES', async () => {
    renderPicker(<PagePicker open type="seller" clientType="MOBILE" onClose={() => {}} onConfirm={() => {}} onCreate={() => {}} />);
    expect(await screen.findByText('页面选择器')).toBeInTheDocument();
    await waitFor(() => expect(lastRequestTo('/seller/pages')).toBeTruthy());
    const q = lastRequestTo('/seller/pages').url.searchParams;
    expect(q.get('page_no')).toBe('1');
    expect(q.get('page_size')).toBe('20');
    expect(q.get('client_type')).toBe('MOBILE');
    expect(q.get('publish_status')).toBe('YES');
    expect(q.has('keyword')).toBe(false);
    await waitFor(() => expect(rows().length).toBeGreaterThan(0));
    for (const title of ['页面名称', '描述', '创建日期']) expect(screen.getAllByText(title).length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: /新建/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /刷新/ })).toBeInTheDocument();
  });

  it('searches by keyword, refreshes, and offers page sizes 20, 50, 100, 200', async () => {
    const user = setupUser();
    renderPicker(<PagePicker open type="admin" onClose={() => {}} onConfirm={() => {}} />);
    await waitFor(() => expect(lastRequestTo('/admin/pages')).toBeTruthy());
    // A caller with nowhere to create a page (the page editor's link dialog) gets no dead new button.
    expect(screen.queryByRole('button', { name: /新建/ })).toBeNull();
    await user.type(screen.getByLabelText('请输入页面名称'), '首页{Enter}');
    await waitFor(() => expect(lastRequestTo('/admin/pages').url.searchParams.get('keyword')).toBe('首页'));
    expect(lastRequestTo('/admin/pages').url.searchParams.get('client_type')).toBe('PC');
    await user.click(screen.getByRole('button', { name: /刷新/ }));
    await user.click(document.querySelector('.ant-pagination-options .ant-select-selector') as HTMLElement);
    for (const size of ['20 / page', '50 / page', '100 / page', '200 / page']) expect((await screen.findAllByTitle(size)).length).toBeGreaterThan(0);
  });

  it("refuses a selection over the limit with 'selectable quantity exceeds maximum limit: N'", async () => {
    const user = setupUser();
    const onConfirm = vi.fn();
    renderPicker(<PagePicker open multiple limit={1} onClose={() => {}} onConfirm={onConfirm} />);
    await waitFor(() => expect(rows().length).toBeGreaterThan(1));
    const boxes = () => rows().map((r) => r.querySelector('input[type=checkbox]') as HTMLInputElement);
    await user.click(boxes()[0]);
    await user.click(boxes()[1]);
    expect(await screen.findByText('可选数量超过最大限制：1')).toBeInTheDocument();
    expect(boxes().filter((b) => b.checked)).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: /确\s*定/ }));
    expect(onConfirm).toHaveBeenCalledWith([expect.objectContaining({ page_name: expect.any(String) })]);
  });

  it('shows the limit message in English too', async () => {
    await i18n.changeLanguage('en-US');
    const user = setupUser();
    renderPicker(<PagePicker open multiple limit={2} onClose={() => {}} onConfirm={() => {}} />);
    expect(await screen.findByText('page selector')).toBeInTheDocument();
    await waitFor(() => expect(rows().length).toBeGreaterThan(2));
    for (const row of rows().slice(0, 3)) await user.click(row.querySelector('input[type=checkbox]') as HTMLElement);
    expect(await screen.findByText('selectable quantity exceeds maximum limit: 2')).toBeInTheDocument();
  });

  it('single select keeps one page; cancel closes', async () => {
    const user = setupUser();
    const onClose = vi.fn();
    const onConfirm = vi.fn();
    renderPicker(<PagePicker open onClose={onClose} onConfirm={onConfirm} />);
    await waitFor(() => expect(rows().length).toBeGreaterThan(1));
    await user.click(rows()[0].querySelector('input[type=radio]') as HTMLElement);
    await user.click(rows()[1].querySelector('input[type=radio]') as HTMLElement);
    await user.click(screen.getByRole('button', { name: /确\s*定/ }));
    expect(onConfirm.mock.calls[0][0]).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: /取\s*消/ }));
    expect(onClose).toHaveBeenCalled();
  });
});
