import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { i18n } from '@/i18n';

/**
 * The server answers in the language of the `language` header (region and country names, enum
 * labels, messages): a language switch makes every cached read stale, so what is on screen is read
 * again in the new language.
 */
export function StaleOnLanguageChange() {
  const client = useQueryClient();
  useEffect(() => {
    const stale = () => void client.invalidateQueries();
    i18n.on('languageChanged', stale);
    return () => i18n.off('languageChanged', stale);
  }, [client]);
  return null;
}
