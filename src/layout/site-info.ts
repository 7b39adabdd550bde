/** `base/site-show`: the marketplace's own name leads every page title. */
export type SiteInfo = {
  site_name?: string;
};

export const SITE_URL = 'base/site-show';

/** The title while the site's name is unknown. */
export const FALLBACK_TITLE = 'Seller Console';
