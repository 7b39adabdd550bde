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

/**
 * A record with its id under the family's id field. A detail call may name its id otherwise than the list
 * (an after-sales service is `service_sn` in the list, `sn` in the detail): the id the record was read by fills
 * the gap, so that its actions and title find it.
 */
export function withId(record: Row, idField: string, id: string): Row {
  const value = record[idField];
  return value === undefined || value === null || value === '' ? { ...record, [idField]: id } : record;
}
