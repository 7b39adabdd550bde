/** Gifts (赠品) handed out by full-give steps, api reference §6.2. */
import type { Schema } from '../types';

export interface GiftRow {
  gift_id: string | number;
  gift_name: string;
  gift_price: number;
  gift_img: string;
  actual_store: number;
  enable_store?: number;
  create_time?: number;
  [key: string]: unknown;
}

export const giftSchema: Schema<GiftRow> = [
  { key: 'keyword', label: 'promotions:field.giftName', type: 'text', search: true },
  { key: 'gift_img', label: 'promotions:field.giftImage', type: 'image', column: { width: 100 }, form: { rules: [{ kind: 'required' }] } },
  { key: 'gift_name', label: 'promotions:field.giftName', type: 'text', column: true, form: { rules: [{ kind: 'nonBlank' }, { kind: 'maxLength', value: 50, warn: true }] } },
  { key: 'gift_price', label: 'promotions:field.giftPrice', type: 'money', column: true, form: { rules: [{ kind: 'required' }, { kind: 'range', min: 0, max: 99_999_999, warn: true }, { kind: 'decimals', value: 2, warn: true }] } },
  {
    key: 'actual_store',
    label: 'promotions:field.giftStock',
    type: 'number',
    props: { min: 0, precision: 0 },
    column: true,
    form: { extra: 'promotions:hint.giftStock', rules: [{ kind: 'required' }, { kind: 'integer' }, { kind: 'range', min: 0, max: 99_999_999, warn: true }] },
  },
  { key: 'enable_store', label: 'promotions:field.giftAvailable', type: 'number', column: true },
  { key: 'create_time', label: 'promotions:field.createTime', type: 'time', column: true },
];
