export { CategoryPicker, type CategoryPickerProps } from './CategoryPicker';
export {
  categoryChildrenUrl,
  categoryPathOf,
  fetchCategoryChildren,
  isLeafCategory,
  type CategoryNode,
} from './categories';
