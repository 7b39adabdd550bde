import { useSyncExternalStore } from 'react';
import { SIDEBAR_DEFAULT_WIDTH } from './menu-rules';

/** What a user sets about the shell, remembered in this browser. */
export interface Preferences {
  collapsed: boolean;
  sidebarWidth: number;
  primaryColor: string;
  dark: boolean;
}

export const DEFAULT_PRIMARY = '#409EFF';
const KEY = 'seller_preferences';
const DEFAULTS: Preferences = { collapsed: false, sidebarWidth: SIDEBAR_DEFAULT_WIDTH, primaryColor: DEFAULT_PRIMARY, dark: false };

function load(): Preferences {
  try {
    const raw = JSON.parse(globalThis.localStorage?.getItem(KEY) ?? '{}') as Partial<Preferences>;
    return {
      collapsed: typeof raw.collapsed === 'boolean' ? raw.collapsed : DEFAULTS.collapsed,
      sidebarWidth: typeof raw.sidebarWidth === 'number' ? raw.sidebarWidth : DEFAULTS.sidebarWidth,
      primaryColor: typeof raw.primaryColor === 'string' && /^#[0-9a-f]{6}$/i.test(raw.primaryColor) ? raw.primaryColor : DEFAULTS.primaryColor,
      dark: typeof raw.dark === 'boolean' ? raw.dark : DEFAULTS.dark,
    };
  } catch {
    return DEFAULTS;
  }
}

let state = load();
const listeners = new Set<() => void>();

export function setPreferences(patch: Partial<Preferences>) {
  state = { ...state, ...patch };
  try {
    globalThis.localStorage?.setItem(KEY, JSON.stringify(state));
  } catch {
    // Not remembered; still applied.
  }
  listeners.forEach((l) => l());
}

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};
export const usePreferences = () => useSyncExternalStore(subscribe, () => state, () => state);
