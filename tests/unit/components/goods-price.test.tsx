import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { GoodsPrice } from '@/components/pickers/goods-picker/GoodsPrice';
import { i18n } from '@/i18n';

describe('money in the goods picker (issue 17 #10)', () => {
  it('separates thousands like every money cell', () => {
    render(
      <I18nextProvider i18n={i18n}>
        <GoodsPrice item={{ goods_price: 13332.8, point_disable: 0 }} />
      </I18nextProvider>,
    );
    expect(screen.getByText('￥13,332.80')).toBeInTheDocument();
  });
});
