// The download of a task's file is the engine's (the export notice saves it too).
export { downloadFile, fileNameOf } from '@/engine/tasks/download';
