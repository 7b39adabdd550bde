/** Consignee regions from the demo's region tree (src/mocks/db/seed/regions.ts). */
import { REGIONS, type RegionRow } from '../../db/seed/regions';
import type { Consignee } from './types';

const BY_ID = new Map(REGIONS.map((r) => [r.id, r]));
const HAS_CHILDREN = new Set(REGIONS.map((r) => r.parent_id));

/** Regions without children: where a parcel is delivered. */
export const LEAF_REGIONS: readonly RegionRow[] = REGIONS.filter((r) => !HAS_CHILDREN.has(r.id));

export type RegionFields = Pick<
  Consignee,
  'ship_province_id' | 'ship_province' | 'ship_city_id' | 'ship_city' | 'ship_county_id' | 'ship_county' | 'ship_town_id' | 'ship_town' | 'ship_zip'
>;

const fieldsCache = new Map<string, RegionFields>();

/** The province…town fields of a region id (any level; the levels below it are left empty), or undefined. Shared: copy, never change. */
export function regionFields(id: string): Readonly<RegionFields> | undefined {
  let fields = fieldsCache.get(id);
  if (!fields) {
    fields = computeFields(id);
    if (fields) fieldsCache.set(id, fields);
  }
  return fields;
}

function computeFields(id: string): RegionFields | undefined {
  const region = BY_ID.get(id);
  if (!region) return undefined;
  const levels = region.region_path.split(',').filter(Boolean).map((pathId) => BY_ID.get(pathId));
  const level = (grade: number) => levels.find((r) => r?.region_grade === grade);
  const idOf = (grade: number) => level(grade)?.id ?? '0';
  const nameOf = (grade: number) => level(grade)?.local_name ?? '';
  return {
    ship_province_id: idOf(1),
    ship_province: nameOf(1),
    ship_city_id: idOf(2),
    ship_city: nameOf(2),
    ship_county_id: idOf(3),
    ship_county: nameOf(3),
    ship_town_id: idOf(4),
    ship_town: nameOf(4),
    ship_zip: region.zipcode || level(3)?.zipcode || '',
  };
}

/** The region of an order's consignee as one line of text. */
export const regionText = (c: RegionFields) => [c.ship_province, c.ship_city, c.ship_county, c.ship_town].filter(Boolean).join('');
