import { telDigits, type Country } from '../shared/countries';

/** The default (mainland) mobile pattern, used when no country pattern applies. */
export const DEFAULT_MOBILE_PATTERN = /^1[3-9]\d{9}$/;
/** An international number (calling code plus number, E.164) when the country has no pattern of its own. */
export const DEFAULT_INTERNATIONAL_PATTERN = /^\d{6,15}$/;

export type MobileError = 'mobile.required' | 'mobile.format';

export interface ParsedMobile {
  /** calling code digits, '' when the value has none */
  tel: string;
  number: string;
}

/** Values with a calling code are written `+<tel> <number>`; plain numbers have none. */
export function parseMobile(value: string | null | undefined): ParsedMobile {
  const text = (value ?? '').trim();
  const match = /^\+(\d+)\s*(.*)$/.exec(text);
  return match ? { tel: match[1], number: match[2].trim() } : { tel: '', number: text };
}

export const formatMobile = (tel: string, number: string): string => (tel ? `+${telDigits(tel)} ${number}` : number);

function compile(source: string | undefined): RegExp | null {
  if (!source) return null;
  try {
    return new RegExp(source);
  } catch {
    return null;
  }
}

/**
 * Spec §5: required; with the country's pattern (or the default one) a mismatch is a format error.
 * International numbers are validated as calling code plus number.
 */
export function validateMobile(value: string | null | undefined, countries: readonly Country[] = []): MobileError | null {
  const { tel, number } = parseMobile(value);
  if (!number) return 'mobile.required';
  if (!tel) return DEFAULT_MOBILE_PATTERN.test(number) ? null : 'mobile.format';
  const country = countries.find((c) => telDigits(c.tel) === tel);
  const own = compile(country?.mobile_regex);
  // A country's pattern may be written for the national number or for calling code plus number.
  if (own) return own.test(number) || own.test(`${tel}${number}`) ? null : 'mobile.format';
  return DEFAULT_INTERNATIONAL_PATTERN.test(`${tel}${number}`) ? null : 'mobile.format';
}
