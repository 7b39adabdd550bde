import { createContext, useContext, useEffect } from 'react';
import { useLocation } from 'react-router';
import type { ShopKind } from '../declare';

/**
 * What the shell offers the screens, injected so that the engine knows nothing of the shell: tab
 * labels, the tabs' memory of a list's address, and which views have unsaved changes.
 */
export interface ScreenHost {
  /** The session's shop kind (supplier shops call their own variants of some APIs). */
  shopKind: ShopKind;
  /** The record's own name in the tab of the view at `path` (an order's number). */
  setLabel(path: string, label: string): void;
  /** A list changed its address: the tab learns it now, before the navigation commits. */
  rememberSearch(path: string, search: string): void;
  /** The view at `path` has unsaved changes (closing its tab asks first). */
  setDirty(path: string, dirty: boolean): void;
  /** Leaving the view at `path` drops it (not kept alive): its unsaved changes would be lost. */
  dropsOnLeave(path: string): boolean;
  /**
   * A link to `path` is followed, or the pointer rests on it: what the screen there reads as it opens is
   * asked for now (a record page's record, a list's first page), and its code if not yet.
   */
  readAhead(path: string): void;
  /** A link to `path` is within reach (pointed at, or focused): the code of the screen there loads now. */
  prepare(path: string): void;
  /**
   * The view at `path` has done its work (an add form saved its record): its tab closes, so the next
   * visit opens it anew rather than showing the saved values again, to be saved twice.
   */
  finish(path: string): void;
}

const standalone: ScreenHost = { shopKind: 'ordinary', setLabel: () => {}, rememberSearch: () => {}, setDirty: () => {}, dropsOnLeave: () => true, readAhead: () => {}, prepare: () => {}, finish: () => {} };

export const ScreenHostContext = createContext<ScreenHost>(standalone);
export const useScreenHost = () => useContext(ScreenHostContext);

/** Names the current view's tab after its record once the record is known. */
export function useTabLabel(label: string | undefined) {
  const host = useScreenHost();
  const { pathname } = useLocation();
  useEffect(() => {
    if (label) host.setLabel(pathname, label);
  }, [host, label, pathname]);
}
