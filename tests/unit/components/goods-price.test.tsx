import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { GoodsPrice } from '@/components/pickers/goods-picker/GoodsPrice';
import { renderComponent } from '../../helpers/render-component';

describe('money in the goods picker', () => {
  it('separates thousands like every money cell', () => {
    renderComponent(<GoodsPrice item={{ goods_price: 13332.8, point_disable: 0 }} />);
    expect(screen.getByText('￥13,332.80')).toBeInTheDocument();
  });
});
