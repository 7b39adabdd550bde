import { useEffect, useRef, useState, type CSSProperties } from 'react';
import { Cascader } from 'antd';
import { useTranslation } from 'react-i18next';
import type { PickerType } from '../shared/types';
import { fetchCategoryChildren, isLeafCategory, type CategoryNode } from './categories';

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

const toOption = (node: CategoryNode): Option => ({
  value: String(node.category_id),
  label: node.name,
  isLeaf: isLeafCategory(node),
  node,
});

const withChildren = (options: Option[], path: string[], children: Option[]): Option[] =>
  options.map((o) =>
    o.value !== path[0]
      ? o
      : path.length === 1
        ? { ...o, children, isLeaf: children.length === 0 }
        : { ...o, children: withChildren(o.children ?? [], path.slice(1), children) },
  );

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
  const [options, setOptions] = useState<Option[]>([]);
  const latest = useRef<Option[]>([]);

  useEffect(() => {
    let live = true;
    fetchCategoryChildren(type, 0)
      .then((list) => {
        if (!live) return;
        latest.current = list.map(toOption);
        setOptions(latest.current);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [type]);

  const loadData = async (selected: Option[]) => {
    const path = selected.map((o) => o.value);
    const children = (await fetchCategoryChildren(type, path[path.length - 1]).catch(() => [])).map(toOption);
    latest.current = withChildren(latest.current, path, children);
    setOptions(latest.current);
  };

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
        onChange?.(path, nodesOf(latest.current, path));
      }}
    />
  );
}
