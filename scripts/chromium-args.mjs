/**
 * How the browser tests and the bench start Debian's Chromium: headless, on machines without a GPU or
 * a sandbox, and with none of the browser's own work beside the page's. Chromium draws each new
 * window's address-bar suggestions as a page of its own (the WebUI omnibox popup), and loads it in about
 * half of the windows a test or a measurement opens: ~400 module requests on the same two cores as the
 * page, while it loads (seen in a trace of the bench's first goods row, console and floor alike).
 */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-features=WebUIOmniboxPopup,WebUIOmniboxFullPopup,WebUIOmniboxAimPopup',
];
