import type { ScreenSpec } from './declare';

/** The code of each screen family kind, loaded on first use (a repeated import is the same promise). */
export const screenChunks = {
  list: () => import('./list/ListScreen'),
  show: () => import('./record/RecordPage'),
  form: () => import('./form/FormScreen'),
  settings: () => import('./form/SettingsScreen'),
} satisfies Record<ScreenSpec['kind'], () => Promise<unknown>>;
