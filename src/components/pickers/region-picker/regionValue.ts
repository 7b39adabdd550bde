import type { Id } from '../shared/types';
import type { OverseasRegion, RegionAddress, RegionValue } from './types';

/** Address keys of the domestic levels, top down (the cascade goes to level 4). */
export const LEVEL_KEYS = [
  ['province_id', 'province'],
  ['city_id', 'city'],
  ['county_id', 'county'],
  ['town_id', 'town'],
] as const;

/** Region value of a domestic path (province first). */
export function internalRegion(path: ReadonlyArray<{ id: Id; name: string }>): RegionValue | null {
  if (!path.length) return null;
  const address: RegionAddress = {};
  path.slice(0, LEVEL_KEYS.length).forEach((node, level) => {
    const [idKey, nameKey] = LEVEL_KEYS[level];
    address[idKey] = node.id;
    address[nameKey] = node.name;
  });
  return { region: { region_type: 0, internal_region_id: path[Math.min(path.length, LEVEL_KEYS.length) - 1].id }, address };
}

/** The ids of a domestic value, province first. */
export const internalPath = (value: RegionValue | null | undefined): string[] =>
  value && value.region.region_type === 0
    ? LEVEL_KEYS.map(([idKey]) => value.address[idKey]).filter((id) => id !== undefined && id !== '').map(String)
    : [];

/** Region value of an overseas address (parts may still be empty while the user types). */
export function overseasRegion(country: { code?: string; name?: string }, overseas: OverseasRegion): RegionValue {
  return {
    region: { region_type: 1, overseas_region: overseas },
    address: { country_code: country.code ?? '', country_name: country.name ?? '' },
  };
}

export type RegionError = 'region.required' | 'region.country' | 'region.province' | 'region.city';

/** Spec §5 required rules of the region pickers. */
export function validateRegion(value: RegionValue | null | undefined, international: boolean): RegionError | null {
  if (!international) {
    return value && value.region.region_type === 0 && String(value.region.internal_region_id ?? '') !== ''
      ? null
      : 'region.required';
  }
  if (!value || value.region.region_type !== 1 || !value.address.country_code) return 'region.country';
  const overseas = value.region.overseas_region;
  if (!overseas.state_name?.trim()) return 'region.province';
  if (!overseas.city?.trim()) return 'region.city';
  return null;
}
