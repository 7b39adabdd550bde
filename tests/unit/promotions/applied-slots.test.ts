// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { appliedSlots, type SeckillRow } from '@/schemas/promotions/seckill';

const DAY = 1_764_000_000; // the sale's day as the server sends it
const sale: SeckillRow = { seckill_id: '806', seckill_name: 'Brand day', start_day: DAY, apply_end_time: DAY, is_apply: 1, range_list: [18, 8, 12] };
const row = (sku: string, extra: Record<string, unknown>) => ({ goods_id: '9223372036854775807', sku_id: sku, goods_name: `SKU ${sku}`, original_price: 100, price: 80, status: 'APPLY', ...extra });

describe('a sent flash-sale application read back into its slots', () => {
  it('puts each SKU in its slot by the hour its slot starts after the sale day (the reference sends start_time only)', () => {
    const slots = appliedSlots(sale, { data: [row('1877000000000000001', { start_time: DAY + 12 * 3600 }), row('2', { start_time: DAY + 18 * 3600 })], data_total: 2 });
    expect(slots.map((s) => [s.time_line, (s.goods ?? []).map((g) => g.sku_id)])).toEqual([
      [8, []],
      [12, ['1877000000000000001']],
      [18, ['2']],
    ]);
    expect(slots[1]!.goods![0]).toMatchObject({ goods_id: '9223372036854775807', price: 80, original_price: 100, specs: '' });
  });

  it("takes the server's time_line where it is given", () => {
    expect(appliedSlots(sale, [row('3', { time_line: 8, start_time: 0 })])[0]!.goods).toHaveLength(1);
  });

  it('shows empty slots for an answer that is not a page of rows', () => {
    expect(appliedSlots(sale, { data: 'nope' }).every((s) => s.goods!.length === 0)).toBe(true);
    expect(appliedSlots(sale, null)).toHaveLength(3);
  });
});
