import { Input, Select, Space } from 'antd';
import type { Rule } from 'antd/es/form';
import { useTranslation } from 'react-i18next';
import { config } from '@/config';
import { flagSrc, telDigits, useCountries, type Country } from '../shared/countries';
import { formatMobile, parseMobile, validateMobile } from './rules';

export interface MobileFieldProps {
  /** `13800138000`, or `+<tel> <number>` with the calling-code selector. */
  value?: string;
  onChange?: (value: string) => void;
  /** Show the country calling-code selector (default: international mode). */
  withCountry?: boolean;
  /** Calling code preselected when the value has none. */
  defaultTel?: string;
  disabled?: boolean;
  placeholder?: string;
  id?: string;
}

const countryLabel = (c: Country) => `${c.name} +${telDigits(c.tel)}`;

/** Mobile number input, antd Form compatible, with an optional searchable calling-code selector. */
export function MobileField({
  value,
  onChange,
  withCountry = config.international,
  defaultTel = '86',
  disabled,
  placeholder,
  id,
}: MobileFieldProps) {
  const { t } = useTranslation('pickers');
  const countries = useCountries(withCountry);
  const parsed = parseMobile(value);
  const tel = parsed.tel || (withCountry ? defaultTel : '');

  const input = (
    <Input
      id={id}
      disabled={disabled}
      value={parsed.number}
      inputMode="tel"
      aria-label={t('mobile.label')}
      placeholder={placeholder ?? t('mobile.placeholder')}
      onChange={(e) => onChange?.(withCountry ? formatMobile(tel, e.target.value.trim()) : e.target.value.trim())}
    />
  );
  if (!withCountry) return input;

  return (
    <Space.Compact style={{ width: '100%' }}>
      <Select
        showSearch
        disabled={disabled}
        aria-label={t('mobile.callingCode')}
        style={{ width: 150 }}
        value={tel}
        popupMatchSelectWidth={260}
        optionFilterProp="search"
        options={countries.map((c) => ({
          value: telDigits(c.tel),
          search: `${c.name} ${c.code} +${telDigits(c.tel)}`,
          label: (
            <span title={countryLabel(c)}>
              {c.flag && <img alt="" src={flagSrc(c.flag)} style={{ width: 18, marginRight: 4, verticalAlign: 'middle' }} />}+
              {telDigits(c.tel)} <small>{c.name}</small>
            </span>
          ),
          key: String(c.id ?? c.code),
        }))}
        onChange={(next: string) => onChange?.(formatMobile(next, parsed.number))}
      />
      {input}
    </Space.Compact>
  );
}

/** The Form rule of a MobileField: required and pattern (spec §5). */
export function useMobileRule(withCountry = config.international): Rule {
  const { t } = useTranslation('pickers');
  const countries = useCountries(withCountry);
  return {
    validator: (_rule, value: string | undefined) => {
      const error = validateMobile(value, countries);
      return error ? Promise.reject(new Error(t(error))) : Promise.resolve();
    },
  };
}
