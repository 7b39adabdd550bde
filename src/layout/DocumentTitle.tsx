import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { api } from '@/api';
import { documentTitle } from './menu-rules';

export type SiteInfo = {
  site_name?: string;
};

export const SITE_URL = 'base/site-show';

/** Keeps the document title in step with the page, whose title key `titleKeyAt` finds, and the site name. */
export function useDocumentTitle(siteName: string, titleKeyAt?: (pathname: string) => string | undefined) {
  const { t } = useTranslation('menu');
  const { pathname } = useLocation();
  useEffect(() => {
    const key = titleKeyAt?.(pathname);
    document.title = documentTitle({ pathname, siteName, pageTitle: key ? t(key) : undefined, chatTitle: t('chat') }) || 'Seller Console';
  }, [pathname, siteName, t, titleKeyAt]);
}

/** The login page's title: the site name alone. */
export function DocumentTitle() {
  const [siteName, setSiteName] = useState('');
  const { i18n } = useTranslation();
  // A plain call: /login loads before the signed-in console and its Refine data provider. The server
  // names the site in the language asked for: read again when the language changes.
  useEffect(() => {
    let live = true;
    api
      .get<SiteInfo>(SITE_URL, undefined, { auth: false, silent: true })
      .then((site) => live && setSiteName(site?.site_name ?? ''))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [i18n.language]);
  useDocumentTitle(siteName);
  return null;
}
