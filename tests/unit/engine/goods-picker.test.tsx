/** The goods-picker field type: rows from picked goods, a new choice keeping what was typed, row inputs checked by their rules. */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form, type FormInstance } from 'antd';
import { beforeEach, describe, expect, it } from 'vitest';
import type { GoodsItem } from '@/components/pickers/goods-picker';
import { checkGoodsRows, columnValue, mergeChoice, pickerIdsOf, rowErrors, rowOfItem, rowsToSend } from '@/engine/fields/goods-rows';
import { fieldTypeOf, readField, type Field } from '@/engine/fields/registry';
import { FormFields } from '@/engine/form/FormFields';
import '@/engine/schema';
import { i18n } from '@/i18n';
import { renderComponent } from '../../helpers/render-component';

const BIG_SKU = '1877000000000000009';

const item = (sku: string, price: number, name = `goods ${sku}`): GoodsItem => ({
  goods_id: '9223372036854775807',
  sku_id: sku,
  goods_name: name,
  goods_image: `https://img/${sku}.png`,
  properties_name: '黑色',
  goods_price: price,
  price,
  point_disable: 0,
  sn: `SN${sku.slice(-2)}`,
});

/** A group buy's goods: the original price under `origin_price`, a group price typed per row. */
const field: Field = {
  key: 'goods',
  label: 'promotions:field.goods',
  type: 'goodsPicker',
  props: { keys: { price: 'origin_price' }, columns: [{ key: 'sold_quantity', label: 'promotions:field.sold' }] },
  item: [
    {
      key: 'sales_price',
      label: 'group price',
      type: 'money',
      form: { rules: [{ kind: 'required' }, { kind: 'lessThan', field: 'origin_price', message: 'below the original' }] },
    },
  ],
  form: true,
};

describe('goods-picker rows', () => {
  it('a picked SKU becomes a row under the field keys, its ids kept as text', () => {
    expect(rowOfItem(item(BIG_SKU, 99.5), field)).toEqual({
      goods_id: '9223372036854775807',
      sku_id: BIG_SKU,
      goods_name: `goods ${BIG_SKU}`,
      name: `goods ${BIG_SKU}`,
      sn: 'SN09',
      thumbnail: `https://img/${BIG_SKU}.png`,
      origin_price: 99.5,
      specs: '黑色',
    });
  });

  it('a row input starts from its initial value', () => {
    const withInitial: Field = { ...field, item: [{ key: 'time_line', label: 'slot', type: 'number', form: { initial: 10 } }] };
    expect(rowOfItem(item('1', 5), withInitial).time_line).toBe(10);
  });

  it('a row input can start as a value of its row (a quoted price as the list price)', () => {
    const quoted: Field = { ...field, item: [{ key: 'unit_price', label: 'price', type: 'money', form: { initial: 0, initialFrom: 'origin_price' } }] };
    expect(rowOfItem(item('1', 37.5), quoted).unit_price).toBe(37.5);
  });

  it('sends whole rows, or only the keys the field names; a worked-out column reads its row', () => {
    const rows = [{ ...rowOfItem(item(BIG_SKU, 10), field), sales_price: 8 }];
    expect(rowsToSend(rows, field)).toBe(rows);
    expect(rowsToSend(rows, { props: { send: ['sku_id', 'sales_price', 'remark'] } })).toEqual([{ sku_id: BIG_SKU, sales_price: 8 }]);
    expect(rowsToSend(undefined, { props: { send: ['sku_id'] } })).toEqual([]);
    expect(columnValue({ key: 'subtotal', label: 'x', value: (row) => Number(row.sales_price) * 2 }, rows[0]!)).toBe(16);
    expect(columnValue({ key: 'sales_price', label: 'x' }, rows[0]!)).toBe(8);
  });

  it('a new choice keeps the rows still chosen as they were, adds the new ones and drops the others', () => {
    const rows = [{ ...rowOfItem(item('1', 10), field), sales_price: 8, sold_quantity: 3 }, rowOfItem(item('2', 20), field)];
    const next = mergeChoice(rows, [item('3', 30), item('1', 10)], field);
    expect(next.map((r) => r.sku_id)).toEqual(['1', '3']);
    expect(next[0]).toMatchObject({ sales_price: 8, sold_quantity: 3 });
    expect(pickerIdsOf(next, 'sku')).toEqual(['1', '3']);
    expect(pickerIdsOf(next, 'spu')).toEqual(['9223372036854775807', '9223372036854775807']);
  });

  it('each row input is checked against its own row', () => {
    const rows = [
      { ...rowOfItem(item('1', 10), field), sales_price: 12 },
      { ...rowOfItem(item('2', 10), field), sales_price: 9 },
      rowOfItem(item('3', 10), field),
    ];
    expect(rowErrors(rows, field)).toEqual([{ sales_price: { key: 'below the original', values: undefined } }, {}, { sales_price: { key: 'common:rule.required', values: undefined } }]);
    expect(checkGoodsRows(rows, field)).toBe('engine:goodsPicker.fixRows');
    expect(checkGoodsRows(rows.slice(1, 2), field)).toBeUndefined();
  });

  it('is registered: reads a copy of the record rows, counts them in a cell', () => {
    const record = { goods: [{ sku_id: '1' }] };
    const read = readField(field, record) as unknown[];
    expect(read).toEqual(record.goods);
    expect(read[0]).not.toBe(record.goods[0]);
    expect(fieldTypeOf(field).cell?.([{}, {}], {}, field, i18n.t)).toBe('已选 2 件商品');
  });
});

describe('goods-picker field in a form', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('zh-CN');
  });

  function mount(initial: Record<string, unknown>, readOnly = false, shown: Field = field) {
    let form: FormInstance | undefined;
    function Host() {
      const [instance] = Form.useForm();
      form = instance;
      return (
        <Form form={instance} initialValues={initial}>
          <FormFields fields={[shown]} readOnly={readOnly} />
        </Form>
      );
    }
    renderComponent(<Host />);
    return () => form!;
  }

  const rows = () => [
    { ...rowOfItem(item('1', 10, '手表'), field), sold_quantity: 4 },
    { ...rowOfItem(item(BIG_SKU, 20, '耳机'), field), sales_price: 15 },
  ];

  it('shows the chosen goods with a row input; a broken one is named at its row and blocks the save', async () => {
    const user = userEvent.setup();
    const form = mount({ goods: rows() });
    const table = await screen.findByTestId('goods-table-goods');
    expect(within(table).getByText('手表')).toBeInTheDocument();
    expect(within(table).getByText('￥20.00')).toBeInTheDocument();
    expect(within(table).getByText('4')).toBeInTheDocument();
    expect(screen.getByText('已选 2 件商品')).toBeInTheDocument();

    // The row's number input loads with the first form that shows one (lazy field inputs).
    const cell = await waitFor(() => {
      const input = table.querySelector(`[data-cell="1:sales_price"] input`);
      expect(input).not.toBeNull();
      return input as HTMLInputElement;
    });
    await user.type(cell, '11');
    expect(await within(table).findByText('below the original')).toBeInTheDocument();
    await expect(form().validateFields()).rejects.toBeTruthy();
    expect(await screen.findByText('请修正商品表格中标红的内容')).toBeInTheDocument();

    await user.clear(cell);
    await user.type(cell, '9.5');
    await waitFor(() => expect(within(table).queryByText('below the original')).not.toBeInTheDocument());
    await expect(form().validateFields()).resolves.toMatchObject({ goods: [{ sku_id: '1', sales_price: 9.5 }, { sku_id: BIG_SKU, sales_price: 15 }] });
  });

  it('removes a row and clears them all', async () => {
    const user = userEvent.setup();
    const form = mount({ goods: rows() });
    const table = await screen.findByTestId('goods-table-goods');
    await user.click(within(table.querySelector('[data-row-key="1"]') as HTMLElement).getByRole('button', { name: /移除/ }));
    await waitFor(() => expect((form().getFieldValue('goods') as unknown[]).length).toBe(1));
    expect(form().getFieldValue(['goods', 0, 'sku_id'])).toBe(BIG_SKU);
    await user.click(screen.getByRole('button', { name: /清\s*空/ }));
    await waitFor(() => expect(form().getFieldValue('goods')).toEqual([]));
    expect(screen.getByText('尚未选择商品')).toBeInTheDocument();
  });

  it('a total under the rows follows what is typed', async () => {
    const user = userEvent.setup();
    const priced: Field = { ...field, props: { ...field.props, total: { label: 'engine:lines.total', of: (rows: Array<{ sales_price?: number }>) => rows.reduce((sum, r) => sum + (r.sales_price ?? 0), 0) } } };
    mount({ goods: rows() }, false, priced);
    const total = await screen.findByTestId('goods-total-goods');
    expect(total).toHaveTextContent('￥15.00');
    await user.type(document.querySelector('[data-cell="1:sales_price"] input') as HTMLInputElement, '5');
    await waitFor(() => expect(total).toHaveTextContent('￥20.00'));
    expect(screen.getByText(/合计/)).toBeInTheDocument();
  });

  it('read-only: no choosing, no removing, the inputs disabled', async () => {
    mount({ goods: rows() }, true);
    const table = await screen.findByTestId('goods-table-goods');
    expect(screen.queryByTestId('choose-goods-goods')).not.toBeInTheDocument();
    expect(within(table).queryByRole('button', { name: /移除/ })).not.toBeInTheDocument();
    expect(table.querySelector(`[data-cell="${BIG_SKU}:sales_price"] input`)).toBeDisabled();
  });
});
