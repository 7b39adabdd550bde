import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CopyText } from '@/components/CopyText';
import { LoadingOverlay, overlayCloseDelay } from '@/components/LoadingOverlay';
import { i18n } from '@/i18n';
import { renderComponent } from '../../helpers/render-component';

const wrap = renderComponent;

describe('copy-to-clipboard widget', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('en-US');
  });
  it("says 'click to copy', copies, then says 'copied'", async () => {
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    wrap(<CopyText text="2026112100001" />);
    await user.hover(screen.getByTestId('copy-text'));
    expect(await screen.findByText('click to copy')).toBeInTheDocument();
    await user.click(screen.getByTestId('copy-text'));
    expect(writeText).toHaveBeenCalledWith('2026112100001');
    expect(await screen.findByText('copied')).toBeInTheDocument();
  });
});

describe('loading overlay', () => {
  afterEach(() => vi.useRealTimers());
  it('closes 200 ms after loading ends, at once with a numeric opacity', () => {
    expect(overlayCloseDelay(undefined)).toBe(200);
    expect(overlayCloseDelay(0.5)).toBe(0);
  });
  it('lingers for the delay, then goes; default opacity 0.8', () => {
    vi.useFakeTimers();
    const { rerender } = wrap(<LoadingOverlay loading>x</LoadingOverlay>);
    expect(screen.getByTestId('loading-overlay').style.background).toContain('0.8');
    rerender(<LoadingOverlay loading={false}>x</LoadingOverlay>);
    act(() => vi.advanceTimersByTime(150));
    expect(screen.getByTestId('loading-overlay')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(60));
    expect(screen.queryByTestId('loading-overlay')).toBeNull();
  });
});
