import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import PickerGallery from '@/pages/picker-gallery';
import { renderPicker, setupUser } from './render';
import { startDemoMarketplace } from './server';

startDemoMarketplace();

const NAMES = [
  'page-picker',
  'resource-picker',
  'mobile',
  'region',
  'area',
  'goods',
  'member',
  'image',
  'text',
  'price-range',
  'category',
  'year-month',
  'date-range',
];

describe('picker gallery', () => {
  it('has a button per picker that opens it', async () => {
    const user = setupUser();
    for (const name of NAMES) {
      const view = renderPicker(<PickerGallery />);
      const visible = () => document.querySelectorAll('.ant-modal-wrap:not([style*="display: none"]) .ant-modal').length;
      expect(visible()).toBe(0);
      await user.click(screen.getByTestId(`open-${name}`));
      await waitFor(() => expect(visible()).toBe(1));
      view.unmount();
    }
  });

  it('shows the emitted value as JSON', async () => {
    const user = setupUser();
    renderPicker(<PickerGallery />);
    await user.click(screen.getByTestId('open-price-range'));
    await user.click(await screen.findByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByTestId('result-price-range')).toHaveTextContent('100');
  });
});
