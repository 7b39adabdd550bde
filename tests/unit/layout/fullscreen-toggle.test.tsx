import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '@/i18n';
import { FullscreenToggle } from '@/layout/header/FullscreenToggle';
import { renderComponent } from '../../helpers/render-component';

const setFullscreen = (element: Element | null) => {
  Object.defineProperty(document, 'fullscreenElement', { configurable: true, value: element });
  act(() => void document.dispatchEvent(new Event('fullscreenchange')));
};

afterEach(() => setFullscreen(null));

describe('the full-screen button', () => {
  it('says what it does: enter full screen, and in full screen leave it', async () => {
    await i18n.loadNamespaces('layout');
    renderComponent(<FullscreenToggle />);
    expect(screen.getByRole('button', { name: '全屏' })).toBeInTheDocument();
    setFullscreen(document.documentElement);
    expect(screen.getByRole('button', { name: '退出全屏' })).toBeInTheDocument();
  });
});
