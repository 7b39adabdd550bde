/** The date and time inputs (antd's date pickers): loaded with the first form or search bar that has one. */
import { DatePicker } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { dateRangePresets } from '@/components/pickers/date-range/presets';
import '@/components/pickers/date-range/range-popup.css';
import type { FieldInputProps } from '../registry';
import { DATE_RANGE_SEARCH_WIDTH } from '../search-widths';

const toDayjs = (value: unknown): Dayjs | undefined =>
  value === undefined || value === null || value === '' ? undefined : dayjs.isDayjs(value) ? value : dayjs.unix(Number(value));

export const TimeInput = ({ value, onChange, disabled, id }: FieldInputProps) => (
  <DatePicker id={id} showTime disabled={disabled} value={toDayjs(value)} onChange={onChange} />
);

export const DateInput = ({ value, onChange, disabled, id }: FieldInputProps) => (
  <DatePicker id={id} disabled={disabled} value={toDayjs(value)} onChange={onChange} />
);

export const TimeRangeInput = ({ value, onChange, disabled, id }: FieldInputProps) => (
  <DatePicker.RangePicker id={id} showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" disabled={disabled} value={value as [Dayjs, Dayjs] | undefined} onChange={onChange} />
);

/** The search bar's date range (a field with `search: { range }`), with the usual presets. */
export function DateRangeSearch({ value, onChange, id }: FieldInputProps) {
  const { t } = useTranslation();
  return <DatePicker.RangePicker id={id} style={{ width: DATE_RANGE_SEARCH_WIDTH }} presets={dateRangePresets(t)} value={value as [Dayjs, Dayjs] | undefined} onChange={onChange} />;
}
