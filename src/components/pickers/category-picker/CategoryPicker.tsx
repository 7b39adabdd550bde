import { useCallback, useMemo, useState, type CSSProperties } from 'react';
import { useList } from '@refinedev/core';
import { Cascader } from 'antd';
import { useTranslation } from 'react-i18next';
import { REFERENCE_STALE_MS } from '../shared/constants';
import { useListOnDemand } from '../shared/data';
import type { PickerType } from '../shared/types';
import { CATEGORIES, categoryChildrenUrl, isLeafCategory, type CategoryNode } from './categories';

interface Option {
  value: string;
  label: string;
  isLeaf: boolean;
  node: CategoryNode;
  children?: Option[];
}

export interface CategoryPickerProps {
  /** admin: `admin/goods/categories/{parent}/children`; seller: the shop's categories. */
  type?: PickerType;
  /** Ids of the chosen path, top first. */
  value?: string[];
  onChange?: (ids: string[], nodes: CategoryNode[]) => void;
  /** Allow choosing a category that has children (default true). */
  changeOnSelect?: boolean;
  placeholder?: string;
  disabled?: boolean;
  id?: string;
  style?: CSSProperties;
}

/** The cascade's options: the top level, and below each category opened so far its children. */
function optionsOf(nodes: readonly CategoryNode[], opened: Readonly<Record<string, CategoryNode[]>>): Option[] {
  return nodes.map((node) => {
    const value = String(node.category_id);
    const children = opened[value];
    return {
      value,
      label: node.name,
      node,
      isLeaf: children ? children.length === 0 : isLeafCategory(node),
      children: children?.length ? optionsOf(children, opened) : undefined,
    };
  });
}

const NONE_OPENED: Readonly<Record<string, CategoryNode[]>> = {};

function nodesOf(options: Option[], ids: readonly string[]): CategoryNode[] {
  const out: CategoryNode[] = [];
  let level = options;
  for (const id of ids) {
    const found = level.find((o) => o.value === id);
    if (!found) break;
    out.push(found.node);
    level = found.children ?? [];
  }
  return out;
}

/** Lazy category cascade (has_children, category_path). */
export function CategoryPicker({
  type = 'seller',
  value,
  onChange,
  changeOnSelect = true,
  placeholder,
  disabled,
  id,
  style,
}: CategoryPickerProps) {
  const { t } = useTranslation('pickers');
  const top = useList<CategoryNode>({
    resource: CATEGORIES,
    meta: { api: categoryChildrenUrl(type, 0) },
    pagination: { mode: 'off' },
    queryOptions: { staleTime: REFERENCE_STALE_MS },
  }).result.data;
  const childrenOf = useListOnDemand<CategoryNode>(CATEGORIES, REFERENCE_STALE_MS);
  /** Children of the categories opened so far, by id (for this picker type). */
  const [opened, setOpened] = useState<{ type: PickerType; byId: Record<string, CategoryNode[]> }>({ type, byId: {} });
  const byId = opened.type === type ? opened.byId : NONE_OPENED;
  const options = useMemo(() => optionsOf(top, byId), [top, byId]);

  const loadData = useCallback(
    async (selected: Option[]) => {
      const id = selected[selected.length - 1].value;
      // A level that cannot be read ends the path there (the api client has shown why).
      const children = await childrenOf(categoryChildrenUrl(type, id)).catch(() => []);
      setOpened((cur) => ({ type, byId: { ...(cur.type === type ? cur.byId : {}), [id]: children } }));
    },
    [childrenOf, type],
  );

  return (
    <Cascader<Option>
      id={id}
      style={style}
      disabled={disabled}
      allowClear
      changeOnSelect={changeOnSelect}
      aria-label={t('category.label')}
      placeholder={placeholder ?? t('category.placeholder')}
      options={options}
      value={value}
      loadData={(selected) => void loadData(selected as Option[])}
      onChange={(ids) => {
        const path = (ids ?? []).map(String);
        onChange?.(path, nodesOf(options, path));
      }}
    />
  );
}
