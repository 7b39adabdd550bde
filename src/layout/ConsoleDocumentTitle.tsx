import { useSingleRecord } from '@/engine/data/use-record';
import { SITE_URL, useDocumentTitle, type SiteInfo } from './DocumentTitle';

// Its own file: the data provider's hook (Refine) is not for /login, which loads DocumentTitle.tsx.
/** The signed-in console's title: the page's, then the site name (read through the data provider, cached under `site`). */
export function ConsoleDocumentTitle({ titleKeyAt }: { titleKeyAt: (pathname: string) => string | undefined }) {
  const site = useSingleRecord<SiteInfo>('site', SITE_URL).result;
  useDocumentTitle(site?.site_name ?? '', titleKeyAt);
  return null;
}
