// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { theme } from 'antd';
import { consoleTheme } from '@/layout/theme';
import { contrastRatio } from '@/utils/contrast';

const PALETTES = ['red', 'volcano', 'orange', 'gold', 'yellow', 'lime', 'green', 'cyan', 'blue', 'geekblue', 'purple', 'magenta'];
type Tokens = Record<string, string>;

describe('the console theme (axe color-contrast)', () => {
  const light = consoleTheme('#409EFF', false);
  const token = light.token as Tokens;
  const resolved = theme.getDesignToken(light) as unknown as Tokens;

  it('draws the picked colour as a shade that white text and its links on white both read at 4.5:1', () => {
    expect(token.colorPrimary).toBe('#0069D6');
    expect(token.colorLink).toBe(token.colorPrimary);
    expect(contrastRatio(resolved.colorPrimary!, '#FFFFFF')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(resolved.colorPrimary!, resolved.colorInfoBg!)).toBeGreaterThanOrEqual(4.5);
  });

  it('follows whatever colour the shop picks', () => {
    const red = consoleTheme('#F5222D', false).token as Tokens;
    expect(contrastRatio(red.colorPrimary!, '#FFFFFF')).toBeGreaterThanOrEqual(4.5);
    expect(red.colorPrimary).not.toBe(token.colorPrimary);
    // A colour dark enough already is drawn as picked.
    expect((consoleTheme('#2C3E50', false).token as Tokens).colorPrimary).toBe('#2C3E50');
  });

  it('makes every preset tag, error, success, warning and secondary text readable on its background', () => {
    for (const name of PALETTES) {
      expect(contrastRatio(resolved[`${name}7`]!, resolved[`${name}1`]!), name).toBeGreaterThanOrEqual(4.5);
      // antd writes the shade's CSS variable from either spelling.
      expect(token[`${name}-7`]).toBe(token[`${name}7`]);
    }
    expect(contrastRatio(resolved.colorError!, '#FFFFFF')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(resolved.colorSuccessText!, '#FFFFFF')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(resolved.colorWarningText!, '#FFFFFF')).toBeGreaterThanOrEqual(4.5);
    expect(resolved.colorTextDescription).toBe('rgba(0, 0, 0, 0.6)');
  });

  it('makes status tags readable on their tint, and only tags', () => {
    const tag = light.components!.Tag as Tokens;
    for (const status of ['Success', 'Info', 'Warning', 'Error']) {
      expect(contrastRatio(tag[`color${status}`]!, resolved[`color${status}Bg`]!), status).toBeGreaterThanOrEqual(4.5);
    }
    expect(tag.colorSuccess).not.toBe(resolved.colorSuccess);
  });

  it.each(['#409EFF', '#F5222D', '#2C3E50'])('leaves dark mode to antd with the colour as picked (%s), keyed as light mode', (picked) => {
    const dark = consoleTheme(picked, true);
    expect(dark.algorithm).toBe(theme.darkAlgorithm);
    expect(dark.token!.colorPrimary).toBe(picked);
    expect(dark.components).toBeUndefined();
    expect(theme.getDesignToken(dark)).toEqual(theme.getDesignToken({ token: { colorPrimary: picked }, algorithm: theme.darkAlgorithm }));
    // The built stylesheet's keys: the names of the tokens that are not seeds, in their order.
    const derived = (config: typeof dark) => Object.keys(config.token!).filter((name) => !(name in theme.defaultSeed));
    expect(derived(dark)).toEqual(derived(consoleTheme(picked, false)));
  });
});
