export { CategoryPicker, type CategoryPickerProps } from './CategoryPicker';
export { useCategoryPathNames } from './use-category-path';
export {
  categoryChildrenUrl,
  categoryPathOf,
  CATEGORIES,
  isLeafCategory,
  type CategoryNode,
} from './categories';
