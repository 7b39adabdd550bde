import { useEffect, useRef, useState } from 'react';
import { Cascader } from 'antd';
import { useTranslation } from 'react-i18next';
import { api } from '@/api';
import { REGION_MAX_LEVEL } from '../shared/constants';
import { internalPath, internalRegion } from './regionValue';
import type { RegionNode, RegionValue } from './types';

interface Option {
  value: string;
  label: string;
  isLeaf: boolean;
  loading?: boolean;
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

const fetchChildren = async (parentId: string, level: number, maxLevel: number): Promise<Option[]> => {
  const nodes = await api.get<RegionNode[]>(`base/regions/${parentId}/children`);
  return (Array.isArray(nodes) ? nodes : []).map((node) => ({
    value: String(node.id),
    label: node.local_name ?? node.name ?? String(node.id),
    isLeaf: level >= maxLevel,
  }));
};

const setChildren = (options: Option[], path: string[], children: Option[]): Option[] =>
  options.map((option) => {
    if (option.value !== path[0]) return option;
    if (path.length === 1) return { ...option, children, isLeaf: children.length === 0 };
    return { ...option, children: setChildren(option.children ?? [], path.slice(1), children) };
  });

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
  const [options, setOptions] = useState<Option[]>([]);
  const optionsRef = useRef(options);
  useEffect(() => {
    optionsRef.current = options;
  });
  const path = internalPath(value);
  const pathKey = path.join(',');

  // Root level, then the levels of a preselected path so its labels show.
  useEffect(() => {
    let live = true;
    (async () => {
      let next = optionsRef.current.length ? optionsRef.current : await fetchChildren('0', 1, maxLevel);
      const ids = pathKey ? pathKey.split(',') : [];
      for (let i = 0; i < ids.length - 1 && i + 1 < maxLevel; i++) {
        const trail = ids.slice(0, i + 1);
        const known = labelsOf(next, trail);
        if (known.length !== trail.length) break;
        let node: Option | undefined;
        let level = next;
        for (const key of trail) {
          node = level.find((o) => o.value === key);
          level = node?.children ?? [];
        }
        if (node?.children) continue;
        next = setChildren(next, trail, await fetchChildren(trail[trail.length - 1], i + 2, maxLevel));
      }
      if (live) setOptions(next);
    })().catch(() => undefined);
    return () => {
      live = false;
    };
  }, [pathKey, maxLevel]);

  const emit = (ids: string[], tree: Option[]) => onChange?.(internalRegion(labelsOf(tree, ids)));

  const loadData = async (selected: Option[]) => {
    const trail = selected.map((o) => o.value);
    const children = await fetchChildren(trail[trail.length - 1], selected.length + 1, maxLevel).catch(() => []);
    const next = setChildren(optionsRef.current, trail, children);
    optionsRef.current = next;
    setOptions(next);
    // A region without children ends the path here.
    if (!children.length) emit(trail, next);
  };

  return (
    <Cascader<Option>
      id={id}
      disabled={disabled}
      aria-label={t('region.label')}
      placeholder={t('region.placeholder')}
      options={options}
      value={path}
      loadData={(selected) => void loadData(selected as Option[])}
      onChange={(ids) => (ids && ids.length ? emit(ids.map(String), optionsRef.current) : onChange?.(null))}
      style={{ width: '100%' }}
    />
  );
}
