import { backstageTask } from './backstage-task';
import { goodsArea } from './goods';
import { operations } from './operations';
import { orderArea } from './order';
import { setting } from './setting';
import { statistics } from './statistics';
import type { ScreenDeclaration } from '@/engine/declare';

export type { ScreenDeclaration } from '@/engine/declare';

export const dashboard: ScreenDeclaration = {
  path: 'dashboard',
  name: 'dashboard',
  icon: 'dashboard',
  affix: true,
  everyone: true,
  restricted: true,
  component: () => import('@/pages/dashboard'),
};

/** The customer-service chat, opened in its own tab from the header (spec §2); no chat for supplier shops (spec §6). */
const chat: ScreenDeclaration = { path: 'chat', name: 'chat', hidden: true, shops: ['ordinary'], component: () => import('@/pages/chat') };

/** Demo mode only: every shared picker on one page (hidden from the menu). */
const pickerGallery: ScreenDeclaration = {
  path: 'picker-gallery',
  hidden: true,
  everyone: true,
  component: () => import('@/pages/picker-gallery'),
};

/** Every screen of the console, in menu order (spec §2). */
export const screens: readonly ScreenDeclaration[] = [
  dashboard,
  goodsArea,
  orderArea,
  operations,
  statistics,
  setting,
  backstageTask,
  chat,
  // The global literal, so that a build with the demo off drops the gallery.
  ...(__DEMO_MODE__ ? [pickerGallery] : []),
];
