import type { Row } from '../actions/types';
import type { Family } from '../declare';

/** A value at a dotted path of a row (`logistics_company_do.id`). */
export const valueAt = (row: Row, path: string): unknown =>
  path.split('.').reduce<unknown>((v, key) => (v && typeof v === 'object' ? (v as Row)[key] : undefined), row);

/**
 * A row's id as text (ids may exceed 2^53): its family's `idField`, a key or a dotted path into a nested
 * object (a logistics setting's company id, `logistics_company_do.id`).
 */
export const recordId = (family: Pick<Family, 'idField'>, row: Row): string => String(valueAt(row, family.idField) ?? '');
