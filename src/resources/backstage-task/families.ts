import type { FamilyHead } from '@/engine/declare';

/** What the shell knows of this area's families before their screens load (Refine's resources, permission owners). */
export const tasksHead: FamilyHead = { name: 'tasks', api: { list: 'seller/task' }, idField: 'task_id' };
