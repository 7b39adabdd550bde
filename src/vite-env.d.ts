/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_SELLER_API_URL?: string;
  readonly VITE_BASE_API_URL?: string;
  readonly VITE_BUYER_SITE_URL?: string;
  readonly VITE_ROUTER_BASE?: string;
  readonly VITE_MOCK?: string;
  readonly VITE_IM?: string;
  readonly VITE_LANGUAGE_SWITCHER?: string;
  readonly VITE_RESTRICTED?: string;
  readonly VITE_INTERNATIONAL?: string;
  readonly VITE_DECORATION_ORIGIN?: string;
  readonly VITE_CONSOLE_ORIGIN?: string;
}
interface ImportMeta {
  readonly env: ImportMetaEnv;
}

/** true when VITE_MOCK is 'on' (vite.config.ts `define`). */
declare const __DEMO_MODE__: boolean;
