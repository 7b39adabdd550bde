import i18next, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { storage } from '@/session/storage';

export const DEFAULT_LANGUAGE = 'zh-CN';
export const BUILT_IN_LANGUAGES = ['zh-CN', 'en-US'] as const;
/** Each built-in language as it names itself (never translated: a reader looks for their own). */
export const BUILT_IN_NAMES: Readonly<Record<(typeof BUILT_IN_LANGUAGES)[number], string>> = { 'zh-CN': '简体中文', 'en-US': 'English' };

type Bundle = Record<string, unknown>;
// One chunk per language and namespace (src/locales/<lang>/<namespace>.json), loaded when a screen needs
// it: /login carries only its own messages, not every screen's in both languages.
const loaders = import.meta.glob<Bundle>('../locales/*/*.json', { import: 'default' });
const namespaceOf = (path: string) => /locales\/[^/]+\/([^/]+)\.json$/.exec(path)?.[1];

export const NAMESPACES = [...new Set(Object.keys(loaders).map(namespaceOf).filter((ns): ns is string => Boolean(ns)))];
/** What the login page and the messages outside any screen (validation, errors, times, session) need. */
export const START_NAMESPACES = ['common', 'auth'];
/** What the signed-in shell needs before its first paint (menu, header, tabs, the engine's screens and pickers). */
export const SHELL_NAMESPACES = ['menu', 'layout', 'engine', 'pickers'];

/** Reads a built-in bundle; a language that is not built in has none (its messages come from the server). */
const bundledBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, ns, done) {
    const load = loaders[`../locales/${language}/${ns}.json`];
    if (!load) return done(null, {});
    load().then(
      (bundle) => done(null, bundle),
      (error: unknown) => done(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

/**
 * Both built-in languages hold every key; only a server's language falls back to the default one. A
 * map, not a function: i18next caches a language's lookup order for a map, and works it out again on
 * every `t()` for a function, asking ICU to canonicalise the language's code each time (10–30 ms
 * of main-thread work on the way to a signed-in page's first screen).
 */
const FALLBACK_LANGUAGES: Record<string, string[]> = {
  ...Object.fromEntries(BUILT_IN_LANGUAGES.map((code) => [code, []])),
  default: [DEFAULT_LANGUAGE],
};

/** A language tag as BCP 47 writes it (`zh-CN`, `en-US`, `ja`): a server's language chosen in the switcher. */
const LANGUAGE_TAG = /^[a-z]{2,3}(?:-[A-Za-z0-9]{2,8}){0,2}$/;
/** A stored language the console can speak of, else the default the screens fall back to (a garbage cookie). */
export const knownLanguage = (code: string | undefined): string => (code && LANGUAGE_TAG.test(code) ? code : DEFAULT_LANGUAGE);

/** A first visit (no language stored) speaks the browser's first language that is built in, by its primary tag. */
const browserLanguage = (): string | undefined => {
  const preferred = typeof navigator === 'undefined' ? [] : (navigator.languages ?? []);
  for (const tag of preferred) {
    const primary = tag.split('-')[0]?.toLowerCase();
    const built = BUILT_IN_LANGUAGES.find((code) => code.split('-')[0] === primary);
    if (built) return built;
  }
  return undefined;
};

/**
 * The language of this page load, read once from the cookie (else the browser's): i18next sets its own
 * `language` only when its first bundle has loaded, after the start-up checks have gone out, and every
 * call says this one.
 */
const startLanguage = knownLanguage(storage.getLanguage() ?? browserLanguage());

export const i18n = i18next.createInstance();
/** Resolves once the start namespaces of the current language are in: render after it (no raw keys). */
export const i18nReady = i18n
  .use(bundledBackend)
  .use(initReactI18next)
  .init({
    lng: startLanguage,
    fallbackLng: FALLBACK_LANGUAGES,
    load: 'currentOnly',
    ns: START_NAMESPACES,
    defaultNS: 'common',
    partialBundledLanguages: true,
    interpolation: { escapeValue: false },
    returnNull: false,
  });

/** Loads namespaces of the current language (and of the languages loaded later: i18next keeps the list). */
export const loadNamespaces = (ns: readonly string[]) => i18n.loadNamespaces([...ns]);

export const t = i18n.t.bind(i18n);
/** The languages the console has messages for: the built-in ones, and a server's once its map has been read. */
const spoken = new Set<string>(BUILT_IN_LANGUAGES);
export const markSpoken = (code: string) => void spoken.add(code);
export const isSpoken = (code: string) => spoken.has(code);
/**
 * The language the screens are in, which every call names: the chosen one once the console has its
 * messages, else the one they fall back to (a stored tag no server offered, a server map that failed).
 */
export const currentLanguage = () => {
  const chosen = i18n.language || startLanguage;
  return spoken.has(chosen) ? chosen : DEFAULT_LANGUAGE;
};
