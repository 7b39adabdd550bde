/** Logistics companies (api reference §8.4) and freight templates (§8.5). */
import { Tag } from 'antd';
import { i18n, t } from '@/i18n';
import type { EnumOption, FieldSchema, FormValues, Schema } from '../types';
import { areaNames, listStyleOf } from './freight-area';

export interface LogisticsCompany {
  id: string;
  name: string;
  code: string;
  is_waybill: number;
  /** The platform's switch: a CLOSE company cannot be enabled. */
  disabled: 'OPEN' | 'CLOSE';
  form_items?: Array<{ name: string; code: string }>;
}

/** `ShopLogisticsSettingVO`. */
export interface LogisticsRow {
  logistics_company_do: LogisticsCompany;
  /** Enabled by this shop. */
  open: boolean;
  text_fields?: Array<{ name: string; code: string; value?: string }>;
  [key: string]: unknown;
}

const yesNo = (on: boolean, yes: string, no: string, color = 'green') => (on ? <Tag color={color}>{t(yes)}</Tag> : <Tag>{t(no)}</Tag>);

export const companySchema: Schema<LogisticsRow> = [
  { key: 'name', label: 'setting:logistics.name', type: 'text', column: true, render: (row) => row.logistics_company_do.name },
  { key: 'code', label: 'setting:logistics.code', type: 'text', column: true, render: (row) => row.logistics_company_do.code },
  { key: 'is_waybill', label: 'setting:logistics.waybill', type: 'text', column: true, render: (row) => yesNo(Number(row.logistics_company_do.is_waybill) === 1, 'setting:logistics.supported', 'setting:logistics.unsupported', 'blue') },
  {
    key: 'platform',
    label: 'setting:logistics.platform',
    type: 'text',
    column: true,
    render: (row) => yesNo(row.logistics_company_do.disabled === 'OPEN', 'setting:logistics.platformOpen', 'setting:logistics.platformClosed'),
  },
  { key: 'open', label: 'setting:logistics.open', type: 'text', column: true, render: (row) => yesNo(row.open === true, 'setting:logistics.enabled', 'setting:logistics.disabled') },
];

export interface ShipRule {
  first_company: number;
  first_price: number;
  continued_company: number;
  continued_price: number;
  /** JSON string keyed by region id (freight-area.ts) */
  area: string;
  [key: string]: unknown;
}

export interface ShipTemplateRow {
  id: string;
  name: string;
  /** 1 by weight, 2 by piece, 3 by volume */
  type: number;
  is_default: number;
  items: ShipRule[];
  free_items: ShipRule[];
  [key: string]: unknown;
}

export const TEMPLATE_TYPES: readonly EnumOption[] = [
  { value: 1, label: 'setting:template.byWeight' },
  { value: 2, label: 'setting:template.byPiece' },
  { value: 3, label: 'setting:template.byVolume' },
];

const rulesText = (rules: readonly ShipRule[] | undefined) => {
  const style = listStyleOf(i18n.language);
  return (rules ?? []).map((r) => areaNames(r.area, style)).join(style.separator) || '—';
};

const money = (label: string, min: number): FieldSchema<FormValues> => ({
  key: label,
  label: `setting:template.${label}`,
  type: 'money',
  form: { rules: [{ kind: 'required' }, { kind: 'range', min, max: 99_999.99, warn: true }, { kind: 'decimals', value: 2, warn: true }] },
});
const units = (label: string): FieldSchema<FormValues> => ({
  key: label,
  label: `setting:template.${label}`,
  type: 'number',
  props: { min: 0.01, style: { width: 120 } },
  form: { rules: [{ kind: 'required' }, { kind: 'range', min: 0.01, max: 9999, warn: true }, { kind: 'decimals', value: 2, warn: true }] },
});
const area: FieldSchema<FormValues> = { key: 'area', label: 'setting:template.area', type: 'freightArea', form: { rules: [{ kind: 'required' }] } };

/** A charged area: its regions, and the first and continued units with their prices. */
export const chargedRuleFields: Schema<FormValues> = [area, units('first_company'), money('first_price', 0.01), units('continued_company'), money('continued_price', 0)];

export const templateSchema: Schema<ShipTemplateRow> = [
  // The reference sets no limit on a freight template's name: UI61's 15 is a hint.
  { key: 'name', label: 'setting:template.name', type: 'text', column: true, form: { rules: [{ kind: 'nonBlank' }, { kind: 'maxLength', value: 15, warn: true }] } },
  {
    key: 'type',
    label: 'setting:template.type',
    type: 'radio',
    enum: TEMPLATE_TYPES,
    column: true,
    // The charging type is fixed once the template exists.
    form: { rules: [{ kind: 'required' }], initial: 1, readOnly: (values) => Boolean(values.id), extra: 'setting:template.typeHint' },
  },
  { key: 'is_default', label: 'setting:template.default', type: 'text', column: true, render: (row) => (Number(row.is_default) === 1 ? <Tag color="blue">{t('setting:template.isDefault')}</Tag> : '') },
  { key: 'items', label: 'setting:template.items', type: 'group', item: chargedRuleFields, column: true, render: (row) => rulesText(row.items), form: { rules: [{ kind: 'items', min: 1, warn: true }], initial: {} } },
  { key: 'free_items', label: 'setting:template.freeItems', type: 'group', item: [area], column: true, render: (row) => rulesText(row.free_items), form: { initial: {} } },
];
