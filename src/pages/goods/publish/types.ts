/** Shapes of the publish screen (api reference §3.2–§3.4). Ids are strings: they may exceed 2^53. */

export type Id = string | number;
export type GoodsType = 'NORMAL' | 'VIRTUAL';

export interface GalleryImage {
  /** '-1' for an image not yet saved. */
  img_id: string;
  original: string;
}

export interface IntroBlock {
  type: 'text' | 'image';
  content: string;
}

export interface ParamDef {
  param_id: Id;
  param_name: string;
  /** 1 input, 2 select */
  param_type: number;
  option_list?: string[];
  required: number;
  param_value?: string;
}

export interface ParamGroup {
  group_id: Id;
  group_name: string;
  params: ParamDef[];
}

export interface ChosenCategory {
  /** The path, top first (may be empty when only the leaf is known, e.g. a draft). */
  ids: string[];
  /** The leaf. */
  id: string;
  name: string;
}

/** The values of the antd form. Numbers stay text until the body is built, so their format can be checked. */
export interface PublishFormValues {
  goods_type: GoodsType;
  expired_date?: string;
  goods_name?: string;
  sn?: string;
  brand_id?: string;
  shop_cat_id?: string;
  price?: string;
  mktprice?: string;
  cost?: string;
  /** Supply goods only: what reselling shops pay (api reference §9). */
  supplier_price?: string;
  weight?: string;
  gallery: GalleryImage[];
  goods_video?: string;
  /** param_id → value */
  params?: Record<string, string | undefined>;
  intro?: string;
  intro_list: IntroBlock[];
  template_id?: string;
  page_title?: string;
  meta_keywords?: string;
  meta_description?: string;
  point_disable?: boolean;
  exchange_point?: string;
}

/** The goods detail of `GET seller/goods/{id}` (and, loosely, a draft of `GET seller/goods/draft-goods/{id}`). */
export type GoodsDetail = {
  goods_id?: Id;
  draft_goods_id?: Id;
  category_id?: Id;
  category_name?: string;
  category_ids?: Id[];
  shop_cat_id?: Id;
  brand_id?: Id | null;
  goods_name?: string;
  sn?: string;
  price?: number | string;
  cost?: number | string;
  mktprice?: number | string;
  weight?: number | string;
  intro?: string;
  intro_list?: IntroBlock[];
  goods_gallery_list?: Array<{ img_id?: Id; original?: string; url?: string; sort?: number } | string>;
  gallery_list?: string[];
  goods_params_list?: Array<{ param_id: Id; param_value?: string }>;
  goods_video?: string;
  page_title?: string;
  meta_keywords?: string;
  meta_description?: string;
  template_id?: Id;
  goods_type?: string;
  point_disable?: number;
  exchange_point?: number | string;
  expired_date?: number | string;
  have_spec?: number;
  supplier_price?: number | string;
};

export interface Brand {
  brand_id: Id;
  name: string;
}

export interface ShopCat {
  shop_cat_id: Id;
  shop_cat_name: string;
  children?: ShopCat[];
}

export interface ShipTemplate {
  id: Id;
  name: string;
  is_default?: number;
}

/** The JSON body of api reference §3.3. */
export interface PublishBody {
  goods_id?: string;
  /** Supply goods (api reference §9). */
  supplier_price?: number;
  goods_type: GoodsType;
  expired_date?: number;
  category_id: string;
  category_name: string;
  shop_cat_id: string;
  brand_id: string;
  goods_name: string;
  sn: string;
  price: number | null;
  mktprice: number | null;
  cost: number | null;
  weight: number | null;
  goods_gallery_list: Array<{ img_id: string; original: string; sort: number }>;
  goods_video: string;
  intro: string;
  intro_list: IntroBlock[];
  goods_params_list: Array<{
    param_id: string;
    param_name: string;
    param_value: string;
    group_id: string;
    param_type: number;
    required: number;
  }>;
  template_id: string;
  free_freight: number;
  market_enable: number;
  page_title: string;
  meta_keywords: string;
  meta_description: string;
  point_disable: number;
  exchange_point: number;
}
