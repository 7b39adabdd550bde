import type { StatusTab } from '@/engine/list/types';
import { ACTIVITY_STATUS_VALUES } from '@/schemas/promotions/status';
import { fillPath } from '@/utils/api-path';

/** Where the promotions group sits (spec §2: operations). */
export const PROMOTIONS = '/operations';

/** A promotions route with a record's id (ids stay text and are encoded as one segment). */
export const routeOf = (route: string, id?: unknown) => (id === undefined ? `${PROMOTIONS}/${route}` : fillPath(`${PROMOTIONS}/${route}/{id}`, { id }));

/**
 * The status tabs of a list (api reference §6): full-cut, full-give and flash sales filter `status` by
 * 0/1/2, single-cut, second-half-price and group buy by WAIT/UNDERWAY/END.
 */
export const statusTabs = (values: 'code' | 'name'): StatusTab[] => [
  { key: 'all', label: 'promotions:tab.all', filters: {} },
  ...ACTIVITY_STATUS_VALUES.map((status, code) => ({ key: status, label: `promotions:status.${status}`, filters: { status: values === 'code' ? code : status } })),
];
