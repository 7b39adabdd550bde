import { useEffect, useState } from 'react';
import { api } from '@/api';
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

let cache: Promise<Country[]> | null = null;

/** Loads the countries once per session (a failed load is retried next time). */
export function loadCountries(): Promise<Country[]> {
  if (!cache) {
    cache = api.get<Country[]>('base/countries').then((list) => (Array.isArray(list) ? list : []));
    cache.catch(() => {
      cache = null;
    });
  }
  return cache;
}

/** For tests: forget the loaded countries. */
export const resetCountries = () => {
  cache = null;
};

export function useCountries(enabled = true): Country[] {
  const [countries, setCountries] = useState<Country[]>([]);
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    loadCountries()
      .then((list) => live && setCountries(list))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [enabled]);
  return countries;
}

export const flagSrc = (flag?: string) => (!flag ? undefined : flag.startsWith('data:') ? flag : `data:image/png;base64,${flag}`);

/** Calling code without a leading +. */
export const telDigits = (tel: string | number | undefined) => String(tel ?? '').replace(/^\+/, '');
