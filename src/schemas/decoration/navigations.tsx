/** The shop's navigation entries (BE722 `NavigationDO`; docs/api/decoration.md §2). */
import { Tag } from 'antd';
import { t } from '@/i18n';
import type { Schema } from '../types';

export interface NavigationRow {
  id: string;
  name: string;
  /** 1 shown, 0 hidden (the original's naming). */
  disable: number;
  sort: number;
  nav_url: string;
  /** 1 opens in a new window. */
  target: number;
  [key: string]: unknown;
}

export const NAV_NAME_MAX = 20;
export const NAV_URL_MAX = 255;
export const NAV_SORT_MAX = 99999;

/** The server takes a full http(s) address (the shop front's navigation may lead anywhere). */
export const fullUrl = (value: unknown) => {
  const text = String(value ?? '').trim();
  if (!text) return undefined;
  try {
    const url = new URL(text);
    return (url.protocol === 'http:' || url.protocol === 'https:') && /^https?:\/\/[^/\s]/i.test(text) ? undefined : 'decoration:nav.urlRule';
  } catch {
    return 'decoration:nav.urlRule';
  }
};

const on = (value: unknown) => Number(value) === 1;

export const navigationSchema: Schema<NavigationRow> = [
  { key: 'name', label: 'decoration:nav.name', type: 'text', column: true, form: { rules: [{ kind: 'nonBlank' }, { kind: 'maxLength', value: NAV_NAME_MAX }] } },
  {
    key: 'nav_url',
    label: 'decoration:nav.url',
    type: 'text',
    column: true,
    form: { placeholder: 'decoration:nav.urlPlaceholder', rules: [{ kind: 'nonBlank' }, { kind: 'maxLength', value: NAV_URL_MAX }, { kind: 'check', check: fullUrl }], extra: 'decoration:nav.urlHint' },
  },
  { key: 'sort', label: 'decoration:nav.sort', type: 'number', column: true, form: { initial: 0, rules: [{ kind: 'required' }, { kind: 'integer' }, { kind: 'range', min: 0, max: NAV_SORT_MAX }], extra: 'decoration:nav.sortHint' } },
  { key: 'disable', label: 'decoration:nav.display', type: 'switch', column: true, form: { initial: 1 },
    render: (row) => (on(row.disable) ? <Tag color="green">{t('decoration:nav.shown')}</Tag> : <Tag>{t('decoration:nav.hidden')}</Tag>) },
  { key: 'target', label: 'decoration:nav.target', type: 'switch', column: true, form: { initial: 0 },
    render: (row) => t(on(row.target) ? 'decoration:nav.newWindow' : 'decoration:nav.sameWindow') },
];
