/** Server validation errors (400, code 004) → the form field they name (api reference §1.3). */

/** Body field → form field path. */
const FIELDS: Record<string, string[]> = {
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

export interface FieldError {
  /** Form field path; ['category'] = the category, outside the form. */
  name: string[];
  message: string;
}

/** The field a 004 message names: `商品名称(goods_name)不能为空` or `goods_name (goods name) is required`. */
export function fieldOfServerError(error: unknown): FieldError | null {
  if (!error || typeof error !== 'object') return null;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (String(code) !== '004' || typeof message !== 'string') return null;
  const candidates = [...message.matchAll(/\(([a-z_]+)\)/g), ...message.matchAll(/^([a-z_]+)\b/g)].map((m) => m[1]);
  const named = candidates.find((c) => FIELDS[c]);
  return named ? { name: FIELDS[named], message } : null;
}
