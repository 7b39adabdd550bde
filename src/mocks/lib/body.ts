/** Request bodies: JSON (lossless), application/x-www-form-urlencoded (repeated keys → arrays) or multipart. */
import { parseJsonText } from './json';
import { badParam } from './errors';

export type FormValue = FormDataEntryValue | FormDataEntryValue[];

/** Form fields; a repeated key (or `key[]`) gives an array. */
function collect(entries: Iterable<[string, FormDataEntryValue]>): Record<string, FormValue> {
  const out: Record<string, FormValue> = {};
  for (const [rawKey, value] of entries) {
    const key = rawKey.replace(/\[\]$/, '');
    const existing = out[key];
    out[key] = existing === undefined ? value : [...(Array.isArray(existing) ? existing : [existing]), value];
  }
  return out;
}

/** The parsed body: an object or array for JSON, a key→value(s) record for forms; `{}` when empty. */
export async function readBody(request: Request): Promise<unknown> {
  const type = request.headers.get('content-type') ?? '';
  if (type.includes('multipart/form-data')) {
    const form = await request.formData();
    return collect(form.entries());
  }
  const raw = await request.text();
  if (!raw.trim()) return {};
  if (type.includes('application/x-www-form-urlencoded')) return collect(new URLSearchParams(raw).entries());
  try {
    return parseJsonText(raw);
  } catch {
    // Bodies sent without a content type: try form encoding before giving up.
    if (!type.includes('json') && raw.includes('=')) return collect(new URLSearchParams(raw).entries());
    throw badParam('请求体不是合法的 JSON', 'request body is not valid JSON');
  }
}

/** Query values of one key: repeated keys and comma-joined values both give a list. */
export function queryList(query: URLSearchParams, key: string): string[] {
  return query
    .getAll(key)
    .concat(query.getAll(`${key}[]`))
    .flatMap((v) => v.split(','))
    .map((v) => v.trim())
    .filter(Boolean);
}

/** A comma-joined id list from a path segment. */
export const pathIds = (segment: string | readonly string[] | undefined): string[] =>
  String(segment ?? '')
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);
