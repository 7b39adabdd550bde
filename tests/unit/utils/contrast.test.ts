// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { contrastRatio, shadeFor } from '@/utils/contrast';

describe('colour contrast (WCAG 2)', () => {
  it('measures the ratio of two colours, either way round', () => {
    expect(contrastRatio('#000000', '#FFFFFF')).toBeCloseTo(21, 5);
    expect(contrastRatio('#FFFFFF', '#FFFFFF')).toBe(1);
    // The spec's theme colour under white text: short of the 4.5:1 text needs.
    expect(contrastRatio('#409EFF', '#FFFFFF')).toBeCloseTo(2.78, 2);
    expect(contrastRatio('#FFFFFF', '#409EFF')).toBe(contrastRatio('#409EFF', '#FFFFFF'));
  });

  it('keeps a colour that is already readable', () => {
    expect(shadeFor('#2c3e50', '#FFFFFF')).toBe('#2C3E50');
  });

  it('darkens #409EFF to the lightest shade of its hue that reaches 4.5:1 on white', () => {
    const shade = shadeFor('#409EFF', '#FFFFFF');
    expect(shade).toBe('#0073EB');
    expect(contrastRatio(shade, '#FFFFFF')).toBeGreaterThanOrEqual(4.5);
    // One step lighter would not do.
    expect(contrastRatio('#0A7CF0', '#FFFFFF')).toBeLessThan(4.5);
  });

  it('reaches the ratio against every background given', () => {
    const shade = shadeFor('#409EFF', ['#FFFFFF', '#E6F4FF']);
    expect(contrastRatio(shade, '#E6F4FF')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(shade, '#FFFFFF')).toBeGreaterThanOrEqual(4.5);
    expect(shade).not.toBe(shadeFor('#409EFF', '#FFFFFF'));
  });

  it('goes as far as black for a colour that no shade of its own makes readable on a dark ground', () => {
    expect(shadeFor('#FFFF00', '#222222', 21)).toBe('#000000');
  });
});
