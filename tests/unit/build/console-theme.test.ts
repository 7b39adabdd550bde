// @vitest-environment node
/**
 * The build writes the default colour's light theme into the code (scripts/console-theme.ts): the same
 * theme the console works out, which the console then takes instead of working it out.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defaultLightTheme } from '../../../scripts/console-theme';
import { DEFAULT_PRIMARY } from '@/layout/preferences';
import { consoleTheme } from '@/layout/theme';

describe('the built default theme', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.resetModules();
  });

  it('is the light theme the console works out for the default colour', async () => {
    const { token, components } = consoleTheme(DEFAULT_PRIMARY, false);
    expect(await defaultLightTheme()).toEqual({ token, components });
  });

  it('is taken for the default colour in light mode; another colour and dark mode are worked out', async () => {
    const built = { token: { colorPrimary: '#000001' }, components: { Tag: { colorSuccess: '#000002' } } };
    vi.stubGlobal('__DEFAULT_LIGHT_THEME__', built);
    vi.resetModules();
    const { consoleTheme: withBuilt } = await import('@/layout/theme');
    expect(withBuilt(DEFAULT_PRIMARY, false)).toMatchObject({ cssVar: true, ...built });
    expect(withBuilt('#FA541C', false).token).toEqual(consoleTheme('#FA541C', false).token);
    // Dark mode names the light theme's tokens: here, the built one's.
    expect(Object.keys(withBuilt(DEFAULT_PRIMARY, true).token!)).toEqual(['colorPrimary']);
  });
});
