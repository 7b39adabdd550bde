import { useCallback, useMemo, useState } from 'react';
import { readStored } from '@/session/stored-state';
import { isRecord, isStringArray } from '@/utils/guards';

export interface ColumnSettings {
  /** Column keys in display order, hidden ones included. */
  order: string[];
  hidden: string[];
}

/** Saved settings applied to the current columns: unknown keys dropped, new columns appended. */
export function applySettings(keys: string[], saved: Partial<ColumnSettings> | undefined, hiddenByDefault: string[] = []): ColumnSettings {
  const known = new Set(keys);
  const order = [...(saved?.order ?? []).filter((k) => known.has(k))];
  for (const key of keys) if (!order.includes(key)) order.push(key);
  const hidden = (saved?.hidden ?? hiddenByDefault).filter((k) => known.has(k));
  return { order, hidden };
}

export function move(settings: ColumnSettings, key: string, delta: -1 | 1): ColumnSettings {
  const order = [...settings.order];
  const from = order.indexOf(key);
  const to = from + delta;
  if (from < 0 || to < 0 || to >= order.length) return settings;
  [order[from], order[to]] = [order[to]!, order[from]!];
  return { ...settings, order };
}

export const toggle = (settings: ColumnSettings, key: string): ColumnSettings => ({
  ...settings,
  hidden: settings.hidden.includes(key) ? settings.hidden.filter((k) => k !== key) : [...settings.hidden, key],
});

/** Stored settings are checked before they are trusted: two lists of column keys, or the entry is dropped. */
export function asColumnSettings(value: unknown): Partial<ColumnSettings> | undefined {
  if (!isRecord(value)) return undefined;
  const { order, hidden } = value;
  if ((order !== undefined && !isStringArray(order)) || (hidden !== undefined && !isStringArray(hidden))) return undefined;
  return { order, hidden };
}

const stored = (key: string) => readStored(key, asColumnSettings);

/** Column show/hide and order, remembered per user and screen in this browser. */
export function useColumnSettings(storageKey: string, keys: string[], hiddenByDefault: string[]) {
  // Read again when the key changes (the user became known).
  const [state, setState] = useState(() => ({ key: storageKey, saved: stored(storageKey) }));
  const saved = state.key === storageKey ? state.saved : stored(storageKey);
  const setSaved = useCallback((next: Partial<ColumnSettings> | undefined) => setState({ key: storageKey, saved: next }), [storageKey]);
  const settings = useMemo(() => applySettings(keys, saved, hiddenByDefault), [keys, saved, hiddenByDefault]);
  const save = useCallback(
    (next: ColumnSettings | undefined) => {
      setSaved(next);
      try {
        if (next) localStorage.setItem(storageKey, JSON.stringify(next));
        else localStorage.removeItem(storageKey);
      } catch {
        // Not remembered; still applied.
      }
    },
    [setSaved, storageKey],
  );
  // The same object while the settings are the same: the list's toolbar renders with them, not with every render of the list.
  return useMemo(
    () => ({
      settings,
      toggle: (key: string) => save(toggle(settings, key)),
      move: (key: string, delta: -1 | 1) => save(move(settings, key, delta)),
      reset: () => save(undefined),
      /** Settings as a saved view keeps them, checked against the columns there are now. */
      set: (next: Partial<ColumnSettings>) => save(applySettings(keys, next, hiddenByDefault)),
    }),
    [hiddenByDefault, keys, save, settings],
  );
}
