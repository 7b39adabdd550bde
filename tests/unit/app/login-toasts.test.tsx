import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { notifyError } from '@/api/notify';
import { LoginToasts } from '@/app/toasts';

// The sign-in page loads antd's message code with its first toast; here that code cannot load.
vi.mock('@/app/ToastHost', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

describe("the sign-in page's toasts", () => {
  it('show as a plain alert when their code cannot load: the message is not lost', async () => {
    render(<LoginToasts />);
    expect(screen.queryByRole('alert')).toBeNull();
    notifyError('网络错误，请稍后再试！');
    expect(await screen.findByRole('alert')).toHaveTextContent('网络错误，请稍后再试！');
  });
});
