import { act, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AfterFirstPaint, forgetFirstPaint } from '@/components/AfterFirstPaint';

/** A frame, then a task: what the browser does after painting the first render. */
async function paint() {
  await act(async () => {
    await new Promise((resolve) => requestAnimationFrame(resolve));
    await new Promise((resolve) => setTimeout(resolve));
  });
}

describe('parts rendered after the first paint', () => {
  beforeEach(() => forgetFirstPaint());

  it('hold their room in the first render and show once the page has painted', async () => {
    render(<AfterFirstPaint placeholder={<span>room</span>}><span>tools</span></AfterFirstPaint>);
    expect(screen.getByText('room')).toBeInTheDocument();
    expect(screen.queryByText('tools')).not.toBeInTheDocument();
    await paint();
    expect(screen.getByText('tools')).toBeInTheDocument();
    expect(screen.queryByText('room')).not.toBeInTheDocument();
  });

  it('show at once in a page that has painted before (a new session, a language change)', async () => {
    const first = render(<AfterFirstPaint><span>tools</span></AfterFirstPaint>);
    await paint();
    first.unmount();
    render(<AfterFirstPaint><span>tools again</span></AfterFirstPaint>);
    expect(screen.getByText('tools again')).toBeInTheDocument();
  });

  it('do nothing once unmounted before the paint', async () => {
    const frames = vi.spyOn(window, 'cancelAnimationFrame');
    const { unmount } = render(<AfterFirstPaint><span>tools</span></AfterFirstPaint>);
    unmount();
    expect(frames).toHaveBeenCalled();
    await paint();
    render(<AfterFirstPaint><span>later</span></AfterFirstPaint>);
    // The unmounted one never marked the page painted.
    expect(screen.queryByText('later')).not.toBeInTheDocument();
  });
});
