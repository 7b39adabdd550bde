import { api } from '@/api';
import { storage } from '@/session/storage';
import { BUILT_IN_LANGUAGES, DEFAULT_LANGUAGE, i18n, NAMESPACES } from './index';

export interface LanguageEntry {
  id?: number | string;
  code: string;
  lang: string;
}

export const BUILT_IN_ENTRIES: LanguageEntry[] = [
  { code: 'zh-CN', lang: '简体中文' },
  { code: 'en-US', lang: 'English' },
];

/** The server's languages: `base/lang/codes` (read by the shell's language switcher; errors are silently ignored, spec §8). */
export const LANGUAGE_LIST_URL = 'base/lang/codes';

/** The entries of the server's answer that name a language. */
export const serverLanguages = (list: unknown): LanguageEntry[] =>
  Array.isArray(list) ? (list as LanguageEntry[]).filter((l) => typeof l?.code === 'string') : [];

/** Merge the union of built-in and server languages, built-in first. */
export const mergeLanguages = (server: LanguageEntry[]) => [
  ...BUILT_IN_ENTRIES,
  ...server.filter((l) => !BUILT_IN_LANGUAGES.includes(l.code as (typeof BUILT_IN_LANGUAGES)[number])),
];

/** The stored language when it is available, else the first server language, else the default (spec §9). */
export function pickLanguage(stored: string | undefined, server: LanguageEntry[]): string {
  const available = mergeLanguages(server).map((l) => l.code);
  if (stored && available.includes(stored)) return stored;
  return server[0]?.code ?? DEFAULT_LANGUAGE;
}

/** Switch language: a language that is not built in loads its messages from the server first (errors ignored). */
export async function switchLanguage(code: string): Promise<void> {
  if (!BUILT_IN_LANGUAGES.includes(code as (typeof BUILT_IN_LANGUAGES)[number]) && !i18n.hasResourceBundle(code, 'menu')) {
    try {
      const messages = await api.get<Record<string, unknown>>('base/lang', { lang: code, type: 'seller' }, { auth: false, silent: true });
      for (const ns of NAMESPACES) {
        const bundle = messages && typeof messages[ns] === 'object' ? (messages[ns] as Record<string, unknown>) : {};
        i18n.addResourceBundle(code, ns, bundle, true, true);
      }
    } catch {
      // Missing messages fall back to the default language.
    }
  }
  storage.setLanguage(code);
  await i18n.changeLanguage(code);
}
