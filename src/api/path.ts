import { config } from '@/config';

/**
 * Call paths from templates: `seller/trade/orders/{sn}/flow`. Each value is encoded as one path
 * segment, so a value from the URL or the data can never reach another path or add a query.
 */
export function fillPath(template: string, values: Readonly<Record<string, unknown>>): string {
  return template.replace(/\{([A-Za-z_][A-Za-z0-9_]*)\}/g, (_, key: string) => {
    const value = values[key];
    if (value === undefined || value === null || value === '') throw new Error(`no value for {${key}} in ${template}`);
    return encodeURIComponent(String(value));
  });
}

/** The template's placeholders. */
export const placeholdersOf = (template: string) => [...template.matchAll(/\{([A-Za-z_][A-Za-z0-9_]*)\}/g)].map((m) => m[1]!);

/** `base/...` goes to the base API, every other group to the seller API; '' = same origin. */
export function resolveUrl(path: string): string {
  const clean = path.replace(/^\/+/, '');
  const root = clean.startsWith('base/') ? config.baseApiUrl : config.sellerApiUrl;
  return `${root}/${clean}`;
}
