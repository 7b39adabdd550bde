import { useList } from '@refinedev/core';
import { AutoComplete, Input, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { fillPath } from '@/utils/api-path';
import { REFERENCE_STALE_MS } from '../shared/constants';
import { flagSrc, useCountries } from '../shared/countries';
import { overseasRegion } from './regionValue';
import type { CountryState, RegionValue } from './types';

export interface InternationalRegionProps {
  value?: RegionValue | null;
  onChange?: (value: RegionValue | null) => void;
  disabled?: boolean;
}

/** Country (searchable), province/region (choose or type) and city (typed). */
export function InternationalRegion({ value, onChange, disabled }: InternationalRegionProps) {
  const { t } = useTranslation('pickers');
  const countries = useCountries();
  const code = value?.address.country_code ?? '';
  const overseas = value?.region.region_type === 1 ? value.region.overseas_region : { state_name: '', city: '' };
  // The chosen country's provinces / regions, cached with the countries.
  const { result, query } = useList<CountryState>({
    resource: 'countries',
    meta: { api: code ? fillPath('base/countries/{code}/states', { code }) : '' },
    pagination: { mode: 'off' },
    queryOptions: { enabled: Boolean(code), staleTime: REFERENCE_STALE_MS },
  });
  // Not the previous country's while this one's are loading.
  const states = code && !query.isPlaceholderData ? result.data : [];

  const country = countries.find((c) => c.code === code);
  const emit = (next: { code?: string; name?: string }, state_id: CountryState['id'] | undefined, state_name: string, city: string) =>
    onChange?.(overseasRegion(next, { state_id, state_name, city }));

  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Select
        showSearch
        disabled={disabled}
        aria-label={t('region.countryLabel')}
        placeholder={t('region.countryLabel')}
        value={code || undefined}
        optionFilterProp="search"
        options={countries.map((c) => ({
          value: c.code,
          search: `${c.name} ${c.code}`,
          label: (
            <span>
              {c.flag && <img alt="" src={flagSrc(c.flag)} style={{ width: 18, marginRight: 4, verticalAlign: 'middle' }} />}
              {c.name}
            </span>
          ),
        }))}
        onChange={(next: string) => {
          const picked = countries.find((c) => c.code === next);
          emit({ code: next, name: picked?.name }, undefined, '', '');
        }}
      />
      <AutoComplete
        disabled={disabled || !code}
        aria-label={t('region.provinceLabel')}
        placeholder={t('region.provinceLabel')}
        value={overseas.state_name}
        options={states.map((s) => ({ value: s.name, key: String(s.id) }))}
        filterOption={(input, option) => String(option?.value ?? '').toLowerCase().includes(input.toLowerCase())}
        onChange={(text: string) => {
          const state = states.find((s) => s.name === text);
          emit({ code, name: country?.name ?? value?.address.country_name }, state?.id, text, overseas.city);
        }}
      />
      <Input
        disabled={disabled || !code}
        aria-label={t('region.cityLabel')}
        placeholder={t('region.cityLabel')}
        value={overseas.city}
        onChange={(e) =>
          emit({ code, name: country?.name ?? value?.address.country_name }, overseas.state_id, overseas.state_name, e.target.value)
        }
      />
    </Space>
  );
}
