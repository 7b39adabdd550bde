import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { api } from '@/api';
import { lastBody, lastBodyText, renderAt, requestsTo, setupUser, startDemo, tg, createGoods as createGoodsWith } from './support';

startDemo();

type User = ReturnType<typeof setupUser>;
/** A button with an icon: its name starts with the icon's label. */
const withIcon = (text: string) => new RegExp(`${text}$`);

const createGoods = () => createGoodsWith('规格测试商品', 'SPEC-TEST');

async function pick(user: User, combobox: string, ...options: string[]) {
  await user.click(screen.getByRole('combobox', { name: combobox }));
  for (const option of options) {
    const found = await screen.findAllByTitle(option);
    await user.click(found[found.length - 1]);
  }
}

const cell = (column: string, row = 1) => screen.getByLabelText(tg('sku.cell', { column, row })) as HTMLInputElement;
const rowCount = () => within(screen.getByTestId('sku-matrix')).queryAllByRole('row').length - 1;

async function expectError(text: string) {
  await waitFor(() => expect(screen.getAllByText(text).length).toBeGreaterThan(0));
}

describe('good-sku', () => {
  it('loads the SKU of a goods without specs into one row', async () => {
    const id = await createGoods();
    await renderAt(`/goods/good-sku/${id}`);
    await waitFor(() => expect(screen.getByTestId('sku-goods-name')).toHaveTextContent('规格测试商品'));
    await waitFor(() => expect(cell('货号').value).toBe('SPEC-TEST'));
    expect(cell('价格').value).toBe('100');
    expect(rowCount()).toBe(1);
  });

  it('builds the matrix from existing and new spec values, batch fills and saves', async () => {
    const id = await createGoods();
    const user = setupUser();
    await renderAt(`/goods/good-sku/${id}`);
    await waitFor(() => expect(cell('货号').value).toBe('SPEC-TEST'));

    await pick(user, tg('sku.addGroup'), '颜色');
    await pick(user, '颜色的规格值', '黑色', '白色');
    await waitFor(() => expect(rowCount()).toBe(2));

    // a new value: ≤ 10 characters
    const input = screen.getByLabelText('颜色的新规格值');
    await user.type(input, '一二三四五六七八九十一');
    await user.click(screen.getByRole('button', { name: withIcon(tg('sku.addValue')) }));
    await expectError('规格值最多 10 个字符');
    await user.clear(input);
    await user.type(input, '黑色');
    await user.click(screen.getByRole('button', { name: withIcon(tg('sku.addValue')) }));
    await expectError('规格值已存在');
    await user.clear(input);
    await user.type(input, '红色');
    await user.click(screen.getByRole('button', { name: withIcon(tg('sku.addValue')) }));
    await waitFor(() => expect(rowCount()).toBe(3));
    expect(requestsTo(/\/seller\/goods\/spec\/\d+$/, 'PUT')).toHaveLength(1);

    // a second group typed in
    await user.type(screen.getByLabelText(tg('sku.groupName')), '套餐');
    await user.type(screen.getByLabelText(tg('sku.firstValue')), '标准版');
    await user.click(screen.getByRole('button', { name: withIcon(tg('sku.createGroup')) }));
    await waitFor(() => expect(requestsTo('/seller/goods/spec', 'POST')).toHaveLength(1));
    expect(lastBody('/seller/goods/spec', 'POST')).toEqual({ spec_group_name: '套餐', spec_values: [{ spec_value_name: '标准版' }] });
    await waitFor(() => expect(screen.getAllByTestId('spec-group')).toHaveLength(2));
    expect(rowCount()).toBe(3);

    // batch fill every column
    const fill = async (column: string, value: string) => {
      await pick(user, tg('sku.batchColumn'), column);
      const box = screen.getByLabelText(tg('sku.batchValue'));
      await user.clear(box);
      await user.type(box, value);
      await user.click(screen.getByRole('button', { name: tg('sku.batchApply') }));
    };
    await fill('货号', 'SKU');
    await fill('价格', '99.9');
    await fill('成本价', '40');
    await fill('重量', '0.5');
    await fill('库存', '10');
    expect([1, 2, 3].map((row) => cell('货号', row).value)).toEqual(['SKU-1', 'SKU-2', 'SKU-3']);
    expect(cell('库存', 3).value).toBe('10');

    await user.click(screen.getByRole('button', { name: tg('sku.save') }));
    await waitFor(() => expect(requestsTo(`/seller/goods/${id}/skus`, 'PUT')).toHaveLength(1));
    const body = lastBody<Array<Record<string, unknown>>>(`/seller/goods/${id}/skus`, 'PUT');
    expect(body).toHaveLength(3);
    expect(body[0]).toMatchObject({ sku_id: '', sn: 'SKU-1', price: 99.9, cost: 40, weight: 0.5, quantity: 10 });
    expect(body.map((r) => (r.spec_list as Array<{ spec_value_name: string }>).map((s) => s.spec_value_name).join('/'))).toEqual([
      '黑色/标准版',
      '白色/标准版',
      '红色/标准版',
    ]);
    expect((body[0].spec_list as Array<Record<string, string>>)[0]).toMatchObject({ spec_group_name: '颜色', spec_group_sn: 'COLOR', spec_value_sn: 'COLOR-1' });
  });

  it('keeps the saved SKU ids (beyond 2^53) exactly when saving again', async () => {
    const id = await createGoods();
    const skus = await api.get<Array<{ sku_id: string }>>(`seller/goods/${id}/skus`);
    const skuId = String(skus[0].sku_id);
    expect(skuId.length).toBeGreaterThan(16);
    const user = setupUser();
    await renderAt(`/goods/good-sku/${id}`);
    await waitFor(() => expect(cell('货号').value).toBe('SPEC-TEST'));
    await user.clear(cell('库存'));
    await user.type(cell('库存'), '7');
    await user.click(screen.getByRole('button', { name: tg('sku.save') }));
    await waitFor(() => expect(requestsTo(`/seller/goods/${id}/skus`, 'PUT')).toHaveLength(1));
    expect(lastBodyText(`/seller/goods/${id}/skus`, 'PUT')).toContain(`"sku_id":${skuId}`);
    expect(lastBody<Array<Record<string, unknown>>>(`/seller/goods/${id}/skus`, 'PUT')[0]).toMatchObject({ quantity: 7, spec_list: [] });
  });

  it('shows every cell validation message (zh-CN)', async () => {
    const id = await createGoods();
    const user = setupUser();
    await renderAt(`/goods/good-sku/${id}`);
    await waitFor(() => expect(cell('货号').value).toBe('SPEC-TEST'));
    const set = async (column: string, value: string, row = 1) => {
      await user.clear(cell(column, row));
      if (value) await user.type(cell(column, row), value);
    };
    await set('货号', 'A B');
    await expectError('货号只能包含字母、数字、下划线和中划线');
    await set('价格', '1.234');
    await expectError('价格最多 2 位小数');
    await set('价格', '-5');
    await expectError('价格不能小于 0');
    await set('成本价', '100000000');
    await expectError('成本价不能大于 99 999 999');
    await set('重量', '0.12345');
    await expectError('重量最多 4 位小数');
    await set('库存', '1.5');
    await expectError('库存必须是整数');
    await set('库存', '100000000');
    await expectError('库存必须在 0–99 999 999 之间');
    await set('价格', '');
    await expectError('价格不能为空');
    await user.click(screen.getByRole('button', { name: tg('sku.save') }));
    expect(requestsTo(`/seller/goods/${id}/skus`, 'PUT')).toHaveLength(0);

    // duplicate numbers across rows
    await pick(user, tg('sku.addGroup'), '尺码');
    await pick(user, '尺码的规格值', 'S', 'M');
    await waitFor(() => expect(rowCount()).toBe(2));
    await set('货号', 'SAME', 1);
    await set('货号', 'SAME', 2);
    await expectError('货号重复');
    // a new spec group name ≤ 10 characters
    await user.type(screen.getByLabelText(tg('sku.groupName')), '这是一个超过十个字的规格名称');
    await user.click(screen.getByRole('button', { name: withIcon(tg('sku.createGroup')) }));
    await expectError('规格名称最多 10 个字符');
    await expectError('第一个规格值不能为空');
  });
});
