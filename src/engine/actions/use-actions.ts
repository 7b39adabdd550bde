import { useInvalidate } from '@refinedev/core';
import { createElement, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useFeedback } from '@/components/feedback/feedback';
import type { FormValues } from '@/schemas/types';
import { fillPath } from '@/utils/api-path';
import { recordId, withId } from '../data/record-id';
import { useCall } from '../data/use-call';
import { apiOf, onePathOf } from '../data/use-record';
import type { Family } from '../declare';
import { useScreenHost } from '../host/screen-host';
import { useServerExport } from '../tasks/use-server-export';
import { allows, formOf } from './flags';
import { SkippedConfirm } from './SkippedConfirm';
import type { Action, Row } from './types';

export interface Pending {
  action: Action;
  rows: Row[];
}

/** One row's outcome of a bulk action. */
export interface RowResult {
  id: string;
  outcome: 'done' | 'failed' | 'skipped';
  /** The server's reason, when it failed. */
  reason?: string;
}

/**
 * Runs a family's actions on rows: a link navigates, a dialog opens; otherwise the action's form (or
 * prompt) or confirmation comes first, then the call. A bulk action applies to the rows whose flags
 * allow it, one call per row when it says so, and reports each row's result. Every write makes the
 * family stale, so the screens showing the rows read them again.
 */
export function useActions(family: Family, onDone?: () => void) {
  const { t } = useTranslation('engine');
  const { modal, message } = useFeedback();
  const navigate = useNavigate();
  const call = useCall(family.name);
  const { shopKind } = useScreenHost();
  const [form, setForm] = useState<Pending | null>(null);
  const [dialog, setDialog] = useState<Pending | null>(null);
  const [results, setResults] = useState<{ action: Action; rows: RowResult[] } | null>(null);
  const [busy, setBusy] = useState(false);
  const invalidate = useInvalidate();
  const serverExport = useServerExport();

  const idOf = useCallback((row: Row) => recordId(family, row), [family]);

  const once = useCallback(
    async (action: Action, rows: Row[], input: FormValues, silent = false) => {
      const ids = rows.map(idOf);
      const ctx = { shopKind };
      if (action.exportTask && action.request) await serverExport(action.request(ids, input, rows, ctx), action.exportTask);
      else if (action.run) await action.run(ids, rows, (spec) => call({ ...spec, silent: silent || spec.silent, invalidates: action.invalidates }), input, ctx);
      else if (action.request) await call({ ...action.request(ids, input, rows, ctx), silent, invalidates: action.invalidates });
    },
    [call, idOf, serverExport, shopKind],
  );

  const execute = useCallback(
    async (action: Action, rows: Row[], input: FormValues = {}, rethrow = false): Promise<boolean> => {
      setBusy(true);
      try {
        if (action.perRow && rows.length > 1) {
          const outcome: RowResult[] = [];
          for (const row of rows) {
            if (!allows(action, row, family)) {
              outcome.push({ id: idOf(row), outcome: 'skipped' });
              continue;
            }
            try {
              await once(action, [row], input, true);
              outcome.push({ id: idOf(row), outcome: 'done' });
            } catch (error) {
              outcome.push({ id: idOf(row), outcome: 'failed', reason: error instanceof Error ? error.message : String(error) });
            }
          }
          setResults({ action, rows: outcome });
          onDone?.();
          return true;
        }
        await once(action, rows, input);
        // An export's notice says what became of it.
        if (!action.exportTask) void message.success(t('list.done'));
        onDone?.();
        if (action.after) navigate(action.after);
        return true;
      } catch (error) {
        // The api client has shown the server's message; a form keeps what the user typed.
        if (rethrow) throw error;
        return false;
      } finally {
        setBusy(false);
      }
    },
    [family, idOf, message, navigate, onDone, once, t],
  );

  /**
   * A link navigates, a dialog opens; otherwise the action's form (or prompt) or confirmation comes first.
   * The selected rows it does not apply to are named in the question, with the reason.
   */
  const open = useCallback(
    (action: Action, rows: Row[], skipped: Row[] = []) => {
      if (action.to) navigate(action.to(rows[0]!));
      else if (action.dialog) setDialog({ action, rows });
      else if (formOf(action)) setForm({ action, rows });
      else if (action.confirm)
        modal.confirm({
          title: t('list.confirmTitle'),
          content: skipped.length
            ? createElement(SkippedConfirm, {
                question: t(action.confirm, { count: rows.length }),
                skipped: [
                  t('list.skipped', { count: skipped.length, names: skipped.map((row) => family.titleOf?.(row) ?? idOf(row)).join('、') }),
                  action.skipReason ? t(action.skipReason) : '',
                ].join(' ').trim(),
              })
            : t(action.confirm, { count: rows.length }),
          okButtonProps: { danger: action.danger },
          onOk: () => execute(action, rows),
        });
      else void execute(action, rows);
    },
    [execute, family, idOf, modal, navigate, t],
  );

  /** The whole record of a summary row, read through the family's one-record call (with its id, whatever the detail names it). */
  const load = useCallback(
    async (row: Row): Promise<Row> => {
      const id = idOf(row);
      return withId(await call<Row>({ url: fillPath(onePathOf(apiOf(family, shopKind)), { id }), method: 'get' }), family.idField, id);
    },
    [call, family, idOf, shopKind],
  );

  const trigger = useCallback(
    (action: Action, selected: Row[]) => {
      // A bulk action acts on the rows that allow it (one call per row reports the others as skipped);
      // a toolbar action acts on no row.
      const rows = action.perRow ? selected : selected.filter((row) => allows(action, row, family));
      if (selected.length && !rows.length) {
        void message.warning(t('list.noneAllowed'));
        return;
      }
      const skipped = action.perRow ? [] : selected.filter((row) => !rows.includes(row));
      // Rows left out are named, with the reason: in the question of a confirmed action, else said before what opens.
      if (skipped.length && !(action.confirm && !action.to && !action.dialog && !formOf(action))) {
        void message.warning(t('list.someSkipped', { count: skipped.length, total: selected.length, action: t(action.label), ids: skipped.map(idOf).join('、') }));
      }
      if (!action.load || rows.length !== 1) return open(action, rows, skipped);
      // The record may have moved on since the list was read: its own flags decide.
      load(rows[0]!).then(
        (record) => (allows(action, record, family) ? open(action, [record]) : void message.warning(t('list.noneAllowed'))),
        () => undefined, // the api client said why
      );
    },
    [family, idOf, load, message, open, t],
  );

  return {
    trigger,
    busy,
    form,
    closeForm: () => setForm(null),
    /** Sends the form's action; rejects with the server's error (the form shows it at its field). */
    submitForm: async (input: FormValues) => {
      if (!form) return;
      await execute(form.action, form.rows, input, true);
      setForm(null);
    },
    dialog,
    closeDialog: () => setDialog(null),
    /**
     * A bespoke dialog saved: what it changed is the family's (and what the action names), so every
     * view of it reads again — a list's expanded tree as much as the dialog's own screen.
     */
    dialogDone: () => {
      const stale = new Set([family.name, ...(dialog?.action.invalidates ?? [])]);
      for (const resource of stale) void invalidate({ resource, invalidates: ['resourceAll'] });
      onDone?.();
    },
    results,
    closeResults: () => setResults(null),
  };
}
