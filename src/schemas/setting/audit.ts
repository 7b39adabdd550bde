import type { EnumOption } from '../types';

/** The platform's audit of a deposit pay-in or a grade application (api reference §8.2 `auth_status`). */
export const AUTH_STATUSES: readonly EnumOption[] = [
  { value: 'WAIT_AUDIT', label: 'setting:audit.WAIT_AUDIT', color: 'gold' },
  { value: 'PASS_AUDIT', label: 'setting:audit.PASS_AUDIT', color: 'green' },
  { value: 'REFUSE_AUDIT', label: 'setting:audit.REFUSE_AUDIT', color: 'red' },
];

/** A list's tabs by audit state, all first. */
export const auditTabs = [
  { key: 'all', label: 'setting:audit.all', filters: {} },
  ...AUTH_STATUSES.map((s) => ({ key: String(s.value), label: s.label, filters: { auth_status: String(s.value) } })),
];
