import { config } from '@/config';

/** `base/...` goes to the base API, every other group to the seller API; '' = same origin. */
export function resolveUrl(path: string): string {
  const clean = path.replace(/^\/+/, '');
  const root = clean.startsWith('base/') ? config.baseApiUrl : config.sellerApiUrl;
  return `${root}/${clean}`;
}
