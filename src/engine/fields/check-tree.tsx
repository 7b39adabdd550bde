/**
 * A checkable tree (the shop's business categories, a role's permissions). The checked leaves are the
 * state; a parent is checked when all its leaves are and half-checked when some are — the area picker's
 * rules (`components/pickers/area-picker/tree`), reused. Locked leaves are always checked and never change.
 */
import { Empty, Spin, Tree, type TreeDataNode } from 'antd';
import type { ReactNode } from 'react';
import { useMemo } from 'react';
import { leavesOf, selectionOf, toggleNode, type AreaNode } from '@/components/pickers/area-picker/tree';
import { useOptions, type TreeOption } from './options';
import type { FieldInputProps } from './registry';

export { idsOf } from './check-tree-field';

export interface CheckNode {
  key: string;
  title: ReactNode;
  children?: CheckNode[];
}

/** The tree's nodes as the area picker's state knows them; `locked` leaves (and what is under a locked group) are disabled. */
export function toAreaNodes(nodes: readonly CheckNode[], locked: ReadonlySet<string> = new Set()): AreaNode[] {
  const walk = (items: readonly CheckNode[], lockedAbove: boolean): AreaNode[] =>
    items.map((node) => {
      const disabled = lockedAbove || locked.has(node.key);
      return { id: node.key, name: node.key, disabled, children: walk(node.children ?? [], disabled) };
    });
  return walk(nodes, false);
}

/** Every leaf of the tree. */
export const treeLeaves = (tree: readonly AreaNode[]) => tree.flatMap(leavesOf);

const treeNodes = (tree: readonly AreaNode[]): AreaNode[] => tree.flatMap((n) => [n, ...treeNodes(n.children)]);

/** What the tree shows checked: the value's leaves that are in the tree, and every locked leaf. */
export function shownChecked(tree: readonly AreaNode[], value: readonly string[]): Set<string> {
  const wanted = new Set(value);
  return new Set(treeLeaves(tree).filter((leaf) => leaf.disabled || wanted.has(leaf.id)).map((leaf) => leaf.id));
}

/** The checked leaves after the user clicks a node (a group checks or clears its free leaves). */
export function toggled(tree: readonly AreaNode[], value: readonly string[], key: string): string[] {
  return [...toggleNode(tree, shownChecked(tree, value), key).checked];
}

/** The first `depth` levels of option rows (business categories: the top level only). */
export function optionNodes(options: readonly TreeOption[], depth = Infinity): CheckNode[] {
  return options.map((o) => ({ key: o.value, title: o.title, children: depth > 1 && o.children?.length ? optionNodes(o.children, depth - 1) : undefined }));
}

export interface CheckTreeProps {
  nodes: readonly CheckNode[];
  value?: readonly string[];
  onChange?: (value: string[]) => void;
  /** Leaves always checked, not to be changed. */
  locked?: readonly string[];
  disabled?: boolean;
  id?: string;
  /** A node's own title (e.g. with a hint why it is locked). */
  titleOf?: (node: CheckNode) => ReactNode;
}

/** The tree input: antd's tree with the checked and half-checked nodes the state decides. */
export function CheckTree({ nodes, value = [], onChange, locked = [], disabled, id, titleOf }: CheckTreeProps) {
  const lockedKey = locked.join(',');
  const tree = useMemo(() => toAreaNodes(nodes, new Set(lockedKey ? lockedKey.split(',') : [])), [nodes, lockedKey]);
  const selection = selectionOf(tree, shownChecked(tree, value));
  const treeData = useMemo(() => {
    const locks = new Map(treeNodes(tree).map((n) => [n.id, n.disabled]));
    const walk = (items: readonly CheckNode[]): TreeDataNode[] =>
      items.map((node) => {
        const title = titleOf ? titleOf(node) : node.title;
        const locked = locks.get(node.key);
        return {
          key: node.key,
          // antd greys the title beside a disabled checkbox (1.8:1): a locked entry is still read, so it is only muted.
          title: locked ? <span style={{ color: 'var(--ant-color-text-secondary)' }}>{title}</span> : title,
          disableCheckbox: locked,
          children: node.children?.length ? walk(node.children) : undefined,
        };
      });
    return walk(nodes);
  }, [nodes, titleOf, tree]);
  if (!nodes.length) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />;
  return (
    // A disabled tree greys its titles: say it is disabled too (screen readers; axe exempts inactive text).
    <div id={id} data-testid={id ? `check-tree-${id}` : undefined} role="group" aria-disabled={disabled || undefined}>
      <Tree
        checkable
        checkStrictly
        selectable={false}
        defaultExpandAll
        disabled={disabled}
        treeData={treeData}
        checkedKeys={{ checked: selection.checkedIds, halfChecked: selection.halfCheckedIds }}
        onCheck={(_keys, info) => onChange?.(toggled(tree, value, String(info.node.key)))}
      />
    </div>
  );
}

/** A tree from a registered option source (`field.options`), cut to `props.depth` levels. */
function OptionsCheckTree({ field, value, onChange, disabled, id }: FieldInputProps) {
  const options = useOptions(field.options!);
  const depth = Number(field.props?.depth ?? Infinity);
  const nodes = useMemo(() => optionNodes(options.tree, depth), [depth, options.tree]);
  return (
    <Spin spinning={options.loading}>
      <CheckTree nodes={nodes} value={value as string[] | undefined} onChange={onChange} disabled={disabled} id={id} />
    </Spin>
  );
}

/** The field's tree: from its option source, or given as `props.tree`. */
export function CheckTreeField(props: FieldInputProps) {
  if (props.field.options) return <OptionsCheckTree {...props} />;
  const { field, value, onChange, disabled, id } = props;
  return <CheckTree nodes={(field.props?.tree as CheckNode[] | undefined) ?? []} value={value as string[] | undefined} onChange={onChange} disabled={disabled} id={id} />;
}
