/** Sidebar constants and rules of spec §2 and §9. */
export const SIDEBAR_COLLAPSED_WIDTH = 36;
export const SIDEBAR_DEFAULT_WIDTH = 210;
export const SIDEBAR_MAX_WIDTH = 400;
export const MOBILE_BREAKPOINT = 1024;
export const TOOLTIP_TITLE_LENGTH = 6;

/** English titles run longer: the wider language setting needs a wider minimum. */
export const minSidebarWidth = (language: string) => (language.startsWith('en') ? 220 : 180);

export const clampSidebarWidth = (width: number, language: string) =>
  Math.round(Math.min(SIDEBAR_MAX_WIDTH, Math.max(minSidebarWidth(language), Number.isFinite(width) ? width : SIDEBAR_DEFAULT_WIDTH)));

export const isMobileWidth = (viewportWidth: number) => viewportWidth < MOBILE_BREAKPOINT;

/** A collapsed entry shows its title in a tooltip when the title is 6 characters or more. */
export const needsTooltip = (title: string) => [...title].length >= TOOLTIP_TITLE_LENGTH;

/** The document title: online customer service on /chat, else the page title before the site name. */
export function documentTitle(opts: { pathname: string; siteName: string; pageTitle?: string; chatTitle: string }) {
  if (opts.pathname.includes('/chat')) return opts.chatTitle;
  return [opts.pageTitle, opts.siteName].filter(Boolean).join(' - ');
}

/** The chat badge: 99+ above 99. */
export const badgeText = (count: number) => (count > 99 ? '99+' : String(count));
