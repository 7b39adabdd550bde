/** The publish form as a new user met it: checks on leaving a field, a file that is no image, edit wording, the category's path. */
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { api } from '@/api';
import { renderAt, requestsTo, setupUser, startDemo, tg } from './support';

startDemo();

const BIG = '9223372036854775807';

async function openNewForm() {
  const user = setupUser();
  await renderAt('/goods/good-publish');
  await user.click(await screen.findByRole('combobox', undefined, { timeout: 15000 }));
  await user.click(await screen.findByText('手机数码'));
  await user.click(await screen.findByText('手机通讯'));
  await user.click(await screen.findByText('智能手机'));
  await user.click(screen.getByRole('button', { name: tg('category.next') }));
  await screen.findByTestId('category-name');
  return user;
}

describe('the publish form', () => {
  it('checks a required field when it is left, before any submit', async () => {
    const user = await openNewForm();
    await user.click(screen.getByLabelText('商品编号'));
    await user.tab();
    await waitFor(() => expect(screen.getByLabelText('商品编号')).toHaveAttribute('aria-invalid', 'true'));
    expect(requestsTo('/seller/goods', 'POST')).toHaveLength(0);
  });

  it('refuses a text file named .png without uploading it', async () => {
    const user = await openNewForm();
    const input = screen.getByTestId('gallery').querySelector('input[type=file]') as HTMLInputElement;
    const fake = new File(['just some text, no image'], 'bad.png', { type: 'image/png' });
    await user.upload(input, fake);
    expect(await screen.findByText(tg('upload.notImage', { name: 'bad.png' }))).toBeInTheDocument();
    expect(requestsTo('/seller/uploaders', 'POST')).toHaveLength(0);
    expect(screen.queryAllByTestId('gallery-item')).toHaveLength(0);
  });

  it('editing a goods says edit and save, and names the whole category path', async () => {
    const goods = await api.get<{ category_ids?: unknown[] }>(`seller/goods/${BIG}`);
    const user = setupUser();
    await renderAt(`/goods/good-publish/${BIG}`);
    await waitFor(() => expect((screen.getByLabelText('商品名称') as HTMLInputElement).value).not.toBe(''), { timeout: 15000 });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('编辑商品');
    expect(goods.category_ids?.length).toBeGreaterThan(1);
    await waitFor(() => expect(screen.getByTestId('category-name').textContent?.split(' > ')).toHaveLength(goods.category_ids!.length));
    expect(screen.queryByRole('button', { name: tg('action.publish') })).toBeNull();
    await screen.findByTestId('params');
    await user.click(screen.getByRole('button', { name: tg('action.save') }));
    expect(await screen.findByText(tg('saved.editTitle'))).toBeInTheDocument();
    expect(screen.queryByText(tg('saved.publishTitle'))).toBeNull();
  });
});
