/** Form values ⇄ the publish body of api reference §3.3. Pure: ids stay strings, HTML is sanitised. */
import DOMPurify from 'dompurify';
import type { FieldKeys } from '@/validation/server-errors';
import type {
  ChosenCategory,
  GalleryImage,
  GoodsDetail,
  GoodsType,
  IntroBlock,
  ParamGroup,
  PublishBody,
  PublishFormValues,
} from './types';

/**
 * Body key → form field, for the server's validation errors (`fieldOfServerError`); `category` is
 * the category step, outside the form.
 */
export const PUBLISH_FIELD_KEYS: FieldKeys = {
  goods_name: ['goods_name'],
  sn: ['sn'],
  price: ['price'],
  cost: ['cost'],
  mktprice: ['mktprice'],
  weight: ['weight'],
  expired_date: ['expired_date'],
  exchange_point: ['exchange_point'],
  goods_gallery_list: ['gallery'],
  goods_video: ['goods_video'],
  brand_id: ['brand_id'],
  shop_cat_id: ['shop_cat_id'],
  template_id: ['template_id'],
  page_title: ['page_title'],
  meta_keywords: ['meta_keywords'],
  meta_description: ['meta_description'],
  intro: ['intro'],
  category_id: ['category'],
};

/** Free shipping: the synthetic first freight option. */
export const FREE_SHIPPING = '0';

/** PC detail HTML, safe to display and to send. */
export const sanitizeHtml = (html: string | undefined | null): string =>
  html ? String(DOMPurify.sanitize(html, { USE_PROFILES: { html: true } })) : '';

/** SEO text: tags removed. */
export function stripTags(value: string | undefined | null): string {
  if (!value) return '';
  if (!/[<&]/.test(value)) return value.trim();
  // An inert document: nothing in it runs or loads. Script and style bodies are not text.
  const doc = new DOMParser().parseFromString(value, 'text/html');
  doc.querySelectorAll('script, style, template, noscript').forEach((node) => node.remove());
  return (doc.body.textContent ?? '').trim();
}

const idText = (id: unknown): string => (id === undefined || id === null || id === '' ? '' : String(id));
const numberOrNull = (value: string | undefined): number | null => {
  const v = (value ?? '').trim();
  return v === '' ? null : Number(v);
};
const numberText = (value: unknown): string | undefined =>
  value === undefined || value === null || value === '' ? undefined : String(value);

export const emptyValues = (): PublishFormValues => ({
  goods_type: 'NORMAL',
  gallery: [],
  intro: '',
  intro_list: [],
  params: {},
  point_disable: false,
});

/** The default freight template (is_default), else free shipping. */
export const defaultTemplateId = (templates: ReadonlyArray<{ id: unknown; is_default?: number }>): string => {
  const found = templates.find((x) => x.is_default === 1);
  return found ? String(found.id) : FREE_SHIPPING;
};

export interface BodyContext {
  category: ChosenCategory;
  paramGroups: ParamGroup[];
  /** The goods being edited (kept as its exact decimal string). */
  goodsId?: string;
  /** 1 publish (on shelf); drafts send 0. */
  marketEnable?: number;
}

/**
 * The body of `POST seller/goods/supplier/add` and `PUT seller/goods/supplier/{id}`: the publish body of a
 * physical goods without a freight template of its own, plus its supply price (a goods with specs has
 * one per SKU, set with its SKUs).
 */
export function toSupplyBody(values: PublishFormValues, ctx: Omit<BodyContext, 'marketEnable'>): PublishBody {
  const body = toPublishBody({ ...values, goods_type: 'NORMAL', template_id: FREE_SHIPPING, point_disable: false }, { ...ctx, marketEnable: 1 });
  const supplyPrice = numberOrNull(values.supplier_price);
  if (supplyPrice !== null) body.supplier_price = supplyPrice;
  return body;
}

/** Builds the JSON body of `POST seller/goods`, `PUT seller/goods/{id}`, the draft calls and `…/market`. */
export function toPublishBody(values: PublishFormValues, ctx: BodyContext): PublishBody {
  const goodsType: GoodsType = values.goods_type === 'VIRTUAL' ? 'VIRTUAL' : 'NORMAL';
  const templateId = goodsType === 'VIRTUAL' ? FREE_SHIPPING : idText(values.template_id) || FREE_SHIPPING;
  const pointGoods = !!values.point_disable;
  const params = values.params ?? {};
  const body: PublishBody = {
    goods_type: goodsType,
    category_id: ctx.category.id,
    category_name: ctx.category.name,
    shop_cat_id: idText(values.shop_cat_id) || '0',
    brand_id: idText(values.brand_id),
    goods_name: (values.goods_name ?? '').trim(),
    sn: (values.sn ?? '').trim(),
    price: numberOrNull(values.price),
    mktprice: numberOrNull(values.mktprice),
    cost: numberOrNull(values.cost),
    weight: goodsType === 'VIRTUAL' ? (numberOrNull(values.weight) ?? 0) : numberOrNull(values.weight),
    goods_gallery_list: (values.gallery ?? []).map((image, sort) => ({
      img_id: idText(image.img_id) || '-1',
      original: image.original,
      sort,
    })),
    goods_video: values.goods_video ?? '',
    intro: sanitizeHtml(values.intro),
    intro_list: (values.intro_list ?? [])
      .filter((block) => block.content.trim() !== '')
      .map((block) => ({ type: block.type, content: block.type === 'text' ? stripTags(block.content) : block.content })),
    goods_params_list: ctx.paramGroups.flatMap((group) =>
      group.params.map((p) => ({
        param_id: idText(p.param_id),
        param_name: p.param_name,
        param_value: (params[idText(p.param_id)] ?? '').trim(),
        group_id: idText(group.group_id),
        param_type: p.param_type,
        required: p.required,
      })),
    ),
    template_id: templateId,
    free_freight: templateId === FREE_SHIPPING ? 1 : 0,
    market_enable: ctx.marketEnable ?? 1,
    page_title: stripTags(values.page_title),
    meta_keywords: stripTags(values.meta_keywords),
    meta_description: stripTags(values.meta_description),
    point_disable: pointGoods ? 1 : 0,
    exchange_point: pointGoods ? Number(values.exchange_point ?? 0) || 0 : 0,
  };
  if (goodsType === 'VIRTUAL') body.expired_date = Number(values.expired_date ?? 0) || 0;
  if (ctx.goodsId) body.goods_id = ctx.goodsId;
  return body;
}

/** The gallery of a goods (objects) or of a draft (objects, or bare URLs in `gallery_list`). */
function galleryOf(detail: GoodsDetail): GalleryImage[] {
  const list = detail.goods_gallery_list?.length ? detail.goods_gallery_list : (detail.gallery_list ?? []);
  return [...list]
    .map((item, index) =>
      typeof item === 'string'
        ? { img_id: '-1', original: item, sort: index }
        : { img_id: idText(item.img_id) || '-1', original: item.original ?? item.url ?? '', sort: item.sort ?? index },
    )
    .filter((item) => item.original)
    .sort((a, b) => a.sort - b.sort)
    .map(({ img_id, original }) => ({ img_id, original }));
}

/** Form values from a goods detail or a draft. Param values come from `goods_params_list` when present. */
export function fromDetail(detail: GoodsDetail): PublishFormValues {
  const params: Record<string, string> = {};
  for (const p of detail.goods_params_list ?? []) if (p.param_value) params[idText(p.param_id)] = p.param_value;
  const shopCat = idText(detail.shop_cat_id);
  const brand = idText(detail.brand_id);
  const intro: IntroBlock[] = Array.isArray(detail.intro_list)
    ? detail.intro_list.filter((b) => b && (b.type === 'text' || b.type === 'image')).map((b) => ({ type: b.type, content: String(b.content ?? '') }))
    : [];
  return {
    goods_type: detail.goods_type === 'VIRTUAL' ? 'VIRTUAL' : 'NORMAL',
    expired_date: detail.goods_type === 'VIRTUAL' ? numberText(detail.expired_date) : undefined,
    goods_name: detail.goods_name ?? '',
    sn: detail.sn ?? '',
    brand_id: brand && brand !== '0' ? brand : undefined,
    shop_cat_id: shopCat && shopCat !== '0' ? shopCat : undefined,
    price: numberText(detail.price),
    mktprice: numberText(detail.mktprice),
    cost: numberText(detail.cost),
    supplier_price: numberText(detail.supplier_price),
    weight: numberText(detail.weight),
    gallery: galleryOf(detail),
    goods_video: detail.goods_video ?? '',
    params,
    intro: sanitizeHtml(detail.intro),
    intro_list: intro,
    template_id: detail.template_id === undefined || detail.template_id === null ? undefined : idText(detail.template_id),
    page_title: detail.page_title ?? '',
    meta_keywords: detail.meta_keywords ?? '',
    meta_description: detail.meta_description ?? '',
    point_disable: Number(detail.point_disable) === 1,
    exchange_point: Number(detail.point_disable) === 1 ? numberText(detail.exchange_point) : undefined,
  };
}

/** The category of a goods detail or draft. */
export function categoryOf(detail: GoodsDetail): ChosenCategory | null {
  const id = idText(detail.category_id);
  if (!id || id === '0') return null;
  return { id, name: detail.category_name ?? '', ids: (detail.category_ids ?? []).map(idText) };
}

/** Param values carried by a category's param groups (`…/{category_id}/{goods_id}/params`). */
export function paramValuesOf(groups: ParamGroup[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const g of groups) for (const p of g.params) if (p.param_value) out[idText(p.param_id)] = p.param_value;
  return out;
}
