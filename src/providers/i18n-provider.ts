import type { I18nProvider } from '@refinedev/core';
import { i18n } from '@/i18n';

export const i18nProvider: I18nProvider = {
  translate: (key: string, options?: Record<string, unknown> | string, defaultMessage?: string) =>
    i18n.t(key, { defaultValue: typeof options === 'string' ? options : defaultMessage, ...(typeof options === 'object' ? options : {}) }),
  changeLocale: async (lang: string) => {
    await i18n.changeLanguage(lang);
  },
  getLocale: () => i18n.language,
};
