/** Currency ￥ with 2 decimals (spec §9). */
export function formatMoney(value: number | string | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const n = Number(value);
  return Number.isFinite(n) ? `￥${n.toFixed(2)}` : '';
}
