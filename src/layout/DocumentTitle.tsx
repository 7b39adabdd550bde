import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { api } from '@/api';
import { documentTitle } from './menu-rules';

interface SiteInfo {
  site_name?: string;
}

/**
 * Loads the site title (`base/site-show`) and keeps the document title in step with the page, whose
 * title key `titleKeyAt` finds (none on the login page).
 */
export function DocumentTitle({ titleKeyAt }: { titleKeyAt?: (pathname: string) => string | undefined }) {
  const { t } = useTranslation('menu');
  const { pathname } = useLocation();
  const [siteName, setSiteName] = useState('');
  useEffect(() => {
    let live = true;
    api
      .get<SiteInfo>('base/site-show', undefined, { auth: false, silent: true })
      .then((site) => live && setSiteName(site?.site_name ?? ''))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);
  useEffect(() => {
    const key = titleKeyAt?.(pathname);
    document.title = documentTitle({ pathname, siteName, pageTitle: key ? t(key) : undefined, chatTitle: t('chat') }) || 'Seller Console';
  }, [pathname, siteName, t, titleKeyAt]);
  return null;
}
