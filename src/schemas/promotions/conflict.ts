/**
 * The conflict error of api reference §1.3 and §6: HTTP 500, code "401", `data` a JSON text of
 * `[{name}]`, the goods already in another activity at the same time. The form shows them at its goods
 * table and keeps everything as it was.
 */
import { t } from '@/i18n';
import { parseJson } from '@/utils/json';
import type { ServerFieldError } from '@/validation/server-errors';

/**
 * The goods names a conflict error carries, or null when the error is not one. Read by its fields, as
 * '@/utils/not-found' reads a missing record: a schema knows no api client.
 */
export function conflictingGoods(error: unknown): string[] | null {
  if (!(error instanceof Error) || (error as { code?: unknown }).code !== '401') return null;
  let rows: unknown = (error as { data?: unknown }).data;
  if (typeof rows === 'string') {
    try {
      rows = parseJson(rows);
    } catch {
      rows = [];
    }
  }
  const names = (Array.isArray(rows) ? rows : [])
    .map((row) => (row && typeof row === 'object' ? (row as { name?: unknown }).name : row))
    .filter((name) => typeof name === 'string' && name !== '') as string[];
  return names;
}

/** A form's `serverError`: a conflict names its goods at the field holding them. */
export const conflictAt =
  (...name: (string | number)[]) =>
  (error: unknown): ServerFieldError | null => {
    const names = conflictingGoods(error);
    if (!names) return null;
    return { name, message: names.length ? t('promotions:conflict.goods', { names: names.join(t('promotions:conflict.separator')) }) : t('promotions:conflict.unnamed') };
  };
