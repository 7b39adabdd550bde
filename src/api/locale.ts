/**
 * What the api client says in the user's language, without knowing where the messages are kept: the
 * console's i18n registers itself at start-up (`src/i18n/api-locale.ts`), as the session registers its
 * credentials. Until then a failure's text is its message key and a call names no language.
 */
export interface ClientLocale {
  /** The text of a message key of spec §8's failures (`common:error.*`). */
  text(key: FailureKey): string;
  /** The language every call names (header `language`). */
  language(): string;
}

export type FailureKey = 'common:error.network' | 'common:error.timeout' | 'common:error.offline';

const untranslated: ClientLocale = { text: (key) => key, language: () => '' };

let current: ClientLocale = untranslated;

export const registerLocale = (next: ClientLocale) => {
  current = next;
};

/** The registered locale (read at each call: a language switch changes what it answers). */
export const locale = (): ClientLocale => current;
