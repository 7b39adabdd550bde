import dayjs from 'dayjs';

/** Size in KB with two decimals. */
export const formatKb = (kb: number | string | undefined): string => `${Number(kb ?? 0).toFixed(2)} KB`;

/** Bytes to KB with two decimals, as a number (the value `resource_storage` carries). */
export const bytesToKb = (bytes: number): number => Math.round((bytes / 1024) * 100) / 100;

export const formatResolution = (width?: number, height?: number): string =>
  width && height ? `${width} × ${height}` : '-';

export const formatUnixTime = (seconds?: number | string): string =>
  seconds ? dayjs.unix(Number(seconds)).format('YYYY-MM-DD HH:mm:ss') : '';
