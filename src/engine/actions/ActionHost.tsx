import { lazy, Suspense } from 'react';
import type { useActions } from './use-actions';

// An action's form (the engine's inputs) and the bulk results load with the first one shown, not with
// every list and record page.
const ActionFormModal = lazy(() => import('./ActionFormModal').then((m) => ({ default: m.ActionFormModal })));
const BulkResults = lazy(() => import('./BulkResults').then((m) => ({ default: m.BulkResults })));

/** The dialogs of a screen's actions: forms, bespoke dialogs, bulk results. */
export function ActionHost({ actions, onDone }: { actions: ReturnType<typeof useActions>; onDone: () => void }) {
  const Dialog = actions.dialog?.action.dialog;
  return (
    <>
      {actions.form && (
        <Suspense>
          <ActionFormModal action={actions.form.action} rows={actions.form.rows} onCancel={actions.closeForm} onSubmit={actions.submitForm} />
        </Suspense>
      )}
      {Dialog && actions.dialog && (
        <Suspense>
          <Dialog
            records={actions.dialog.rows}
            onClose={actions.closeDialog}
            onDone={() => {
              actions.dialogDone();
              onDone();
            }}
          />
        </Suspense>
      )}
      {actions.results && (
        <Suspense>
          <BulkResults action={actions.results.action} rows={actions.results.rows} onClose={actions.closeResults} />
        </Suspense>
      )}
    </>
  );
}
