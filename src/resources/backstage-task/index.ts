import type { ScreenDeclaration } from '@/engine/declare';

export const backstageTask: ScreenDeclaration = {
  path: 'backstage-task',
  name: 'backstageTask',
  icon: 'task',
  redirect: 'derive-record',
  restricted: true,
  children: [
    { path: 'derive-record', restricted: true },
    { path: 'import-record', restricted: true },
  ],
};
