import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useSingleRecord } from '@/engine/data/use-record';
import { documentTitle } from './menu-rules';
import { FALLBACK_TITLE, SITE_URL, type SiteInfo } from './site-info';

/**
 * The signed-in console's title: the page's (its title key found by `titleKeyAt`), then the site name
 * (read through the data provider, cached under `site`).
 */
export function ConsoleDocumentTitle({ titleKeyAt }: { titleKeyAt: (pathname: string) => string | undefined }) {
  const siteName = useSingleRecord<SiteInfo>('site', SITE_URL).result?.site_name ?? '';
  const { t } = useTranslation('menu');
  const { pathname } = useLocation();
  useEffect(() => {
    const key = titleKeyAt(pathname);
    document.title = documentTitle({ pathname, siteName, pageTitle: key ? t(key) : undefined, chatTitle: t('chat') }) || FALLBACK_TITLE;
  }, [pathname, siteName, t, titleKeyAt]);
  return null;
}
