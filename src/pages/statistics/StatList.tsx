import { Card } from 'antd';
import { useMemo } from 'react';
import type { ScreenContext, ScreenSpec } from '@/engine/declare';
import { useScreenHost } from '@/engine/host/screen-host';
import ListScreen from '@/engine/list/ListScreen';
import type { Params } from '@/utils/api-params';

export interface StatListProps {
  /** The list's route-like name (its column settings are kept under it). */
  name: string;
  title: string;
  /** A family's list screen (`family.list(config)`). */
  spec: ScreenSpec;
  /** Filters from outside the list: the page's period. */
  filters?: Params;
  /** Its URL state under this prefix, beside the page's other lists; none: the page's own list, in its own card. */
  prefix?: string;
}

/** An engine list embedded in a statistics page, driven by the page (its period). */
export function StatList({ name, title, spec, filters, prefix }: StatListProps) {
  const host = useScreenHost();
  const ctx = useMemo<ScreenContext>(() => ({ params: {}, shopKind: host.shopKind }), [host.shopKind]);
  const key = JSON.stringify(filters ?? {});
  const config = useMemo(() => (spec.kind === 'list' ? { ...spec.config, fixedFilters: JSON.parse(key) as Params } : undefined), [spec, key]);
  if (!config) return null;
  const list = <ListScreen name={name} title={title} family={spec.family} config={config} ctx={ctx} prefix={prefix} />;
  return prefix ? <Card title={title}>{list}</Card> : list;
}
