/** The local copy of a SKU matrix being edited (survives a closed tab or a reload), under the user's own key. */
import { storage as session } from '@/session/storage';
import { readStored } from '@/session/stored-state';
import { isRecord } from '@/utils/guards';
import { clearLocalDraft, writeLocalDraft } from '../publish/local-draft';
import type { SkuRow, SkuSpec, SpecGroup, SpecValue } from './matrix';

export interface SkuLocalDraft {
  groups: SpecGroup[];
  rows: SkuRow[];
  /** ms */
  saved_at: number;
}

export const skuDraftKey = (goodsId: string): string => session.userKey(`goodsSku.localDraft.${goodsId}`);

const isText = (v: unknown): v is string => typeof v === 'string';
const isValue = (v: unknown): v is SpecValue =>
  isRecord(v) && isText(v.spec_value_name) && isText(v.spec_value_sn) && (v.spec_value_image === undefined || isText(v.spec_value_image));
const isGroup = (v: unknown): v is SpecGroup =>
  isRecord(v) &&
  (v.id === undefined || isText(v.id)) &&
  isText(v.spec_group_name) &&
  isText(v.spec_group_sn) &&
  Array.isArray(v.values) &&
  v.values.every(isValue);
const isSpec = (v: unknown): v is SkuSpec =>
  isRecord(v) && ['spec_group_name', 'spec_group_sn', 'spec_value_name', 'spec_value_sn', 'spec_value_image'].every((k) => isText(v[k]));
const ROW_TEXTS = ['key', 'sku_id', 'sn', 'price', 'cost', 'weight', 'quantity', 'supplier_price'] as const;
const isRow = (v: unknown): v is SkuRow => isRecord(v) && ROW_TEXTS.every((k) => isText(v[k])) && Array.isArray(v.specs) && v.specs.every(isSpec);

/** Every group and row checked: a copy that fails is dropped, never restored. */
export function asSkuLocalDraft(value: unknown): SkuLocalDraft | undefined {
  if (!isRecord(value) || typeof value.saved_at !== 'number') return undefined;
  const { groups, rows } = value;
  if (!Array.isArray(groups) || !groups.every(isGroup) || !Array.isArray(rows) || !rows.every(isRow)) return undefined;
  return { groups, rows, saved_at: value.saved_at };
}

export const readSkuDraft = (key: string): SkuLocalDraft | null => readStored(key, asSkuLocalDraft) ?? null;
export const writeSkuDraft = (key: string, draft: Omit<SkuLocalDraft, 'saved_at'>, now?: number) => writeLocalDraft(key, draft, now);
export const clearSkuDraft = clearLocalDraft;
