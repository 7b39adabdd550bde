import { lazyScreens, type ScreenDeclaration } from '@/engine/declare';
import { tasksHead } from './families';

// The family's schema and list configs load with its first screen opened, not with the shell.
const tasks = lazyScreens(() => import('./tasks'));

export const backstageTask: ScreenDeclaration = {
  path: 'backstage-task',
  name: 'backstageTask',
  icon: 'task',
  redirect: 'derive-record',
  restricted: true,
  children: [
    { path: 'derive-record', restricted: true, screen: tasks.list(tasksHead, (m) => m.tasks.list(m.taskList('EXPORT'))) },
    { path: 'import-record', restricted: true, screen: tasks.list(tasksHead, (m) => m.tasks.list(m.taskList('IMPORT'))) },
  ],
};
