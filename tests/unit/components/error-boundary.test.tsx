import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/i18n';
import { ViewErrorBoundary } from '@/components/errors/ViewErrorBoundary';
import { renderComponent } from '../../helpers/render-component';

const crash = { on: true };
function Flaky() {
  if (crash.on) throw new Error('boom in the view');
  return <p>the view</p>;
}
function ChunkGone(): never {
  throw new TypeError('Failed to fetch dynamically imported module: /assets/goods-list-abc.js');
}

describe('a crashing view', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('zh-CN');
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });

  it('shows the error with a retry that renders the view again', async () => {
    crash.on = true;
    renderComponent(<ViewErrorBoundary><Flaky /></ViewErrorBoundary>);
    expect(screen.getByText('页面出错了')).toBeInTheDocument();
    expect(screen.getByText('boom in the view')).toBeInTheDocument();
    crash.on = false;
    await userEvent.click(screen.getByRole('button', { name: /重\s*试/ }));
    expect(screen.getByText('the view')).toBeInTheDocument();
  });

  it('offers a reload when a chunk is gone after a deploy', () => {
    renderComponent(<ViewErrorBoundary><ChunkGone /></ViewErrorBoundary>);
    expect(screen.getByText('页面资源已更新，请刷新后重试')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /刷新页面/ })).toBeInTheDocument();
  });
});
