import { render, screen } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LoadFailed } from '@/components/LoadFailed';
import { Outcome } from '@/components/Outcome';

describe('what a screen says in place of its content', () => {
  it('shows the title, the reason and what the user can do', () => {
    render(<Outcome status="error" title="加载失败" subTitle="网络错误" extra={<button>重试</button>} />);
    expect(screen.getByText('加载失败')).toBeInTheDocument();
    expect(screen.getByText('网络错误')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '重试' })).toBeInTheDocument();
  });

  it.each(['error', 'warning', 'info'] as const)('draws an icon for %s', (status) => {
    const { container } = render(<Outcome status={status} title="t" />);
    expect(container.querySelector('.anticon svg')).not.toBeNull();
  });

  it("is what every page's failure views use, not antd's Result with its pictures", () => {
    for (const file of ['src/components/LoadFailed.tsx', 'src/components/errors/ViewErrorBoundary.tsx', 'src/components/errors/PendingScreen.tsx']) {
      expect(readFileSync(resolve(__dirname, '../../..', file), 'utf8')).not.toMatch(/import \{[^}]*\bResult\b[^}]*\} from 'antd'/);
    }
  });

  it("says a failed read's server message in the user's words: no body key in brackets", () => {
    render(<LoadFailed title="加载失败" error={new Error('参数错误(keyword)：格式不正确')} onRetry={() => undefined} />);
    expect(screen.getByText('参数错误：格式不正确')).toBeInTheDocument();
  });
});
