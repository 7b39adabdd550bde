import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { anonymousGet } from '@/api/anonymous';
import { FALLBACK_TITLE, SITE_URL, type SiteInfo } from '@/layout/site-info';

/**
 * The title of a page outside the signed-in console (sign-in, 404): the page's, then the site's name,
 * as the console's pages have it. A plain call (these pages run without the signed-in console and its
 * data provider); the server names the site in the language asked for, so it is read again when the
 * language changes.
 */
export function useSiteTitle(pageTitle?: string) {
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
    document.title = [pageTitle, siteName || FALLBACK_TITLE].filter(Boolean).join(' - ');
  }, [pageTitle, siteName]);
}
