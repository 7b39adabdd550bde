/** Spec §9 constants of the pickers. */
export const DIALOG_WIDTH = {
  area: 700,
  goods: 805,
  member: 900,
  image: 805,
  text: 500,
  price: 450,
} as const;

export const PAGE_PICKER_PAGE_SIZES = [20, 50, 100, 200] as const;
export const RESOURCE_PAGE_SIZES = [15, 30, 50, 100] as const;
/** Goods and member lists load this many rows per scroll step. */
export const INFINITE_PAGE_SIZE = 10;
export const IMAGE_PICKER_DEFAULT_LIMIT = 10;
export const PRICE_RANGE_MAX_GROUPS = 10;
export const TEXT_MIN_LENGTH = 1;
export const TEXT_MAX_LENGTH = 100;
export const REGION_MAX_LEVEL = 4;
/**
 * How long reference data (regions, countries and their states, categories) is taken as fresh: the
 * platform changes it a few times a year, so a picker opened again reads it from the cache.
 */
export const REFERENCE_STALE_MS = 60 * 60 * 1000;
