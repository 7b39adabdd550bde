/**
 * The calls of the publish screen (api reference §3.2–§3.4, §8.5, §8.8): each read with the resource
 * it is cached under, each write as a call that says what it makes stale.
 */
import type { RequestSpec } from '@/engine/actions/types';
import { fillPath } from '@/utils/api-path';
import type { Read } from '../reads';
import type { PublishBody } from './types';

/** A published or edited goods shows in the goods lists; publishing a draft also takes it off the drafts. */
const PUBLISHED = ['goods', 'goodsDrafts'];
const DRAFTS = ['goodsDrafts'];

const json = (url: string, method: 'post' | 'put', body: PublishBody, invalidates: readonly string[]): RequestSpec => ({
  url,
  method,
  data: body,
  body: 'json',
  invalidates,
});

export const publishReads = {
  goods: (id: string): Read => ({ resource: 'goods', path: fillPath('seller/goods/{id}', { id }) }),
  draft: (id: string): Read => ({ resource: 'goodsDrafts', path: fillPath('seller/goods/draft-goods/{id}', { id }) }),
  /** The platform's brands of a category: reference data. */
  brands: (categoryId: string): Read => ({ resource: 'categories', path: fillPath('seller/goods/category/{categoryId}/brands', { categoryId }) }),
  /** A category's parameters; with a goods id, holding that goods' values (so cached with the goods). */
  params: (categoryId: string, goodsId?: string): Read =>
    goodsId
      ? { resource: 'goods', path: fillPath('seller/goods/category/{categoryId}/{goodsId}/params', { categoryId, goodsId }) }
      : { resource: 'categories', path: fillPath('seller/goods/category/{categoryId}/params', { categoryId }) },
  shopCats: { resource: 'shopCategories', path: 'seller/shops/cats' } satisfies Read,
  templates: { resource: 'shipTemplates', path: 'seller/shops/ship-templates' } satisfies Read,
};

export const publishCalls = {
  create: (body: PublishBody) => json('seller/goods', 'post', body, PUBLISHED),
  update: (id: string, body: PublishBody) => json(fillPath('seller/goods/{id}', { id }), 'put', body, PUBLISHED),
  createDraft: (body: PublishBody) => json('seller/goods/draft-goods', 'post', body, DRAFTS),
  updateDraft: (id: string, body: PublishBody) => json(fillPath('seller/goods/draft-goods/{id}', { id }), 'put', body, DRAFTS),
  publishDraft: (id: string, body: PublishBody) => json(fillPath('seller/goods/draft-goods/{id}/market', { id }), 'put', body, PUBLISHED),
};

/** The supplier shop's supply goods (api reference §9): shown in its library and in the goods lists. */
const SUPPLIED = ['goods', 'supplyGoods'];
export const supplyCalls = {
  create: (body: PublishBody) => json('seller/goods/supplier/add', 'post', body, SUPPLIED),
  update: (id: string, body: PublishBody) => json(fillPath('seller/goods/supplier/{id}', { id }), 'put', body, SUPPLIED),
};
