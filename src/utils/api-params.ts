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
