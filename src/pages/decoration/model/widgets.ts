/**
 * The widget catalogue of the page builder: each known type, where it sits in the palette and the data a
 * new one starts with. Pure (no React): the page model, its tests and the editor's UI share it.
 */
import type { Link } from './links';

/** An image and where a tap on it leads (null: nowhere). */
export interface ImageLink {
  url: string;
  link: Link | null;
}

/** A text and where a tap on it leads (null: nowhere). */
export interface TextLink {
  text: string;
  link: Link | null;
}

/** The data of each known widget type (schema version 2; README "Page JSON"). */
export interface WidgetDataByType {
  'image-carousel': { images: ImageLink[]; interval: number };
  'image-ad': { columns: 1 | 2 | 3; images: ImageLink[] };
  'goods-list': { title: string; goods_ids: string[] };
  'goods-grid': { title: string; goods_ids: string[]; columns: 2 | 3 | 4 };
  title: TextLink & { align: 'left' | 'center' };
  'text-nav': { items: TextLink[] };
  search: { placeholder: string };
  /** The shop's own coupons, by id (64-bit ids as strings), in the order shown. */
  coupons: { title: string; coupon_ids: string[] };
  notice: TextLink;
  'rich-text': { html: string };
  spacer: { height: number };
  divider: { style: 'solid' | 'dashed' | 'dotted'; color: string };
}

export type WidgetType = keyof WidgetDataByType;


/** What a new widget of each type holds (labels are filled in by the seller). */
const DEFAULTS: { [K in WidgetType]: () => WidgetDataByType[K] } = {
  'image-carousel': () => ({ images: [], interval: 3 }),
  'image-ad': () => ({ columns: 1, images: [] }),
  'goods-list': () => ({ title: '', goods_ids: [] }),
  'goods-grid': () => ({ title: '', goods_ids: [], columns: 2 }),
  title: () => ({ text: '', align: 'left', link: null }),
  'text-nav': () => ({ items: [] }),
  search: () => ({ placeholder: '' }),
  coupons: () => ({ title: '', coupon_ids: [] }),
  notice: () => ({ text: '', link: null }),
  'rich-text': () => ({ html: '' }),
  spacer: () => ({ height: 20 }),
  divider: () => ({ style: 'solid', color: '#e5e5e5' }),
};

/** The palette, in groups, in the order shown. */
export const PALETTE: readonly { group: 'media' | 'goods' | 'text' | 'layout'; types: readonly WidgetType[] }[] = [
  { group: 'media', types: ['image-carousel', 'image-ad'] },
  { group: 'goods', types: ['goods-list', 'goods-grid', 'coupons', 'search'] },
  { group: 'text', types: ['title', 'text-nav', 'notice', 'rich-text'] },
  { group: 'layout', types: ['spacer', 'divider'] },
];

export const WIDGET_TYPES = Object.keys(DEFAULTS) as WidgetType[];

export const isKnownType = (type: string): type is WidgetType => Object.prototype.hasOwnProperty.call(DEFAULTS, type);

export const defaultData = <K extends WidgetType>(type: K): WidgetDataByType[K] => DEFAULTS[type]();

/** A stored value may stand where the default does: a list for a list, a number for a number (null: anything). */
const sameKind = (fallback: unknown, value: unknown) => fallback === null || (Array.isArray(fallback) ? Array.isArray(value) : typeof value === typeof fallback && !Array.isArray(value));

/**
 * A known widget's data as the editor shows it: what it lacks (a page saved by an older editor), or holds
 * in another shape (a page from anywhere: `"goods_ids": "1"`), is the default's; other keys are kept.
 */
export function dataOf<K extends WidgetType>(type: K, data: Record<string, unknown> | undefined): WidgetDataByType[K] {
  const base = DEFAULTS[type]() as unknown as Record<string, unknown>;
  const merged: Record<string, unknown> = { ...base, ...(data ?? {}) };
  for (const key of Object.keys(base)) if (!sameKind(base[key], merged[key])) merged[key] = base[key];
  return merged as unknown as WidgetDataByType[K];
}
