import { useSyncExternalStore } from 'react';

/** A phone's width: below antd's `sm` breakpoint (576 px). Lists there keep only the row's own cells. */
export const PHONE_MAX_WIDTH = 575;
export const isPhoneWidth = (width: number) => width <= PHONE_MAX_WIDTH;

const subscribe = (listener: () => void) => {
  window.addEventListener('resize', listener);
  return () => window.removeEventListener('resize', listener);
};

export const useIsPhone = () => useSyncExternalStore(subscribe, () => isPhoneWidth(window.innerWidth), () => false);
