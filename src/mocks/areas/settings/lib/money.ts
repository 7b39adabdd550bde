/** Money of the settings area: yuan with 2 decimals in records, integer cents in every sum. */
export const cents = (yuan: number) => Math.round(yuan * 100);
export const yuan = (cents: number) => cents / 100;

/** `¥20,000.00`. */
export const formatYuan = (amount: number) =>
  `¥${amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
