export { TextPicker, type TextPickerProps } from './TextPicker';
export { validateText, type TextAction, type TextError } from './rules';
