/** A cell's thumbnail is a plain image; antd's preview loads with its first click (goods list bytes). */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Thumbnail } from '@/engine/fields/Thumbnail';

describe('Thumbnail', () => {
  it('shows the image named by its alt, and opens it large on a click', async () => {
    const user = userEvent.setup();
    render(<Thumbnail src="https://img.example.com/a.png" alt="商品图片" size={48} />);
    const image = screen.getByRole('img', { name: '商品图片' });
    expect(image).toHaveAttribute('width', '48');
    expect(document.querySelector('.ant-image-preview')).toBeNull();
    await user.click(screen.getByRole('button', { name: '商品图片' }));
    // The preview's code loads with the click: a test's first import of it is transformed then, which took
    // over 5 s on a machine busy with another run.
    await expect.poll(() => document.querySelector('.ant-image-preview-img')?.getAttribute('src'), { timeout: 20_000 }).toBe('https://img.example.com/a.png');
  });

  it('without preview is the image alone', () => {
    render(<Thumbnail src="https://img.example.com/b.png" alt="" size={40} preview={false} />);
    expect(screen.queryByRole('button')).toBeNull();
    expect(document.querySelector('img')).toHaveAttribute('src', 'https://img.example.com/b.png');
  });
});
