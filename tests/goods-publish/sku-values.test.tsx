/** The SKU editor's value choice: Enter on a value already chosen keeps it. */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { api } from '@/api';
import { renderAt, setupUser, startDemo, tg } from './support';

startDemo();

async function createGoods(): Promise<string> {
  const goods = await api.post<{ goods_id: string }>(
    'seller/goods',
    { goods_name: '规格值商品', sn: 'VAL-SKU', category_id: '111', price: 100, cost: 50, weight: 1, goods_type: 'NORMAL', template_id: '0',
      goods_gallery_list: [{ img_id: '-1', original: 'https://example.com/a.png', sort: 0 }] },
    { body: 'json' },
  );
  return String(goods.goods_id);
}

const cell = (column: string, row = 1) => screen.getByLabelText(tg('sku.cell', { column, row })) as HTMLInputElement;
const rowCount = () => within(screen.getByTestId('sku-matrix')).queryAllByRole('row').length - 1;

describe('the values of a spec group', () => {
  it('Enter on a value already chosen keeps it', async () => {
    const id = await createGoods();
    const user = setupUser();
    await renderAt(`/goods/good-sku/${id}`);
    await waitFor(() => expect(cell('货号').value).toBe('VAL-SKU'), { timeout: 15000 });
    await user.click(screen.getByRole('combobox', { name: tg('sku.addGroup') }));
    const group = await screen.findAllByTitle('颜色');
    await user.click(group[group.length - 1]);
    const values = screen.getByRole('combobox', { name: '颜色的规格值' });
    const choose = async (text: string) => {
      await user.type(values, text);
      // The select reads the key's `which`, which user-event leaves out.
      fireEvent.keyDown(values, { key: 'Enter', code: 'Enter', keyCode: 13, which: 13 });
      fireEvent.keyUp(values, { key: 'Enter', code: 'Enter', keyCode: 13, which: 13 });
    };
    await choose('黑色');
    await choose('白色');
    await waitFor(() => expect(rowCount()).toBe(2));
    await choose('黑色');
    expect(rowCount()).toBe(2);
  });
});
