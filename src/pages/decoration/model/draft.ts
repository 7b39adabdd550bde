/**
 * The local draft of a page: every change is written to the browser's storage at once, so that a crash
 * or a closed tab loses nothing; a save clears it. A draft remembers which server version it was made on.
 */
import type { PageDocument } from '@/schemas/decoration/page-document';
import { migrate } from './document';

export interface PageDraft {
  doc: PageDocument;
  /** `modify_time` of the server's page the draft started from. */
  base: number | null;
  /** unix ms of the last change. */
  at: number;
}

/** Per shop and page: two shops signed in one after another in one browser keep their drafts apart. */
export const draftKey = (shopId: string, pageId: string) => `seller-decoration-draft:${shopId}:${pageId}`;

export interface DraftStore {
  read(key: string): PageDraft | null;
  write(key: string, draft: PageDraft): boolean;
  clear(key: string): void;
}

const isDraft = (value: unknown): value is PageDraft =>
  Boolean(value) && typeof value === 'object' && Array.isArray((value as PageDraft).doc?.widgets) && typeof (value as PageDraft).at === 'number';

/** A draft store over a Web Storage (localStorage); a full or refused storage is reported, not thrown. */
export function webDraftStore(storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>): DraftStore {
  return {
    read(key) {
      try {
        const value: unknown = JSON.parse(storage.getItem(key) ?? 'null');
        // A draft written by an older editor is read the way a stored page is: migrated.
        return isDraft(value) ? { ...value, doc: migrate(value.doc) } : null;
      } catch {
        return null;
      }
    },
    write(key, draft) {
      try {
        storage.setItem(key, JSON.stringify(draft));
        return true;
      } catch {
        return false;
      }
    },
    clear(key) {
      storage.removeItem(key);
    },
  };
}

/** A draft is worth offering when it differs from what the server has. */
export const draftDiffers = (draft: PageDraft | null, serverDoc: PageDocument): draft is PageDraft =>
  Boolean(draft) && JSON.stringify(draft!.doc) !== JSON.stringify(serverDoc);
