import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { anonymousGet } from '@/api/anonymous';
import { FALLBACK_TITLE, SITE_URL, type SiteInfo } from '@/layout/site-info';

/**
 * The sign-in page's title: the site's name alone. A plain call (/login runs before the signed-in
 * console and its data provider); the server names the site in the language asked for, so it is read
 * again when the language changes.
 */
export function useSiteTitle() {
  const { i18n } = useTranslation();
  const [siteName, setSiteName] = useState('');
  useEffect(() => {
    let live = true;
    anonymousGet<SiteInfo>(SITE_URL, { silent: true })
      .then((site) => live && setSiteName(site?.site_name ?? ''))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [i18n.language]);
  useEffect(() => {
    document.title = siteName || FALLBACK_TITLE;
  }, [siteName]);
}
