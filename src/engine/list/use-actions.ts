import { App } from 'antd';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useCall } from '../use-call';
import type { Action, Row } from './types';

export interface PendingPrompt {
  action: Action;
  rows: Row[];
}

/**
 * Runs a list's actions: a link navigates; a dialog opens; otherwise the prompt (a reason) or the
 * confirmation comes first, then the call, then the list reloads.
 */
export function useActions(rowKey: string, onChanged: () => void) {
  const { t } = useTranslation(['engine', 'goods']);
  const { modal, message } = App.useApp();
  const navigate = useNavigate();
  const call = useCall();
  const [prompt, setPrompt] = useState<PendingPrompt | null>(null);
  const [dialog, setDialog] = useState<PendingPrompt | null>(null);
  const [busy, setBusy] = useState(false);

  const execute = useCallback(
    async (action: Action, rows: Row[], input: Record<string, string> = {}) => {
      const ids = rows.map((r) => String(r[rowKey]));
      setBusy(true);
      try {
        if (action.run) await action.run(ids, rows, call);
        else if (action.request) await call(action.request(ids, input));
        void message.success(t('engine:list.done'));
        onChanged();
        return true;
      } catch {
        // The api client has shown the server's message; the list stays as it was.
        return false;
      } finally {
        setBusy(false);
      }
    },
    [call, message, onChanged, rowKey, t],
  );

  const trigger = useCallback(
    (action: Action, rows: Row[]) => {
      if (!rows.length) return;
      if (action.to) navigate(action.to(rows[0]!));
      else if (action.dialog) setDialog({ action, rows });
      else if (action.prompt) setPrompt({ action, rows });
      else if (action.confirm)
        modal.confirm({
          title: t('engine:list.confirmTitle'),
          content: t(action.confirm, { count: rows.length }),
          okButtonProps: { danger: action.danger },
          onOk: () => execute(action, rows),
        });
      else void execute(action, rows);
    },
    [execute, modal, navigate, t],
  );

  return {
    trigger,
    busy,
    prompt,
    closePrompt: () => setPrompt(null),
    submitPrompt: async (input: Record<string, string>) => {
      if (prompt && (await execute(prompt.action, prompt.rows, input))) setPrompt(null);
    },
    dialog,
    closeDialog: () => setDialog(null),
  };
}
