import { TreeSelect, type TreeSelectProps } from 'antd';

/** A choice in a tree (a shop category and its children): antd's TreeSelect, loaded when first reached for. */
export function TreeChoice(props: TreeSelectProps<string>) {
  return <TreeSelect treeDefaultExpandAll {...props} />;
}
