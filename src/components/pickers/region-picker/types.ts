import type { Id } from '../shared/types';

/** Spec §3 region JSON: internal (0) with the id of the last region, or overseas (1). */
export type RegionJson =
  | { region_type: 0; internal_region_id: Id }
  | { region_type: 1; overseas_region: OverseasRegion };

export interface OverseasRegion {
  state_id?: Id;
  state_name: string;
  city: string;
}

/** Spec §3 region address fields. */
export interface RegionAddress {
  province_id?: Id;
  province?: string;
  city_id?: Id;
  city?: string;
  county_id?: Id;
  county?: string;
  town_id?: Id;
  town?: string;
  community_id?: Id;
  community?: string;
  small_community_id?: Id;
  small_community?: string;
  country_name?: string;
  country_code?: string;
}

/** What both region pickers emit. */
export interface RegionValue {
  region: RegionJson;
  address: RegionAddress;
}

/** `base/regions/{id}/children` item. */
export interface RegionNode {
  id: Id;
  parent_id?: Id;
  local_name?: string;
  name?: string;
  region_grade?: number;
}

/** `base/countries/{code}/states` item. */
export interface CountryState {
  id: Id;
  name: string;
}
