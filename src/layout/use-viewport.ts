import { useSyncExternalStore } from 'react';
import { isMobileWidth } from './menu-rules';

const subscribe = (l: () => void) => {
  window.addEventListener('resize', l);
  return () => window.removeEventListener('resize', l);
};

/** Mobile mode under 1024 px wide (spec §2). */
export const useIsMobile = () => useSyncExternalStore(subscribe, () => isMobileWidth(window.innerWidth), () => false);
