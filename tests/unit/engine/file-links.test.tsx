import { render, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { fileLinks, fileName, isImageFile } from '@/engine/fields/file-links';

const picture = (src: string) => <img src={src} alt="" data-testid="picture" />;

it('shows an e-invoice PDF as a link that opens it, not as a broken picture', () => {
  render(fileLinks(['https://invoice.example.com/2026120212345.pdf'], picture));
  const link = screen.getByRole('link', { name: '2026120212345.pdf' });
  expect(link).toHaveAttribute('href', 'https://invoice.example.com/2026120212345.pdf');
  expect(link).toHaveAttribute('target', '_blank');
  expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  expect(screen.queryByTestId('picture')).not.toBeInTheDocument();
});

it('shows pictures as pictures, beside the other files', () => {
  render(fileLinks('https://cdn.example.com/a.PNG?x=1,/files/b.pdf', picture));
  expect(screen.getByTestId('picture')).toHaveAttribute('src', 'https://cdn.example.com/a.PNG?x=1');
  expect(screen.getByRole('link', { name: 'b.pdf' })).toHaveAttribute('href', '/files/b.pdf');
});

it('never links an address of another scheme', () => {
  render(fileLinks(['javascript:alert(1)//x.pdf', '//evil.example.com/x.pdf'], picture));
  expect(screen.queryAllByRole('link')).toHaveLength(0);
  expect(screen.getAllByText('x.pdf')).toHaveLength(2);
});

it('names a file by the last piece of its path', () => {
  expect(fileName('https://a.example.com/dir/%E5%8F%91%E7%A5%A8.pdf?sig=1')).toBe('发票.pdf');
  expect(isImageFile('data:image/png;base64,AAAA')).toBe(true);
  expect(isImageFile('https://a.example.com/x.pdf')).toBe(false);
});
