export { YearMonthPicker, type YearMonthPickerProps } from './YearMonthPicker';
export { yearMonthFields, isFuturePeriod, type YearMonthFields, type YearMonthType } from './fields';
