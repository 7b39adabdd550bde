import type { Row } from '../actions/types';

/**
 * A record with its id under the family's id field. A detail call may name its id otherwise than the list
 * (an after-sales service is `service_sn` in the list, `sn` in the detail): the id the record was read by fills
 * the gap, so that its actions and title find it.
 */
export function withId(record: Row, idField: string, id: string): Row {
  const value = record[idField];
  return value === undefined || value === null || value === '' ? { ...record, [idField]: id } : record;
}
