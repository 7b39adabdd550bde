/**
 * The content security policy of the built console: no inline or evaluated script, calls only to
 * this origin and the configured API hosts (and their chat socket), and the demo marketplace's service
 * worker allowed only in a demo build. A `<meta http-equiv>` in the built index.html carries it, so that it
 * holds on any static host; a real deployment also sends it (and what a meta tag cannot carry) as headers:
 * see the README, "Security headers".
 */
import type { Plugin } from 'vite';

export interface PolicyOptions {
  /** The demo marketplace is on: its service worker answers the calls. */
  demo: boolean;
  /** VITE_SELLER_API_URL, VITE_BASE_API_URL: '' is this origin. */
  apiUrls: string[];
}

/** An API base URL's origin and the origin of its socket (ws for http, wss for https). */
function originsOf(url: string): string[] {
  try {
    const { protocol, host } = new URL(url);
    return [`${protocol}//${host}`, `${protocol === 'https:' ? 'wss:' : 'ws:'}//${host}`];
  } catch {
    return [];
  }
}

export function contentSecurityPolicy({ demo, apiUrls }: PolicyOptions): string {
  const origins = [...new Set(apiUrls.filter(Boolean).flatMap(originsOf))];
  const files = origins.filter((o) => o.startsWith('http'));
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    // antd writes its styles at run time (CSS-in-JS): style elements, not scripts.
    'style-src': ["'self'", "'unsafe-inline'"],
    // Goods images and videos live on the platform's file hosts; uploads preview as blobs; the demo's are data URLs.
    'img-src': ["'self'", 'data:', 'blob:', 'https:', ...files],
    'media-src': ["'self'", 'data:', 'blob:', 'https:', ...files],
    'font-src': ["'self'", 'data:'],
    // The chat socket is on the seller host: this origin's is covered by 'self'.
    'connect-src': ["'self'", ...origins],
    'worker-src': demo ? ["'self'"] : ["'none'"],
    'frame-src': ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

/** Writes the policy into the built index.html (the dev server's inline refresh script is left alone). */
export const contentSecurityPolicyPlugin = (options: PolicyOptions): Plugin => ({
  name: 'content-security-policy',
  apply: 'build',
  transformIndexHtml: {
    order: 'post',
    handler: () => [{ tag: 'meta', attrs: { 'http-equiv': 'Content-Security-Policy', content: contentSecurityPolicy(options) }, injectTo: 'head-prepend' }],
  },
});
