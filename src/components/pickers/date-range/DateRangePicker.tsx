import { DatePicker } from 'antd';
import type { RangePickerProps } from 'antd/es/date-picker';
import { useTranslation } from 'react-i18next';
import { dateRangePresets } from './presets';
import './range-popup.css';

/** antd RangePicker with the shared shortcuts (last week, month, three months). */
export function DateRangePicker(props: RangePickerProps) {
  const { t } = useTranslation('pickers');
  return <DatePicker.RangePicker presets={dateRangePresets(t)} {...props} />;
}
