/**
 * Reading a page's stored document (src/schemas/decoration/page-document.ts): older versions are migrated;
 * anything this editor does not know — a widget type, a widget key, a document key, a newer
 * version number — is carried through untouched, so that saving never drops what a newer editor wrote.
 */
import { emptyDocument, SCHEMA_VERSION, type PageDocument, type Widget } from '@/schemas/decoration/page-document';
import { isRecord } from '@/utils/guards';
import { parseJson } from '@/utils/json';
import { linkFromAction } from './links';
import { isKnownType } from './widgets';

/** Version 0 (the original decorator, a bare array) called the title widget `text`. */
const V0_TYPES: Record<string, string> = { text: 'title' };

/** Version 0: `[{ type, ...data }]` → version 1: `{ version: 1, widgets: [{ id, type, data }] }`. */
function fromVersion0(items: unknown[]): PageDocument {
  const widgets = items.filter(isRecord).map((item, index) => {
    const { type, ...data } = item;
    const name = typeof type === 'string' ? type : '';
    return { id: `w${index + 1}`, type: V0_TYPES[name] ?? name, data };
  });
  return { version: 1, widgets };
}

/**
 * A version 1 action (`opt_type`, `opt_value`) → a version 2 `link`. One that cannot be read (an unknown
 * type, a broken value) stays as it was, with no link: nothing the seller set is dropped.
 */
function withLink(item: unknown): unknown {
  if (!isRecord(item) || !('opt_type' in item)) return item;
  const { opt_type, opt_value, ...rest } = item;
  const link = linkFromAction(opt_type, opt_value);
  return link === undefined ? { ...item, link: null } : { ...rest, link };
}

const mapList = (value: unknown, map: (item: unknown) => unknown) => (Array.isArray(value) ? value.map(map) : value);

/** Version 1 → 2 of one widget's data: typed links; coupons chosen by id instead of a count of placeholders. */
function dataToVersion2(type: string, data: Record<string, unknown>): Record<string, unknown> {
  switch (type) {
    case 'image-carousel':
    case 'image-ad':
      return { ...data, images: mapList(data.images, withLink) };
    case 'text-nav':
      return { ...data, items: mapList(data.items, withLink) };
    case 'title':
    case 'notice':
      return withLink(data) as Record<string, unknown>;
    case 'coupons': {
      const { limit: _placeholders, ...rest } = data;
      return { coupon_ids: [], ...rest };
    }
    default:
      // A type this editor does not know: its data is a newer editor's, kept as it is.
      return data;
  }
}

/** A widget as stored, made safe to edit: an id (unique in the page) and a data object; nothing else changes. */
function readWidget(value: Record<string, unknown>, index: number, taken: Set<string>): Widget {
  let id = typeof value.id === 'string' && value.id ? value.id : `w${index + 1}`;
  while (taken.has(id)) id = `${id}-${index + 1}`;
  taken.add(id);
  return { ...value, id, type: typeof value.type === 'string' ? value.type : '', data: isRecord(value.data) ? value.data : {} };
}

export class PageDataError extends Error {
  constructor() {
    super('page_data is not a page document');
    this.name = 'PageDataError';
  }
}

/** Any stored version → the current model (a newer version keeps its number and its unknown parts). */
export function migrate(stored: unknown): PageDocument {
  if (stored === null || stored === undefined || stored === '') return emptyDocument();
  if (Array.isArray(stored)) return migrate(fromVersion0(stored));
  if (!isRecord(stored) || !Array.isArray(stored.widgets)) throw new PageDataError();
  const taken = new Set<string>();
  const storedVersion = typeof stored.version === 'number' ? stored.version : 1;
  const version = storedVersion > SCHEMA_VERSION ? storedVersion : SCHEMA_VERSION;
  const widgets = stored.widgets.filter(isRecord).map((w, i) => readWidget(w, i, taken));
  return { ...stored, version, widgets: storedVersion < 2 ? widgets.map((w) => ({ ...w, data: dataToVersion2(w.type, w.data) })) : widgets };
}

/** `page_data` text → document. Integers beyond 2^53 (a goods id stored as a number) become strings, not rounded numbers. */
export function parsePageData(text: string | undefined | null): PageDocument {
  if (!text || !text.trim()) return emptyDocument();
  let stored: unknown;
  try {
    stored = parseJson(text);
  } catch {
    throw new PageDataError();
  }
  return migrate(stored);
}

/** Widgets this editor cannot show or edit (from a newer editor): kept as they are. */
export const unknownWidgets = (doc: PageDocument) => doc.widgets.filter((w) => !isKnownType(w.type));
