/** A link in words, for the properties panel and the preview's tooltip. */
import type { TFunction } from 'i18next';
import type { Link } from '../model/links';

export function linkText(t: TFunction, link: Link | null): string {
  if (!link) return t('decoration:link.none');
  switch (link.type) {
    case 'url':
      return t('decoration:link.to.url', { value: link.url });
    case 'page':
      return t('decoration:link.to.page', { value: link.name || `#${link.id}` });
    case 'goods':
      return t('decoration:link.to.goods', { value: link.name || `#${link.id}` });
    case 'keyword':
      return t('decoration:link.to.keyword', { value: link.keyword });
    case 'shop':
      return t('decoration:link.to.shop', { value: link.id });
    case 'category':
      return t('decoration:link.to.category', { value: link.id });
  }
}
