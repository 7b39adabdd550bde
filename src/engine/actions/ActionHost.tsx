import { Suspense } from 'react';
import { ActionFormModal } from './ActionFormModal';
import { BulkResults } from './BulkResults';
import type { useActions } from './use-actions';

/** The dialogs of a screen's actions: forms, bespoke dialogs, bulk results. */
export function ActionHost({ actions, onDone }: { actions: ReturnType<typeof useActions>; onDone: () => void }) {
  const Dialog = actions.dialog?.action.dialog;
  return (
    <>
      {actions.form && (
        <ActionFormModal action={actions.form.action} rows={actions.form.rows} onCancel={actions.closeForm} onSubmit={actions.submitForm} />
      )}
      {Dialog && actions.dialog && (
        <Suspense>
          <Dialog records={actions.dialog.rows} onClose={actions.closeDialog} onDone={onDone} />
        </Suspense>
      )}
      {actions.results && <BulkResults action={actions.results.action} rows={actions.results.rows} onClose={actions.closeResults} />}
    </>
  );
}
