export { PagePicker, type PagePickerProps, type PageRow } from './PagePicker';
