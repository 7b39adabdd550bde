/** Staff (clerks) and roles of the shop (api reference §8.6, §8.7). */
import { Tag } from 'antd';
import { t } from '@/i18n';
import { recordWith } from '@/validation/answer-shape';
import type { EnumOption, FormValues, RuleSpec, Schema } from '../types';

export interface ClerkRow {
  clerk_id: string;
  uname: string;
  mobile: string;
  email: string;
  role: string;
  role_id: string;
  /** 1: the shop owner (role not editable) */
  founder: number;
  /** 0 active, −1 disabled */
  user_state: number;
  [key: string]: unknown;
}

export const CLERK_STATES: readonly EnumOption[] = [
  { value: 0, label: 'setting:staff.active', color: 'green' },
  { value: -1, label: 'setting:staff.disabledState', color: 'red' },
];

export const clerkSchema: Schema<ClerkRow> = [
  { key: 'keyword', label: 'setting:staff.keyword', type: 'text', search: true },
  {
    key: 'uname',
    label: 'setting:staff.uname',
    type: 'text',
    column: true,
    render: (row) => (
      <span>
        {row.uname} {Number(row.founder) === 1 && <Tag color="gold">{t('setting:staff.owner')}</Tag>}
      </span>
    ),
  },
  { key: 'mobile', label: 'setting:staff.mobile', type: 'text', column: true },
  { key: 'email', label: 'setting:staff.email', type: 'text', column: true },
  { key: 'role', label: 'setting:staff.role', type: 'text', column: true },
  { key: 'user_state', label: 'setting:staff.state', type: 'enum', enum: CLERK_STATES, column: true },
];

/** UI61 `shopAssistant.vue`: 2–20 Chinese characters, letters, digits or _, not digits only (a hint: the reference states no rule). */
const USERNAME = /^(?![0-9]+$)[\u4e00-\u9fa5_0-9A-Za-z]{2,20}$/;
/** api reference §8.6: 6–20 of letters, digits and `!#$%^&*.~,`. */
export const CLERK_PASSWORD = /^[A-Za-z0-9!#$%^&*.~,]{6,20}$/;
/** A hint: the reference (§8.6) states no e-mail format. */
const EMAIL = /^[\w.+-]+@[\w-]+(\.[\w-]+)+$/;

const role = { key: 'role_id', label: 'setting:staff.role', type: 'enum', options: 'shopRoles', form: { rules: [{ kind: 'required' }] as RuleSpec[] } } as const;
const email = { key: 'email', label: 'setting:staff.email', type: 'text', form: { rules: [{ kind: 'nonBlank' }, { kind: 'pattern', value: EMAIL, message: 'setting:staff.badEmail', warn: true }] as RuleSpec[] } } as const;
const password = (required: boolean) =>
  ({
    key: 'password',
    label: 'setting:staff.password',
    type: 'password',
    form: {
      rules: [...(required ? [{ kind: 'required' } as const] : []), { kind: 'pattern', value: CLERK_PASSWORD, message: 'setting:staff.badPassword' }] as RuleSpec[],
      extra: required ? 'setting:staff.passwordHint' : 'setting:staff.passwordKeep',
    },
  }) as const;

/** An existing platform member joins with a role. */
export const existingMemberFields: Schema<FormValues> = [role];

/** A new platform account: user name, password, e-mail and role. */
export const newAccountFields: Schema<FormValues> = [
  { key: 'uname', label: 'setting:staff.uname', type: 'text', form: { rules: [{ kind: 'nonBlank' }, { kind: 'pattern', value: USERNAME, message: 'setting:staff.badUname', warn: true }] } },
  password(true),
  email,
  role,
];

/** Editing a clerk: role, e-mail, and a new password only when one is typed. */
export const editClerkFields: Schema<FormValues> = [role, email, password(false)];

export interface RoleRow {
  role_id: string;
  role_name: string;
  role_describe: string;
  menus?: unknown;
  [key: string]: unknown;
}

/** A role's record (api reference §8.7, `ShopRoleVO`): its id, name and menus tree; the form edits all three. */
export const roleShape = recordWith({ role_id: 'id', role_name: 'string', menus: 'array' });

export const roleSchema: Schema<RoleRow> = [
  // The reference sets no limit on a role's name (only its description's, 200): UI61's 10 is a hint.
  { key: 'role_name', label: 'setting:role.name', type: 'text', column: true, form: { rules: [{ kind: 'nonBlank' }, { kind: 'maxLength', value: 10, warn: true }] } },
  { key: 'role_describe', label: 'setting:role.describe', type: 'textarea', props: { maxLength: 200 }, column: true, form: { rules: [{ kind: 'maxLength', value: 200 }] } },
  { key: 'menus', label: 'setting:role.menus', type: 'permissionTree', form: { rules: [{ kind: 'required' }], extra: 'setting:role.menusHint' } },
];

/** The number check before a clerk is added: the mobile, the image captcha, the SMS code. */
export const verifyFields: Schema<FormValues> = [
  { key: 'mobile', label: 'setting:staff.mobile', type: 'mobile', form: { rules: [{ kind: 'required' }] } },
  { key: 'captcha', label: 'setting:staff.captcha', type: 'text', form: { rules: [{ kind: 'nonBlank' }, { kind: 'maxLength', value: 8, warn: true }] } },
  { key: 'sms_code', label: 'setting:staff.smsCode', type: 'text', form: { rules: [{ kind: 'nonBlank' }, { kind: 'pattern', value: /^\d{4,8}$/, message: 'setting:staff.badSmsCode', warn: true }] } },
];

/** A number as the API takes it: `<calling code>,<number>` with a calling code, else the number. */
export const apiMobile = (value: unknown) => {
  const match = /^\+(\d+)\s*(.*)$/.exec(String(value ?? '').trim());
  return match ? `${match[1]},${match[2]!.trim()}` : String(value ?? '').trim();
};
