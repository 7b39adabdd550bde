import { Spin } from 'antd';
import type { ScreenSpec } from './declare';
import { preloadable, type Preloadable } from './preloadable';

/** What a screen shows while its code, declaration or messages load. */
export const screenSpinner = <Spin style={{ display: 'block', margin: '80px auto' }} />;

/**
 * The component of each screen family kind, its code loaded on first use or ahead of it (`warm`: a
 * link pointed at, the page opened), and rendered at once when in (`preloadable`).
 */
export const screenComponents = {
  list: preloadable(() => import('./list/ListScreen'), screenSpinner),
  show: preloadable(() => import('./record/RecordPage'), screenSpinner),
  form: preloadable(() => import('./form/FormScreen'), screenSpinner),
  settings: preloadable(() => import('./form/SettingsScreen'), screenSpinner),
} satisfies Record<ScreenSpec['kind'], Pick<Preloadable<object>, 'warm'>>;
