/** The local copy of a half-filled form (survives an accidental reload), in localStorage, the user's own. */
import { storage as session } from '@/session/storage';
import { localStore, readStored } from '@/session/stored-state';
import { isOptionalString, isRecord, isStringArray } from '@/utils/guards';
import type { ChosenCategory, PublishFormValues } from './types';

const PREFIX = 'goodsPublish.localDraft.';

export interface LocalDraft {
  values: PublishFormValues;
  category: ChosenCategory | null;
  /** ms */
  saved_at: number;
}

/**
 * 'new' for a new goods, the goods id, or `draft-{id}` for a server draft; under the signed-in user's key,
 * so that an unsaved draft is never offered to the next user of this browser.
 */
export const localDraftKey = (goodsId: string | undefined, isDraft: boolean): string =>
  session.userKey(PREFIX + (!goodsId ? 'new' : isDraft ? `draft-${goodsId}` : goodsId));

const TEXT_FIELDS = [
  'expired_date', 'goods_name', 'sn', 'brand_id', 'shop_cat_id', 'price', 'mktprice', 'cost', 'supplier_price', 'weight',
  'goods_video', 'intro', 'template_id', 'page_title', 'meta_keywords', 'meta_description', 'exchange_point',
] as const;

/** A cleared antd field holds null or nothing. */
const isText = (v: unknown) => v === null || isOptionalString(v);
const listOf = (v: unknown, item: (x: unknown) => boolean) => v === undefined || (Array.isArray(v) && v.every(item));
const isGalleryImage = (v: unknown) => isRecord(v) && typeof v.img_id === 'string' && typeof v.original === 'string';
const isIntroBlock = (v: unknown) => isRecord(v) && (v.type === 'text' || v.type === 'image') && typeof v.content === 'string';
const isCategory = (v: unknown): v is ChosenCategory =>
  isRecord(v) && typeof v.id === 'string' && typeof v.name === 'string' && isStringArray(v.ids);

/** Every field the form would be filled with, checked: a draft that fails is dropped, never restored. */
export function asLocalDraft(value: unknown): LocalDraft | undefined {
  if (!isRecord(value) || !isRecord(value.values) || typeof value.saved_at !== 'number') return undefined;
  const v = value.values;
  const valid =
    (v.goods_type === 'NORMAL' || v.goods_type === 'VIRTUAL') &&
    TEXT_FIELDS.every((field) => isText(v[field])) &&
    listOf(v.gallery, isGalleryImage) &&
    listOf(v.intro_list, isIntroBlock) &&
    (v.params === undefined || (isRecord(v.params) && Object.values(v.params).every(isText))) &&
    (v.point_disable === undefined || typeof v.point_disable === 'boolean') &&
    (value.category === null || isCategory(value.category));
  return valid ? (value as unknown as LocalDraft) : undefined;
}

export const readLocalDraft = (key: string): LocalDraft | null => readStored(key, asLocalDraft) ?? null;

/** Any screen's local copy (the publish form's, the SKU matrix's), stamped with when it was kept. */
export function writeLocalDraft<T extends object = Omit<LocalDraft, 'saved_at'>>(key: string, draft: T, now = Date.now()): void {
  try {
    localStore()?.setItem(key, JSON.stringify({ ...draft, saved_at: now }));
  } catch {
    /* full or unavailable: the form still works */
  }
}

export function clearLocalDraft(key: string): void {
  try {
    localStore()?.removeItem(key);
  } catch {
    /* unavailable: nothing was kept */
  }
}
