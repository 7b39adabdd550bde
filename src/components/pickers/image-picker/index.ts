export { ImagePicker, type ImagePickerProps } from './ImagePicker';
export { ActionEditor, type ActionEditorProps } from './ActionEditor';
export { fitsLimit } from './limit';
export type { ImageItem } from './types';
