export { CategoryPicker, type CategoryPickerProps } from './CategoryPicker';
export {
  categoryChildrenUrl,
  categoryPathOf,
  CATEGORIES,
  isLeafCategory,
  type CategoryNode,
} from './categories';
