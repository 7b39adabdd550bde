/**
 * What an answer must look like before a screen trusts it: a tiny validator per family or call, checked
 * by the data provider. A 200 of the wrong shape (`{}`, `null`, `[1,2,3]`, a string) is then the
 * network error with Retry, never a blank form, dashes and ￥0.00, or "No data".
 *
 * Checks are deliberately shallow: they name the fields a screen cannot do without, not every field
 * the reference lists, so that a server adding or omitting an optional field is never refused.
 */
import { isRecord } from '@/utils/guards';

export type AnswerShape = (body: unknown) => boolean;

/** What one required field must hold. */
export type FieldKind = 'id' | 'string' | 'number' | 'array' | 'record' | 'present';

/** An id: digits of any length (ids may exceed 2^53 and come as strings), or a non-empty text (an order's sn). */
const isId = (value: unknown) => (typeof value === 'number' && Number.isFinite(value)) || (typeof value === 'string' && value.trim() !== '');
/** A figure: a number, or the decimal text the statistics send. */
const isNumberLike = (value: unknown) =>
  (typeof value === 'number' && Number.isFinite(value)) || (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value)));

const KIND: Record<FieldKind, (value: unknown) => boolean> = {
  id: isId,
  string: (value) => typeof value === 'string',
  number: isNumberLike,
  array: Array.isArray,
  record: isRecord,
  present: (value) => value !== undefined && value !== null,
};

/** The value at a dotted path (`logistics_company_do.id`). */
const valueAt = (body: Record<string, unknown>, path: string): unknown =>
  path.split('.').reduce<unknown>((value, key) => (isRecord(value) ? value[key] : undefined), body);

/** A record (an object, not an array) holding at least one field: `{}` is not a record of anything. */
export const aRecord: AnswerShape = (body) => isRecord(body) && Object.keys(body).length > 0;

/** A record with these fields, each of its kind. */
export const recordWith =
  (fields: Readonly<Record<string, FieldKind>>): AnswerShape =>
  (body) =>
    isRecord(body) && Object.entries(fields).every(([path, kind]) => KIND[kind](valueAt(body, path)));

/** A record with its id field (the default for a family's record). */
export const recordWithId = (idField: string): AnswerShape => recordWith({ [idField]: 'id' });

/** A bare number (a count), or its decimal text. */
export const aNumber: AnswerShape = isNumberLike;

/** A bare array, each item of the item shape when one is given. */
export const anArray =
  (item?: AnswerShape): AnswerShape =>
  (body) =>
    Array.isArray(body) && (!item || body.every(item));

/** Text holding JSON of the given shape (the API stores some structures as a JSON string). */
export const jsonText =
  (inner: AnswerShape): AnswerShape =>
  (body) => {
    if (typeof body !== 'string') return false;
    try {
      return inner(JSON.parse(body));
    } catch {
      return false;
    }
  };

/** Either shape (where the reference leaves it open). */
export const either =
  (...shapes: AnswerShape[]): AnswerShape =>
  (body) =>
    shapes.some((shape) => shape(body));
