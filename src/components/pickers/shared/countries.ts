import { useList } from '@refinedev/core';
import { REFERENCE_STALE_MS } from './constants';
import type { Id } from './types';

/** `base/countries` item (spec §3). */
export interface Country {
  id: Id;
  code: string;
  name: string;
  /** base64 png (with or without the data: prefix) */
  flag?: string;
  /** calling code, e.g. "86" */
  tel: string;
  mt?: string;
  mobile_regex?: string;
}

/** The countries (`base/countries`), read once an hour at most and shared by every picker that shows them. */
export function useCountries(enabled = true): Country[] {
  const { result } = useList<Country>({
    resource: 'countries',
    meta: { api: 'base/countries' },
    pagination: { mode: 'off' },
    queryOptions: { enabled, staleTime: REFERENCE_STALE_MS },
  });
  return result.data;
}

export const flagSrc = (flag?: string) => (!flag ? undefined : flag.startsWith('data:') ? flag : `data:image/png;base64,${flag}`);

/** Calling code without a leading +. */
export const telDigits = (tel: string | number | undefined) => String(tel ?? '').replace(/^\+/, '');
