/**
 * Query strings and form bodies as the seller API reads them: arrays as repeated keys (`ids=1&ids=2`),
 * undefined and null left out.
 */
export type ParamValue = string | number | boolean | null | undefined;
export type Params = Record<string, ParamValue | ParamValue[]>;

export function toSearchParams(params: Params | undefined): URLSearchParams {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params ?? {})) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item !== undefined && item !== null) search.append(key, String(item));
    }
  }
  return search;
}

export const serializeParams = (params: Params | undefined) => toSearchParams(params).toString();

/** Batch calls put the ids in the path: `seller/goods/1,2,3/recycle`; each id encoded, as every path segment from data. */
export const joinIds = (ids: ReadonlyArray<string | number>) => ids.map((id) => encodeURIComponent(String(id))).join(',');
