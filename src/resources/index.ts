import { backstageTask } from './backstage-task';
import { goods } from './goods';
import { operations } from './operations';
import { order } from './order';
import { setting } from './setting';
import { statistics } from './statistics';
import type { ScreenDeclaration } from './types';

export type { ScreenDeclaration } from './types';

export const dashboard: ScreenDeclaration = {
  path: 'dashboard',
  name: 'dashboard',
  icon: 'dashboard',
  affix: true,
  everyone: true,
  restricted: true,
  component: () => import('@/pages/dashboard'),
};

/** Every screen of the console, in menu order (spec §2). */
export const screens: readonly ScreenDeclaration[] = [dashboard, goods, order, operations, statistics, setting, backstageTask];
