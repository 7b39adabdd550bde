import { useCallback, useEffect, useMemo, useState } from 'react';
import { useList } from '@refinedev/core';
import { Cascader } from 'antd';
import { useTranslation } from 'react-i18next';
import { fillPath } from '@/utils/api-path';
import { REFERENCE_STALE_MS, REGION_MAX_LEVEL } from '../shared/constants';
import { useListOnDemand } from '../shared/data';
import { internalPath, internalRegion } from './regionValue';
import type { RegionNode, RegionValue } from './types';

interface Option {
  value: string;
  label: string;
  isLeaf: boolean;
  children?: Option[];
}

export interface RegionCascaderProps {
  value?: RegionValue | null;
  onChange?: (value: RegionValue | null) => void;
  /** Deepest level (default 4). */
  maxLevel?: number;
  disabled?: boolean;
  id?: string;
}

/** Regions are cached under this Refine resource (they change a few times a year: read at most hourly). */
const REGIONS = 'regions';
const childrenUrl = (parentId: string) => fillPath('base/regions/{id}/children', { id: parentId });

/** The cascade's options from level `level` down: below each region opened so far, its children. */
function optionsOf(nodes: readonly RegionNode[], opened: Readonly<Record<string, RegionNode[]>>, level: number, maxLevel: number): Option[] {
  return nodes.map((node) => {
    const value = String(node.id);
    const children = level < maxLevel ? opened[value] : undefined;
    return {
      value,
      label: node.local_name ?? node.name ?? value,
      isLeaf: level >= maxLevel || children?.length === 0,
      children: children?.length ? optionsOf(children, opened, level + 1, maxLevel) : undefined,
    };
  });
}

function labelsOf(options: Option[], path: string[]): Array<{ id: string; name: string }> {
  const out: Array<{ id: string; name: string }> = [];
  let level = options;
  for (const id of path) {
    const found = level.find((o) => o.value === id);
    if (!found) break;
    out.push({ id, name: found.label });
    level = found.children ?? [];
  }
  return out;
}

/** Domestic region cascade, loaded lazily from `base/regions/{id}/children`, up to level 4. */
export function RegionCascader({ value, onChange, maxLevel = REGION_MAX_LEVEL, disabled, id }: RegionCascaderProps) {
  const { t } = useTranslation('pickers');
  const top = useList<RegionNode>({
    resource: REGIONS,
    meta: { api: childrenUrl('0') },
    pagination: { mode: 'off' },
    queryOptions: { staleTime: REFERENCE_STALE_MS },
  }).result.data;
  const childrenOf = useListOnDemand<RegionNode>(REGIONS, REFERENCE_STALE_MS);
  /** Children of the regions opened so far, by id. */
  const [opened, setOpened] = useState<Record<string, RegionNode[]>>({});
  const options = useMemo(() => optionsOf(top, opened, 1, maxLevel), [top, opened, maxLevel]);
  const path = internalPath(value);
  const address = value?.address;
  const known = [address?.province, address?.city, address?.county, address?.town];
  const pathKey = path.join(',');

  /** Reads a region's children (from the cache when they were read before) and shows them. */
  const open = useCallback(
    async (parentId: string) => {
      // A level that cannot be read ends the path there (the api client has shown why).
      const children = await childrenOf(childrenUrl(parentId)).catch(() => []);
      setOpened((cur) => (cur[parentId] === children ? cur : { ...cur, [parentId]: children }));
      return children;
    },
    [childrenOf],
  );

  // The levels of a preselected path, so that its labels show.
  useEffect(() => {
    const ids = pathKey ? pathKey.split(',') : [];
    ids.slice(0, Math.min(ids.length - 1, maxLevel - 1)).forEach((parentId) => void open(parentId));
  }, [pathKey, maxLevel, open]);

  const emit = (ids: string[], tree: Option[]) => onChange?.(internalRegion(labelsOf(tree, ids)));

  const loadData = async (selected: Option[]) => {
    const trail = selected.map((o) => o.value);
    const children = await open(trail[trail.length - 1]);
    // A region without children ends the path here.
    if (!children.length) emit(trail, options);
  };

  return (
    <Cascader<Option>
      id={id}
      disabled={disabled}
      aria-label={t('region.label')}
      placeholder={t('region.placeholder')}
      options={options}
      value={path}
      // A level whose options are still on their way shows the name the value carries, not its id.
      displayRender={(labels) => labels.map((label, i) => (String(label) === path[i] && known[i] ? known[i] : label)).join(' / ')}
      loadData={(selected) => void loadData(selected as Option[])}
      onChange={(ids) => (ids && ids.length ? emit(ids.map(String), options) : onChange?.(null))}
      style={{ width: '100%' }}
    />
  );
}
