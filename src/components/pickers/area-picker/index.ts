export { AreaPicker, type AreaPickerProps } from './AreaPicker';
export { useAreaTree, type AreaTreeOptions } from './useAreaTree';
export {
  normalizeTree,
  initialChecked,
  toggleNode,
  stateOf,
  selectionOf,
  leavesOf,
  DEFAULT_AREA_KEYS,
  type AreaKeys,
  type AreaNode,
  type AreaSelection,
  type CheckState,
} from './tree';
