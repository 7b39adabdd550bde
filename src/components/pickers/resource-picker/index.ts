export { ResourcePicker, type ResourcePickerProps } from './ResourcePicker';
export { UploadDialog, type UploadDialogProps } from './UploadDialog';
export { ACCEPTED_EXTENSIONS, isAcceptedFile, isImageContent } from './fileTypes';
export { formatKb, bytesToKb } from './format';
export type { GroupType, Resource, ResourceGroup, NewResource } from './types';
