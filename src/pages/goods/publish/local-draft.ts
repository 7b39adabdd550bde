/** The local copy of a half-filled form (survives an accidental reload), in localStorage. */
import type { ChosenCategory, PublishFormValues } from './types';

const PREFIX = 'goodsPublish.localDraft.';

export interface LocalDraft {
  values: PublishFormValues;
  category: ChosenCategory | null;
  /** ms */
  saved_at: number;
}

/** 'new' for a new goods, the goods id, or `draft-{id}` for a server draft. */
export const localDraftKey = (goodsId: string | undefined, isDraft: boolean): string =>
  PREFIX + (!goodsId ? 'new' : isDraft ? `draft-${goodsId}` : goodsId);

function store(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

export function readLocalDraft(key: string): LocalDraft | null {
  const raw = store()?.getItem(key);
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as LocalDraft;
    return parsed && typeof parsed === 'object' && parsed.values && typeof parsed.values === 'object' ? parsed : null;
  } catch {
    return null;
  }
}

export function writeLocalDraft(key: string, draft: Omit<LocalDraft, 'saved_at'>, now = Date.now()): void {
  try {
    store()?.setItem(key, JSON.stringify({ ...draft, saved_at: now }));
  } catch {
    /* full or unavailable: the form still works */
  }
}

export function clearLocalDraft(key: string): void {
  store()?.removeItem(key);
}
