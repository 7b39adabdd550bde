/**
 * Stack and SecondaryText draw what antd's Space and secondary Typography draw in a table's cells, with
 * plain elements: an order's cells repeat them on every row of every page (~13 ms of script a
 * page of orders). Screenshots of the order list were the same before and after.
 */
import { render, screen } from '@testing-library/react';
import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { SecondaryText, Stack } from '@/components/Stack';
import '@/engine/fields/builtin';
import { displayValue } from '@/engine/schema';
import { orderSchema } from '@/schemas/order/orders';

describe('Stack', () => {
  it('lays its items out one under the other, each in a box of its own, with the gap between', () => {
    render(
      <Stack gap={4} data-testid="stack">
        <span>one</span>
        {null}
        {false}
        <span>two</span>
      </Stack>,
    );
    const stack = screen.getByTestId('stack');
    expect(stack).toHaveStyle({ display: 'inline-flex', flexDirection: 'column', gap: '4px' });
    // Nothing rendered makes no box (and no gap), as in antd's Space.
    expect([...stack.children].map((box) => box.textContent)).toEqual(['one', 'two']);
  });

  it('in a row, centres its items unless told otherwise', () => {
    const { rerender } = render(<Stack row gap={8} data-testid="stack">a</Stack>);
    expect(screen.getByTestId('stack')).toHaveStyle({ flexDirection: 'row', alignItems: 'center', gap: '8px' });
    rerender(<Stack row align="flex-start" data-testid="stack">a</Stack>);
    expect(screen.getByTestId('stack')).toHaveStyle({ alignItems: 'flex-start' });
  });

  it("writes secondary text in antd's description colour", () => {
    render(<SecondaryText>note</SecondaryText>);
    expect(screen.getByText('note').style.color).toBe('var(--ant-color-text-description)');
  });
});

describe("an order row's cells", () => {
  it("draw their goods lines, consignee, amount and status without antd's Space or Typography", () => {
    const row = {
      sn: '9223372036854775807',
      sku_list: [{ sku_id: 1, name: '声浪 Air 83 智能手表', goods_image: 'https://img.example.com/a.png', spec_list: [{ spec_name: '颜色', spec_value: '白色' }], purchase_price: 1806.29, num: 1 }],
      ship_name: '赵磊',
      ship_mobile: '18083345942',
      ship_province: '江苏省',
      ship_city: '苏州市',
      ship_addr: '工业园区',
      order_amount: 1806.29,
      shipping_amount: 0,
      order_status: 'PAID_OFF',
    };
    const t = ((key: string) => key) as unknown as TFunction;
    const cells = orderSchema.filter((f) => ['sku_list', 'consignee', 'order_amount', 'order_status'].includes(f.key));
    const { container } = render(<>{cells.map((field) => <div key={field.key}>{displayValue(field as never, row, t)}</div>)}</>);
    expect(container.querySelector('.ant-space, .ant-typography')).toBeNull();
    expect(screen.getByText('声浪 Air 83 智能手表')).toBeInTheDocument();
    expect(screen.getByText(/颜色: 白色/).style.color).toBe('var(--ant-color-text-description)');
    expect(screen.getByText('赵磊 18083345942')).toBeInTheDocument();
  });
});
