/** Fixed points of the seed: no wall clock in seeded data. */
/** 2026-11-01T00:00:00Z in unix seconds. */
export const BASE_TIME = Date.UTC(2026, 10, 1) / 1000;
export const DAY = 86400;

/** Shop ids of the demo accounts. */
export const SHOP = { owner: '1', supplier: '2', closed: '3', applying: '4', refused: '5' } as const;

/** The goods whose id is the largest 64-bit integer (big-id round trip). */
export const MAX_GOODS_ID = '9223372036854775807';
