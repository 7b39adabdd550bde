export { DateRangePicker } from './DateRangePicker';
export { dateRangePresets, lastDays, DATE_SHORTCUT_DAYS } from './presets';
