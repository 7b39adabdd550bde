/**
 * Everything the console keeps in this browser (tabs, column settings, local drafts, the session cookies)
 * is read through here: parsed and checked at the one place it is read. What fails the check is removed,
 * never trusted, and the user is told once per page load (another tab, an old version or a hand edit may
 * have written it).
 */
export type StoredCheck<T> = (value: unknown) => T | undefined;

type Store = Pick<Storage, 'getItem' | 'removeItem'>;

let dropped = false;
const listeners = new Set<() => void>();

/** localStorage, or nothing where the browser refuses it (privacy modes throw on access). */
export function localStore(): Storage | undefined {
  try {
    return globalThis.localStorage ?? undefined;
  } catch {
    return undefined;
  }
}

/** Says (once) that stored state was dropped. */
export function reportStoredStateDropped(): void {
  if (dropped) return;
  dropped = true;
  listeners.forEach((listener) => listener());
}

/** Hears the first drop of this page load, also one that happened before it subscribed. */
export function onStoredStateDropped(listener: () => void): () => void {
  if (dropped) {
    listener();
    return () => undefined;
  }
  const once = () => {
    listeners.delete(once);
    listener();
  };
  listeners.add(once);
  return () => listeners.delete(once);
}

/** Tests: a new page load. */
export function resetStoredStateNotice(): void {
  dropped = false;
  listeners.clear();
}

/** Parses and checks raw stored text; undefined when it is not valid JSON or fails the check. */
export function checkStored<T>(raw: string, check: StoredCheck<T>): T | undefined {
  try {
    return check(JSON.parse(raw));
  } catch {
    return undefined;
  }
}

/** A stored JSON entry that passes `check`; an entry that does not is removed and reported. */
export function readStored<T>(key: string, check: StoredCheck<T>, store: Store | undefined = localStore()): T | undefined {
  let raw: string | null;
  try {
    raw = store?.getItem(key) ?? null;
  } catch {
    return undefined;
  }
  if (raw === null) return undefined;
  const value = checkStored(raw, check);
  if (value === undefined) {
    try {
      store?.removeItem(key);
    } catch {
      // Unremovable: it is still not used.
    }
    reportStoredStateDropped();
  }
  return value;
}
