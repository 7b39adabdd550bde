/** The publish form keeps unsaved edits from being dropped without a question, as the engine's forms do. */
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAt, setupUser, startDemo } from './support';

startDemo();

const GOODS = '9223372036854775807';

describe('the publish form with unsaved edits', () => {
  it('asks before leaving, and stays when told to', async () => {
    const user = setupUser();
    const view = await renderAt(`/goods/good-publish/${GOODS}`);
    const name = (await screen.findByLabelText('商品名称', undefined, { timeout: 15000 })) as HTMLInputElement;
    await waitFor(() => expect(name.value).not.toBe(''));
    await user.type(name, ' 改');
    void view.navigate('/goods/goods-list');
    expect(await screen.findByText('有未保存的修改，确定离开吗？')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '继续编辑' }));
    expect(view.location()).toContain('good-publish');
    expect((screen.getByLabelText('商品名称') as HTMLInputElement).value).toMatch(/ 改$/);
  });

  it('leaves without a question when nothing was changed', async () => {
    const view = await renderAt(`/goods/good-publish/${GOODS}`);
    const name = (await screen.findByLabelText('商品名称', undefined, { timeout: 15000 })) as HTMLInputElement;
    await waitFor(() => expect(name.value).not.toBe(''));
    void view.navigate('/goods/goods-list');
    await waitFor(() => expect(view.location()).toContain('goods-list'));
    expect(screen.queryByText('有未保存的修改，确定离开吗？')).toBeNull();
  });
});
