/**
 * A server export, followed where the user is: one notice per export shows its task's state (created,
 * running with a moving bar, its file once ready, or why it failed) and links the export records.
 * The notice outlives the screen that started it: an export takes as long as it takes.
 */
import { useInvalidate } from '@refinedev/core';
import { createElement, useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { canOpen } from '@/providers/access-control-provider';
import { sessionHasEnded } from '@/api/session-events';
import { useFeedback } from '@/components/feedback/feedback';
import type { ApiCallSpec } from '@/providers/use-api-call';
import { useCall } from '../data/use-call';
import { followExport, type ExportProgress } from './export-task';
import { addFollowed } from './followed-exports';
import { EXPORT_RECORDS_PATH, ExportNotice } from './ExportNotice';

let notices = 0;

export function useServerExport() {
  const call = useCall();
  const invalidate = useInvalidate();
  const { message } = useFeedback();
  const { t } = useTranslation('engine');

  return useCallback(
    /** Sends the export call and follows its task; rejects when the call fails (the client has said why). */
    async (spec: ApiCallSpec, moduleType: string): Promise<ExportProgress> => {
      const key = `export-task-${++notices}`;
      const stop = new AbortController();
      const ended = addFollowed(stop);
      const close = () => {
        stop.abort();
        message.destroy(key);
      };
      const records = canOpen('deriveRecord') ? EXPORT_RECORDS_PATH : undefined;
      const show = (progress: ExportProgress) => {
        // Closed: it shows no more.
        if (stop.signal.aborted) return;
        // The new task shows in the export records, wherever they are open.
        if (progress.phase === 'created') void invalidate({ resource: 'tasks', invalidates: ['resourceAll'] });
        const ended = progress.phase === 'success' || progress.phase === 'error' || progress.phase === 'unfollowed';
        message.open({
          key,
          type: progress.phase === 'error' ? 'error' : ended ? 'success' : 'loading',
          // It stays while the task runs; once ended it stays long enough to take the file.
          duration: ended ? 30 : 0,
          content: createElement(ExportNotice, {
            progress,
            records,
            fileName: `${moduleType}.xlsx`,
            onClose: close,
            onSaveFailed: () => void message.error(t('list.exportTask.saveFailed')),
          }),
        });
      };
      try {
        // A signed-out session follows nothing more.
        const calling: typeof call = (next) => {
          if (sessionHasEnded()) stop.abort();
          return call(next);
        };
        const end = await followExport({ call: calling, spec, moduleType, onProgress: show, signal: stop.signal });
        // The records show the end state too.
        void invalidate({ resource: 'tasks', invalidates: ['resourceAll'] });
        return end;
      } catch (error) {
        message.destroy(key);
        throw error;
      } finally {
        ended();
      }
    },
    [call, invalidate, message, t],
  );
}
