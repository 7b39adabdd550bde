/** Error bodies and statuses of api-reference §1.3; messages in Chinese, or English for `language: en-US`. */

/** A message in both languages; picked per request. */
export interface Bilingual {
  zh: string;
  en: string;
}

export const text = (zh: string, en: string): Bilingual => ({ zh, en });

export const pick = (message: Bilingual, english: boolean) => (english ? message.en : message.zh);

/** Thrown by handlers; `route()` turns it into `{code, message}` with the status. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly text: Bilingual,
    readonly data?: unknown,
  ) {
    super(text.en);
  }
}

/** 400 `{code:"004"}`: bad or missing parameter/body field. */
export const badParam = (zh: string, en: string) => new ApiError(400, '004', text(zh, en));

/** 404 `{code:"003"}`: unknown id. */
export const notFound = (what: Bilingual, id: string) =>
  new ApiError(404, '003', text(`${what.zh}不存在：${id}`, `${what.en} not found: ${id}`));

/** 500 business error (`ServiceException`). */
export const business = (zh: string, en: string, code = '500') => new ApiError(500, code, text(zh, en));

/** 403 `{code:"403"}`: missing/expired/unknown access token. The message is always this text (Spring Security). */
export const forbidden = () => new ApiError(403, '403', text('登录状态已失效', '登录状态已失效'));

/** Names of things, for not-found messages. */
export const what = {
  goods: text('商品', 'Goods'),
  sku: text('SKU', 'SKU'),
  draft: text('草稿商品', 'Draft goods'),
  category: text('分类', 'Category'),
  shopCat: text('店铺分组', 'Shop category'),
  spec: text('规格', 'Spec'),
  tag: text('标签', 'Tag'),
  role: text('角色', 'Role'),
  resource: text('素材', 'Resource'),
  group: text('素材分组', 'Resource group'),
  region: text('地区', 'Region'),
  country: text('国家', 'Country'),
  member: text('会员', 'Member'),
  task: text('任务', 'Task'),
  shop: text('店铺', 'Shop'),
  template: text('运费模板', 'Freight template'),
};
