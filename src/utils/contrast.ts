/**
 * Colour contrast as WCAG 2 defines it, for the theme: text must reach 4.5:1 against what it sits on
 * (axe's `color-contrast`), whatever colour a shop picks for its console.
 */

type Rgb = [number, number, number];

const parse = (hex: string): Rgb => {
  const value = Number.parseInt(hex.replace('#', ''), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
};

const toHex = (rgb: Rgb) => `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`.toUpperCase();

const channel = (c: number) => {
  const s = c / 255;
  return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
};

const luminance = ([r, g, b]: Rgb) => 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);

export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(parse(a)), luminance(parse(b))].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

function toHsl([r, g, b]: Rgb): Rgb {
  const [rs, gs, bs] = [r / 255, g / 255, b / 255];
  const max = Math.max(rs, gs, bs);
  const min = Math.min(rs, gs, bs);
  const l = (max + min) / 2;
  if (max === min) return [0, 0, l];
  const d = max - min;
  const s = l > 0.5 ? d / (2 - max - min) : d / (max + min);
  const h = max === rs ? (gs - bs) / d + (gs < bs ? 6 : 0) : max === gs ? (bs - rs) / d + 2 : (rs - gs) / d + 4;
  return [h * 60, s, l];
}

function fromHsl([h, s, l]: Rgb): Rgb {
  const c = (1 - Math.abs(2 * l - 1)) * s;
  const x = c * (1 - Math.abs(((h / 60) % 2) - 1));
  const m = l - c / 2;
  const [r, g, b]: Rgb = h < 60 ? [c, x, 0] : h < 120 ? [x, c, 0] : h < 180 ? [0, c, x] : h < 240 ? [0, x, c] : h < 300 ? [x, 0, c] : [c, 0, x];
  return [(r + m) * 255, (g + m) * 255, (b + m) * 255];
}

/**
 * The colour itself when it already reaches `ratio` against every background, else the lightest darker shade
 * of the same hue and saturation that does (black at worst, which reaches 4.5:1 on any light background).
 */
export function shadeFor(color: string, backgrounds: string | string[], ratio = 4.5): string {
  const readable = (c: string) => [backgrounds].flat().every((b) => contrastRatio(c, b) >= ratio);
  if (readable(color)) return toHex(parse(color));
  const [h, s, l] = toHsl(parse(color));
  for (let step = Math.floor(l * 100) - 1; step >= 0; step--) {
    const shade = toHex(fromHsl([h, s, step / 100]));
    if (readable(shade)) return shade;
  }
  return '#000000';
}
