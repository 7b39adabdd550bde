/** Template links and the category-code sheet (api reference §3.5). */
import { request } from '@/api';
import { config } from '@/config';
import { saveBlob } from '@/utils/save-file';

/** `{seller}/import-tpl/<file>`; an empty seller URL means the console's own origin. */
export const templateUrl = (file: string) => `${config.sellerApiUrl}/import-tpl/${encodeURIComponent(file)}`;

export const CATEGORY_SHEET_URL = 'seller/goods/export/categories';

/**
 * Fetches the shop's category-code sheet and saves it under `fileName`. A file download, not data a
 * view shows: it goes to the api client directly (the data provider reads JSON).
 */
export async function downloadCategorySheet(fileName: string): Promise<void> {
  const blob = await request<Blob>({ url: CATEGORY_SHEET_URL, responseType: 'blob' });
  saveBlob(blob, fileName);
}
