import { renderHook, waitFor } from '@testing-library/react';
import { http as mock, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { FeedbackProvider } from '@/components/feedback/FeedbackProvider';
import { startBootstrapEarly, takeEarlyBootstrap } from '@/session/early-bootstrap';
import { useBootstrap } from '@/session/use-bootstrap';
import { settled, startMockServer } from '../../helpers/mock-server';
import { signInAs } from '../../helpers/session';

// A page opened signed in starts its checks before the console's code has arrived (src/app/start.ts).
const { server } = startMockServer();
let statusCalls = 0;
const wrapper = ({ children }: { children: ReactNode }) => <FeedbackProvider messageDuration={3}>{children}</FeedbackProvider>;

beforeEach(() => {
  takeEarlyBootstrap();
  signInAs();
  statusCalls = 0;
  server.use(
    mock.get('*/seller/shops/status', () => (statusCalls++, HttpResponse.json('OPEN'))),
    mock.get('*/seller/shops', () => HttpResponse.json({ shop_id: '1', shop_name: '晨光' })),
  );
});

describe('start-up checks begun with the page', () => {
  it('once they have let the user in, the console renders ready at once, without calling again', async () => {
    const checks = startBootstrapEarly();
    expect((await checks)?.kind).toBe('ready');
    const { result } = renderHook(() => useBootstrap(), { wrapper });
    expect(result.current.state.phase).toBe('ready');
    await settled();
    expect(statusCalls).toBe(1);
  });

  it('are taken once: a later mount runs its own checks', async () => {
    await startBootstrapEarly();
    renderHook(() => useBootstrap(), { wrapper }).unmount();
    const later = renderHook(() => useBootstrap(), { wrapper });
    expect(later.result.current.state.phase).toBe('loading');
    await waitFor(() => expect(later.result.current.state.phase).toBe('ready'));
    expect(statusCalls).toBe(2);
  });

  it('still running, they are waited for (not asked again)', async () => {
    const checks = startBootstrapEarly();
    const { result } = renderHook(() => useBootstrap(), { wrapper });
    expect(result.current.state.phase).toBe('loading');
    await checks;
    await waitFor(() => expect(result.current.state.phase).toBe('ready'));
    expect(statusCalls).toBe(1);
  });
});
