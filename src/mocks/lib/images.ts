/** Inline SVG images (no network, no binary files): placeholders from a colour and an initial, and the captcha. */
import { createRng } from './prng';

const cache = new Map<string, string>();

/** A compact SVG data URL: single quotes, and only the characters that must be escaped are escaped. */
export const svgDataUrl = (svg: string) =>
  `data:image/svg+xml;charset=utf-8,${svg.replace(/"/g, "'").replace(/[%#<>{}\n]|[^\x20-\x7e]/g, (c) => encodeURIComponent(c))}`;

const escapeXml = (s: string) => s.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A square picture with a coloured background and one or two characters; cached so records share the string. */
export function placeholderImage(color: string, initial: string, size = 200): string {
  const key = `${color}|${initial}|${size}`;
  let url = cache.get(key);
  if (!url) {
    const label = escapeXml([...initial].slice(0, 3).join(''));
    url = svgDataUrl(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 100 100">` +
        `<rect width="100" height="100" fill="${color}"/>` +
        `<text x="50" y="50" dy=".35em" text-anchor="middle" font-family="sans-serif" font-size="40" fill="#fff">${label}</text></svg>`,
    );
    cache.set(key, url);
  }
  return url;
}

/** A video placeholder (a frame with a play triangle). */
export function videoPoster(color: string): string {
  return placeholderImage(color, '▶', 320);
}

export const PALETTE = [
  '#409EFF', '#67C23A', '#E6A23C', '#F56C6C', '#909399', '#8E44AD', '#16A085', '#D35400', '#2C3E50', '#C0392B',
  '#1ABC9C', '#2980B9',
] as const;

/** The captcha picture: the code with some noise lines and dots (noise seeded by `seed`). */
export function captchaSvg(code: string, seed: number): string {
  const rng = createRng(seed);
  const parts: string[] = ['<rect width="120" height="40" fill="#f3f6fb"/>'];
  for (let i = 0; i < 5; i++) {
    parts.push(
      `<line x1="${rng.int(0, 120)}" y1="${rng.int(0, 40)}" x2="${rng.int(0, 120)}" y2="${rng.int(0, 40)}" stroke="${rng.pick(PALETTE)}" stroke-width="1"/>`,
    );
  }
  for (let i = 0; i < 30; i++) {
    parts.push(`<circle cx="${rng.int(0, 120)}" cy="${rng.int(0, 40)}" r="1" fill="${rng.pick(PALETTE)}"/>`);
  }
  [...code].forEach((ch, i) => {
    const x = 18 + i * 26;
    const rotate = rng.int(-20, 20);
    parts.push(
      `<text x="${x}" y="29" font-family="monospace" font-size="26" font-weight="bold" fill="${rng.pick(PALETTE)}" transform="rotate(${rotate} ${x} 20)">${escapeXml(ch)}</text>`,
    );
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="40" viewBox="0 0 120 40">${parts.join('')}</svg>`;
}
