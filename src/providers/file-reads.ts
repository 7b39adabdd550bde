/**
 * Files the API serves (spreadsheets): bytes, where the data provider reads JSON answers, and read
 * once for a download or a check, never shown as data Refine would keep.
 */
import { request } from '@/api';

/** A file of the shop's, read with its session (the category-code sheet). */
export const readFile = (url: string) => request<Blob>({ url, responseType: 'blob' });

/**
 * A public file's bytes (a spreadsheet template): no token, and no toast, since the caller goes on
 * without it.
 */
export const readPublicBytes = (url: string) => request<ArrayBuffer>({ url, responseType: 'arraybuffer', auth: false, silent: true });
