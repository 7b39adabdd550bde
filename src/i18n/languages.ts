import { api } from '@/api';
import { storage } from '@/session/storage';
import { BUILT_IN_LANGUAGES, BUILT_IN_NAMES, DEFAULT_LANGUAGE, i18n, isSpoken, markSpoken, NAMESPACES } from './index';

export interface LanguageEntry {
  id?: number | string;
  code: string;
  lang: string;
}

const BUILT_IN_ENTRIES: LanguageEntry[] = BUILT_IN_LANGUAGES.map((code) => ({ code, lang: BUILT_IN_NAMES[code] }));

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

type Bundle = Record<string, unknown>;
const isBundle = (value: unknown): value is Bundle => Boolean(value) && typeof value === 'object' && !Array.isArray(value);

/**
 * The console's namespaces from a server's translation map (api reference §2: "translation map").
 * A map may hold them by namespace (`{ menu: { goodsList } }`), or be the seller UI's own map, whose
 * `route.<name>` keys (nested or flat) are the menu titles: route names are the console's menu keys.
 */
export function serverBundles(messages: unknown): Record<string, Bundle> {
  const bundles: Record<string, Bundle> = {};
  if (!isBundle(messages)) return bundles;
  for (const ns of NAMESPACES) if (isBundle(messages[ns])) bundles[ns] = { ...(messages[ns] as Bundle) };
  const menu = (bundles.menu ??= {});
  if (isBundle(messages.route)) Object.assign(menu, messages.route);
  for (const [key, value] of Object.entries(messages)) {
    const route = /^route\.(.+)$/.exec(key);
    if (route && typeof value === 'string') menu[route[1]!] = value;
  }
  return bundles;
}

/** Switch language: a language that is not built in loads its messages from the server first (errors ignored). */
export async function switchLanguage(code: string): Promise<void> {
  if (!isSpoken(code)) {
    try {
      const messages = await api.get<Record<string, unknown>>('base/lang', { lang: code, type: 'seller' }, { auth: false, silent: true });
      const bundles = serverBundles(messages);
      for (const ns of NAMESPACES) i18n.addResourceBundle(code, ns, bundles[ns] ?? {}, true, true);
      // A map with no message of ours leaves every screen in the default language, which the calls then name.
      if (Object.values(bundles).some((bundle) => Object.keys(bundle).length > 0)) markSpoken(code);
    } catch {
      // Missing messages fall back to the default language.
    }
  }
  storage.setLanguage(code);
  await i18n.changeLanguage(code);
}
