/**
 * Money: yuan with 2 decimals on the wire; summed in whole cents so that 0.1 + 0.2 stays 0.30.
 */
export function toCents(value: unknown): number {
  if (value === null || value === undefined || value === '') return 0;
  const n = Number(value);
  return Number.isFinite(n) ? Math.round(n * 100) : 0;
}

export const fromCents = (cents: number) => cents / 100;

/** The sum of amounts, computed in cents. */
export const sumMoney = (values: readonly unknown[]) => fromCents(values.reduce<number>((sum, v) => sum + toCents(v), 0));

/** Currency ￥ with 2 decimals and thousands separators (spec §9): ￥13,332.80. */
export function formatMoney(value: number | string | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const n = Number(value);
  if (!Number.isFinite(n)) return '';
  const [whole, cents] = Math.abs(n).toFixed(2).split('.');
  return `${n < 0 ? '-' : ''}￥${whole!.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${cents}`;
}
