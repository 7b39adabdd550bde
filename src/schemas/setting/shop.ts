/**
 * The shop's own settings (api reference §8.1, §8.3): the shop form of `seller/shops/detail` →
 * `PUT seller/shops/edit`, the stock-warning threshold, the invoice types, the redeem password.
 */
import type { FormPart } from '@/engine/form/types';
import { recordWith } from '@/validation/answer-shape';
import type { FieldSchema, FormValues, RuleSpec, Schema } from '../types';

type Field = FieldSchema<FormValues>;

// The reference (§8.1) states no length, format, bound or required field of the shop form: each is a
// hint (a warning at the field), so a shop whose record lacks one (or holds a longer one) still saves;
// the server's own refusal is mapped onto the field. What blocks: the shop's name (it names the shop
// everywhere), and the mobile and region pickers' own required rules (spec §5).
const nonBlank = (max: number): RuleSpec[] => [{ kind: 'nonBlank', warn: true }, { kind: 'maxLength', value: max, warn: true }];
const text = (key: string, max: number, extra: Partial<Field> = {}): Field => ({ key, label: `setting:shop.${key}`, type: 'text', form: { rules: nonBlank(max) }, ...extra });
const pattern = (key: string, max: number, value: RegExp): Field =>
  text(key, max, { form: { rules: [...nonBlank(max), { kind: 'pattern', value, message: `setting:shop.bad.${key}`, warn: true }] } });
const required = (key: string, type: Field['type'], extra: Partial<Field> = {}): Field => ({ key, label: `setting:shop.${key}`, type, form: { rules: [{ kind: 'required' }] }, ...extra });
const wanted = (key: string, type: Field['type'], extra: Partial<Field> = {}): Field => ({ key, label: `setting:shop.${key}`, type, form: { rules: [{ kind: 'required', warn: true }] }, ...extra });
/** An address of the record: its level fields under `prefix`, sent as the region JSON `<prefix>_region`. */
const region = (prefix: string): Field => required(`${prefix}_region`, 'address', { props: { prefix } });

/** The shop form, section by section (UI61 `shopEdit.vue`; the server's checks in the same order). */
/** The shop's record (`seller/shops`, `seller/shops/detail`, api reference §8.1): both name the shop. */
export const shopShape = recordWith({ shop_name: 'string' });

export const shopFields: Schema<FormValues> = [
  { key: 'shop_logo', label: 'setting:shop.shop_logo', type: 'image', form: { extra: 'setting:shop.logoHint' } },
  { key: 'shop_name', label: 'setting:shop.shop_name', type: 'text', form: { rules: [{ kind: 'nonBlank' }, { kind: 'maxLength', value: 50, warn: true }] } },
  { key: 'shop_desc', label: 'setting:shop.shop_desc', type: 'textarea', form: { rules: [{ kind: 'maxLength', value: 9999, warn: true }] } },
  text('link_name', 50),
  required('link_phone', 'mobile'),
  region('shop'),
  text('shop_add', 200),

  text('company_name', 200),
  text('company_address', 200),
  pattern('company_phone', 20, /^[0-9+\-() ]{5,20}$/),
  pattern('company_email', 50, /^[\w.+-]+@[\w-]+(\.[\w-]+)+$/),
  wanted('employee_num', 'number', { form: { rules: [{ kind: 'required', warn: true }, { kind: 'integer', warn: true }, { kind: 'range', min: 1, max: 99_999_999, warn: true }] } }),
  wanted('reg_money', 'money', { form: { rules: [{ kind: 'required', warn: true }, { kind: 'range', min: 0.01, max: 9_999_999.99, warn: true }, { kind: 'decimals', value: 2, warn: true }], extra: 'setting:shop.regMoneyHint' } }),

  text('legal_name', 200),
  pattern('legal_id', 50, /^(\d{15}|\d{17}[\dXx])$/),
  wanted('legal_img', 'image'),
  text('license_num', 50),
  region('license'),
  text('license_add', 200),
  wanted('establish_date', 'date'),
  wanted('licence_start', 'date'),
  { key: 'licence_end', label: 'setting:shop.licence_end', type: 'date', form: { rules: [{ kind: 'greaterThan', field: 'licence_start', message: 'setting:shop.bad.licence_end', warn: true }], extra: 'setting:shop.permanentHint' } },
  { ...text('scope', 500), type: 'textarea' },
  wanted('licence_img', 'image'),

  text('bank_account_name', 200),
  pattern('bank_number', 30, /^\d{8,30}$/),
  text('bank_name', 200),
  region('bank'),
  wanted('bank_img', 'image'),

  {
    key: 'goods_management_category',
    label: 'setting:shop.goods_management_category',
    type: 'checkTree',
    options: 'businessCategories',
    props: { depth: 1, joined: true },
    form: { rules: [{ kind: 'required', warn: true }], extra: 'setting:shop.categoriesHint' },
  },
];

export const shopSections: FormPart[] = [
  { key: 'profile', title: 'setting:shop.section.profile', fields: ['shop_logo', 'shop_name', 'shop_desc', 'link_name', 'link_phone', 'shop_region', 'shop_add'] },
  { key: 'company', title: 'setting:shop.section.company', fields: ['company_name', 'company_address', 'company_phone', 'company_email', 'employee_num', 'reg_money'] },
  {
    key: 'licence',
    title: 'setting:shop.section.licence',
    fields: ['legal_name', 'legal_id', 'legal_img', 'license_num', 'license_region', 'license_add', 'establish_date', 'licence_start', 'licence_end', 'scope', 'licence_img'],
  },
  { key: 'bank', title: 'setting:shop.section.bank', fields: ['bank_account_name', 'bank_number', 'bank_name', 'bank_region', 'bank_img'] },
  { key: 'categories', title: 'setting:shop.section.categories', fields: ['goods_management_category'] },
];

/** The stock-warning threshold: required (api reference §8.3), a whole count (`warning_count`, read back as `goods_warning_count`); its bounds are hints. */
export const warningFields: Schema<FormValues> = [
  {
    key: 'warning_count',
    label: 'setting:warning.count',
    type: 'number',
    form: { rules: [{ kind: 'required' }, { kind: 'integer' }, { kind: 'range', min: 1, max: 99_999_999, warn: true }], extra: 'setting:warning.hint' },
  },
];

/** The invoice types the shop issues (each 0/1). */
export const invoiceFields: Schema<FormValues> = (['ordin_receipt_status', 'elec_receipt_status', 'tax_receipt_status'] as const).map((key) => ({
  key,
  label: `setting:invoice.${key}`,
  type: 'switch',
  form: { extra: `setting:invoice.${key}Hint` },
}));

/** The redeem password: 6 letters or digits, typed twice (sent as its MD5). */
export const passwordFields: Schema<FormValues> = [
  {
    key: 'redeem_password',
    label: 'setting:password.password',
    type: 'password',
    form: { rules: [{ kind: 'required' }, { kind: 'pattern', value: /^[A-Za-z0-9]{6}$/, message: 'setting:password.rule' }] },
  },
  {
    key: 'confirm_password',
    label: 'setting:password.confirm',
    type: 'password',
    form: {
      rules: [
        { kind: 'required' },
        { kind: 'check', check: (value, values) => (value !== values.redeem_password ? 'setting:password.mismatch' : undefined) },
      ],
    },
  },
];
