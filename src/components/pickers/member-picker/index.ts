export { MemberPicker, type MemberPickerProps } from './MemberPicker';
export { memberListUrl, memberDetailsUrl, memberListParams, SEX_MALE, SEX_FEMALE, type MemberItem, type MemberFilter } from './memberApi';
