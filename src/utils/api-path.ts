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

/** Batch calls put the ids in the path: `seller/goods/1,2,3/recycle`; each id encoded, as every path segment from data. */
export const joinIds = (ids: ReadonlyArray<string | number>) => ids.map((id) => encodeURIComponent(String(id))).join(',');
