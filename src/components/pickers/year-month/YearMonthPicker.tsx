import { useEffect, useRef } from 'react';
import { DatePicker, Select, Space } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { isFuturePeriod, yearMonthFields, type YearMonthFields, type YearMonthType } from './fields';

export interface YearMonthPickerProps {
  /** The chosen period; when absent the current year (or month) is used. */
  value?: YearMonthFields;
  onChange?: (fields: YearMonthFields) => void;
  /** Let the user switch between YEAR and MONTH (default true). */
  optional?: boolean;
  /** Type when there is no value yet (default YEAR). */
  defaultType?: YearMonthType;
  disabled?: boolean;
}

const dateOf = (value: YearMonthFields) => dayjs.unix(value.start_time);

/** Year or month picker; emits the fields of spec §3; future periods are disabled. */
export function YearMonthPicker({ value, onChange, optional = true, defaultType = 'YEAR', disabled }: YearMonthPickerProps) {
  const { t } = useTranslation('pickers');
  const type = value?.type ?? defaultType;
  const date = value ? dateOf(value) : dayjs();
  const emitted = useRef(false);

  // Like the original, the current period is emitted once at start when there is no value.
  useEffect(() => {
    if (!value && !emitted.current && onChange) {
      emitted.current = true;
      onChange(yearMonthFields(defaultType, dayjs()));
    }
  }, [value, onChange, defaultType]);

  const pick = (next: Dayjs | null) => next && onChange?.(yearMonthFields(type, next));

  return (
    <Space.Compact>
      {optional && (
        <Select<YearMonthType>
          aria-label={t('yearMonth.type')}
          disabled={disabled}
          // As wide as its label ("By month" is longer than "按月"), never narrower than before.
          style={{ minWidth: 100 }}
          popupMatchSelectWidth={false}
          value={type}
          onChange={(next) => onChange?.(yearMonthFields(next, dayjs()))}
          options={[
            { value: 'MONTH', label: t('yearMonth.byMonth') },
            { value: 'YEAR', label: t('yearMonth.byYear') },
          ]}
        />
      )}
      <DatePicker
        aria-label={t('yearMonth.date')}
        picker={type === 'YEAR' ? 'year' : 'month'}
        allowClear={false}
        disabled={disabled}
        value={date}
        placeholder={t(type === 'YEAR' ? 'yearMonth.chooseYear' : 'yearMonth.chooseMonth')}
        disabledDate={(d) => isFuturePeriod(type, d)}
        onChange={pick}
        style={{ width: 130 }}
      />
    </Space.Compact>
  );
}
