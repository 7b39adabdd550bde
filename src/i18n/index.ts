import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { storage } from '@/session/storage';

export const DEFAULT_LANGUAGE = 'zh-CN';
export const BUILT_IN_LANGUAGES = ['zh-CN', 'en-US'] as const;

type Bundle = Record<string, unknown>;
const files = import.meta.glob<Bundle>('../locales/*/*.json', { eager: true, import: 'default' });

/** { 'zh-CN': { common: {...}, auth: {...} }, 'en-US': {...} } from src/locales/<lang>/<namespace>.json */
export const resources: Record<string, Record<string, Bundle>> = {};
for (const [path, bundle] of Object.entries(files)) {
  const [, lang, ns] = /locales\/([^/]+)\/([^/]+)\.json$/.exec(path) ?? [];
  if (lang && ns) (resources[lang] ??= {})[ns] = bundle;
}
export const NAMESPACES = Object.keys(resources[DEFAULT_LANGUAGE] ?? {});

export const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  resources,
  lng: storage.getLanguage() || DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  ns: NAMESPACES,
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  initAsync: false,
  returnNull: false,
});

export const t = i18n.t.bind(i18n);
export const currentLanguage = () => i18n.language || DEFAULT_LANGUAGE;
