/**
 * Where a tap on an image or a text leads (page schema version 2; README "Page JSON"). Typed, because the
 * buyer site's path of a micro-page is not documented: a page is kept by its id (and its name, to show),
 * never as a guessed URL; the shop front turns a link into its own path. Ids are decimal strings (64-bit).
 */
import { validateAction, validateIdText, type ActionError, type ActionType } from '@/components/pickers';
import { isRecord } from '@/utils/guards';

export type Link =
  | { type: 'url'; url: string }
  | { type: 'page'; id: string; name: string }
  | { type: 'goods'; id: string; name: string }
  | { type: 'keyword'; keyword: string }
  | { type: 'shop'; id: string }
  | { type: 'category'; id: string };

export type LinkType = Link['type'];

/** In the order the link dialog offers them. */
export const LINK_TYPES: readonly LinkType[] = ['url', 'page', 'goods', 'keyword', 'shop', 'category'];

/** An id as stored: digits, or a safe integer written as a number by hand (never a rounded one: `parseJson` gives those as strings). */
export const idText = (value: unknown): string | null => {
  const text = typeof value === 'number' && Number.isSafeInteger(value) ? String(value) : value;
  return typeof text === 'string' && !validateIdText(text) ? text.trim() : null;
};
const text = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * A link read from page JSON (which may come from anywhere): the right shape, or null (no link). A
 * link of a type this editor does not know is not one it can show or follow: null too.
 */
export function readLink(value: unknown): Link | null {
  if (!isRecord(value)) return null;
  switch (value.type) {
    case 'url':
      return typeof value.url === 'string' && !validateAction({ opt_type: 'URL', opt_value: value.url }) ? { type: 'url', url: value.url } : null;
    case 'page':
    case 'goods': {
      const id = idText(value.id);
      return id ? { type: value.type, id, name: text(value.name) } : null;
    }
    case 'keyword':
      return typeof value.keyword === 'string' && value.keyword.trim() ? { type: 'keyword', keyword: value.keyword } : null;
    case 'shop':
    case 'category': {
      const id = idText(value.id);
      return id ? { type: value.type, id } : null;
    }
    default:
      return null;
  }
}

/**
 * Version 1's spec action (`opt_type`, `opt_value`) as a link: null for NONE; undefined when it cannot
 * be read (an unknown type, a value that breaks its rule), so that the migration keeps it as it was.
 */
export function linkFromAction(optType: unknown, optValue: unknown): Link | null | undefined {
  if (optType === 'NONE' || optType === undefined || optType === null || optType === '') return null;
  const value = typeof optValue === 'number' && Number.isSafeInteger(optValue) ? String(optValue) : optValue;
  if (typeof value !== 'string' || validateAction({ opt_type: optType as ActionType, opt_value: value })) return undefined;
  const v = value.trim();
  switch (optType) {
    case 'URL':
      return { type: 'url', url: v };
    case 'GOODS':
      return { type: 'goods', id: v, name: '' };
    case 'KEYWORD':
      return { type: 'keyword', keyword: v };
    case 'SHOP':
      return { type: 'shop', id: v };
    case 'CATEGORY':
      return { type: 'category', id: v };
    default:
      return undefined;
  }
}

/** What the link dialog holds while the seller edits: every type's value, so that switching type loses nothing. */
export interface LinkDraft {
  type: LinkType | 'none';
  url: string;
  keyword: string;
  shop: string;
  category: string;
  page: { id: string; name: string } | null;
  goods: { id: string; name: string } | null;
}

export const draftOf = (link: Link | null): LinkDraft => ({
  type: link?.type ?? 'none',
  url: link?.type === 'url' ? link.url : '',
  keyword: link?.type === 'keyword' ? link.keyword : '',
  shop: link?.type === 'shop' ? link.id : '',
  category: link?.type === 'category' ? link.id : '',
  page: link?.type === 'page' ? { id: link.id, name: link.name } : null,
  goods: link?.type === 'goods' ? { id: link.id, name: link.name } : null,
});

/** Message keys: the shared pickers' action rules (namespace pickers), and the choices (namespace decoration). */
export type LinkError = `pickers:${ActionError}` | 'decoration:link.pageRequired' | 'decoration:link.goodsRequired';

const ACTION_OF = { url: 'URL', keyword: 'KEYWORD', shop: 'SHOP', category: 'CATEGORY' } as const;

/** The draft as a link, by the rules of spec §5 (a URL starts with a single /; ids are positive and at most 2^63−1). */
export function linkOfDraft(draft: LinkDraft): { link: Link | null } | { error: LinkError } {
  switch (draft.type) {
    case 'none':
      return { link: null };
    case 'page':
      return draft.page ? { link: { type: 'page', ...draft.page } } : { error: 'decoration:link.pageRequired' };
    case 'goods':
      return draft.goods ? { link: { type: 'goods', ...draft.goods } } : { error: 'decoration:link.goodsRequired' };
    default: {
      const value = draft[draft.type].trim();
      const error = validateAction({ opt_type: ACTION_OF[draft.type], opt_value: value });
      if (error) return { error: `pickers:${error}` };
      const link = linkFromAction(ACTION_OF[draft.type], value);
      return { link: link ?? null };
    }
  }
}
