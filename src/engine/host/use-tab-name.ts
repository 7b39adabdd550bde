import { fillPath } from '@/utils/api-path';
import { useSingleRecord } from '../data/use-record';
import { useTabLabel } from './screen-host';

/**
 * Where a screen's tab finds its name when the screen's own read does not carry one (the goods of an
 * activity are rows without the activity's name): another record, read by a path from the route's
 * params, and the key of its name. The tab shows the route's id until the name comes, and keeps it if
 * the read fails.
 */
export interface TabName {
  /** The resource the record is cached under (a change there refreshes the name too). */
  resource: string;
  /** Its call, `{param}` from the route (`seller/promotion/seckill/{id}`). */
  path: string;
  /** The key of the name in the answer. */
  field: string;
}

export function useTabName(name: TabName | undefined, params: Record<string, string | undefined>) {
  const { result } = useSingleRecord<Record<string, unknown>>(name?.resource ?? '', name ? fillPath(name.path, params) : '', { enabled: Boolean(name) });
  const label = name ? result?.[name.field] : undefined;
  useTabLabel(typeof label === 'string' && label.trim() ? label : undefined);
}
