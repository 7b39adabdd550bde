/** The SKU editor keeps unsaved edits as the publish form does: a question before leaving, and a local copy after a reload. */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAt, setupUser, startDemo, tg, createGoods as createGoodsWith } from './support';

startDemo();

const createGoods = () => createGoodsWith('草稿规格商品', 'GUARD-SKU');

const cell = (column: string, row = 1) => screen.getByLabelText(tg('sku.cell', { column, row })) as HTMLInputElement;
const QUESTION = '有未保存的修改，确定离开吗？';

describe('the SKU editor with unsaved edits', () => {
  it('asks before leaving, and stays when told to', async () => {
    const id = await createGoods();
    const user = setupUser();
    const view = await renderAt(`/goods/good-sku/${id}`);
    await waitFor(() => expect(cell('货号').value).toBe('GUARD-SKU'), { timeout: 15000 });
    await user.clear(cell('价格'));
    await user.type(cell('价格'), '88');
    void view.navigate('/goods/goods-list');
    expect(await screen.findByText(QUESTION)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '继续编辑' }));
    expect(view.location()).toContain('good-sku');
    expect(cell('价格').value).toBe('88');
  });

  it('offers the edits again after a reload, and restores them', async () => {
    const id = await createGoods();
    const user = setupUser();
    const first = await renderAt(`/goods/good-sku/${id}`);
    await waitFor(() => expect(cell('货号').value).toBe('GUARD-SKU'), { timeout: 15000 });
    await user.clear(cell('价格'));
    await user.type(cell('价格'), '77');
    first.unmount();

    await renderAt(`/goods/good-sku/${id}`);
    await waitFor(() => expect(cell('货号').value).toBe('GUARD-SKU'), { timeout: 15000 });
    expect(cell('价格').value).toBe('100');
    const offer = await screen.findByTestId('local-draft');
    await user.click(within(offer).getByRole('button', { name: new RegExp(tg('localDraft.restore').split('').join('\\s?')) }));
    await waitFor(() => expect(cell('价格').value).toBe('77'));
  });

  it('leaves without a question and keeps no copy when nothing was changed', async () => {
    const id = await createGoods();
    const view = await renderAt(`/goods/good-sku/${id}`);
    await waitFor(() => expect(cell('货号').value).toBe('GUARD-SKU'), { timeout: 15000 });
    void view.navigate('/goods/goods-list');
    await waitFor(() => expect(view.location()).toContain('goods-list'));
    expect(screen.queryByText(QUESTION)).toBeNull();
    view.unmount();
    await renderAt(`/goods/good-sku/${id}`);
    await waitFor(() => expect(cell('货号').value).toBe('GUARD-SKU'), { timeout: 15000 });
    expect(screen.queryByTestId('local-draft')).toBeNull();
  });
});
