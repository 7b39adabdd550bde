/**
 * Addresses of the settings area: a region id to its chain of levels, and the region JSON the console's
 * region picker sends (spec §3: `region_type` 0 with `internal_region_id`, or 1 with `overseas_region`).
 */
import { citiesOf, COUNTRIES, statesOf } from '../../../db/seed/countries';
import { REGIONS, type RegionRow } from '../../../db/seed/regions';
import type { RegionFields } from '../../../db/types';
import type { AddressFields } from '../types';
import { toId } from '../../../lib/json';
import { str } from '../../../lib/values';
import { fieldError } from './fields';

export const REGION_LEVELS = ['province', 'city', 'county', 'town'] as const;

const REGION_BY_ID = new Map(REGIONS.map((r) => [r.id, r]));

/** The region and its ancestors, top level first; [] for an unknown id. */
export function regionChain(id: string): RegionRow[] {
  const chain: RegionRow[] = [];
  for (let r = REGION_BY_ID.get(id); r; r = REGION_BY_ID.get(r.parent_id)) chain.unshift(r);
  return chain;
}

export const regionById = (id: string) => REGION_BY_ID.get(id);

/** A seeded region by its name (and its parent's, where the name repeats). */
export const regionIdByName = (name: string, parentName?: string) =>
  REGIONS.find((r) => r.local_name === name && (!parentName || REGION_BY_ID.get(r.parent_id)?.local_name === parentName))?.id ?? '';

/** The address picker goes down to the last level: a region without children. */
export const isLastLevel = (id: string) => REGION_BY_ID.has(id) && !REGIONS.some((r) => r.parent_id === id);

/** Id and name of each level of a region, under the key `key(level)` and `key(level)_id`. */
function levelFields(regionId: string, key: (level: string) => string): Record<string, string> {
  const chain = regionChain(regionId);
  const fields: Record<string, string> = {};
  REGION_LEVELS.forEach((level, i) => {
    fields[`${key(level)}_id`] = chain[i]?.id ?? '';
    fields[key(level)] = chain[i]?.local_name ?? '';
  });
  return fields;
}

/** The fields of a domestic address for a record prefix (`shop_province_id`, `shop_province`, ...). */
export const domesticFields = <P extends string>(prefix: P, regionId: string) =>
  ({ [`${prefix}_country_code`]: 'CN', [`${prefix}_country_name`]: '中国', ...levelFields(regionId, (level) => `${prefix}_${level}`) }) as RegionFields<P>;

/** The region levels of an address without prefix (`province_id`, `province`, ...). */
export const addressFields = (regionId: string) => levelFields(regionId, (level) => level) as AddressFields;

const field = <P extends string>(record: RegionFields<P>, prefix: P, name: string) =>
  (record as unknown as Record<string, string>)[`${prefix}_${name}`] ?? '';

/** The region JSON string of a record's address, as the region picker would send it back. */
export function regionJson<P extends string>(record: RegionFields<P>, prefix: P): string {
  const code = field(record, prefix, 'country_code') || 'CN';
  if (code === 'CN') {
    const deepest = [...REGION_LEVELS].reverse().map((level) => field(record, prefix, `${level}_id`)).find(Boolean) ?? '';
    return JSON.stringify({ region_type: 0, country_code: 'CN', country_name: '中国', internal_region_id: Number(deepest) || 0 });
  }
  return JSON.stringify({
    region_type: 1,
    country_code: code,
    country_name: field(record, prefix, 'country_name'),
    overseas_region: {
      state_id: field(record, prefix, 'province_id'),
      state_name: field(record, prefix, 'province'),
      city_id: field(record, prefix, 'city_id'),
      city_name: field(record, prefix, 'city'),
    },
  });
}

/**
 * The address fields from a region JSON string (`<prefix>_region`); 400 naming the field when it is
 * missing, malformed, unknown or not down to the last level.
 */
export function parseRegionJson<P extends string>(prefix: P, value: unknown, label: string): RegionFields<P> {
  const key = `${prefix}_region`;
  const fail = (zh: string, en: string) => fieldError(key, label, zh, en);
  let region: Record<string, unknown>;
  try {
    const parsed: unknown = typeof value === 'string' ? JSON.parse(value) : value;
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw new Error('not an object');
    region = parsed as Record<string, unknown>;
  } catch {
    throw fail('请选择地区', 'must be a region JSON object');
  }
  if (Number(region.region_type ?? 0) === 0) {
    const id = toId(region.internal_region_id);
    if (!REGION_BY_ID.has(id)) throw fail(`地区不存在：${id}`, `names an unknown region: ${id}`);
    if (!isLastLevel(id)) throw fail('请选择到最后一级地区', 'must name a region of the last level');
    return domesticFields(prefix, id);
  }
  const country = COUNTRIES.find((c) => c.code === str(region.country_code).toUpperCase());
  if (!country || country.code === 'CN') throw fail('请选择国家/地区', 'needs a known overseas country_code');
  const overseas = (region.overseas_region ?? {}) as Record<string, unknown>;
  const state = (statesOf(country.code) ?? []).find((s) => s.id === toId(overseas.state_id));
  const stateName = state?.name ?? str(overseas.state_name).trim();
  const city = (citiesOf(country.code) ?? []).find((c) => c.id === toId(overseas.city_id));
  // The region picker names the city `city` (spec §3); `city_name` as this backend answers it.
  const cityName = city?.name ?? (str(overseas.city_name).trim() || str(overseas.city).trim());
  if (!stateName) throw fail('请选择或填写省份地区', 'needs overseas_region.state_name');
  if (!cityName) throw fail('请填写城市', 'needs overseas_region.city_name');
  const fields: Record<string, string> = {
    [`${prefix}_country_code`]: country.code,
    [`${prefix}_country_name`]: country.name,
    [`${prefix}_province_id`]: state?.id ?? '',
    [`${prefix}_province`]: stateName,
    [`${prefix}_city_id`]: city?.id ?? '',
    [`${prefix}_city`]: cityName,
    [`${prefix}_county_id`]: '',
    [`${prefix}_county`]: '',
    [`${prefix}_town_id`]: '',
    [`${prefix}_town`]: '',
  };
  return fields as RegionFields<P>;
}
