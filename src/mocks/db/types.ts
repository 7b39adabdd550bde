/** Records of the demo store. Ids are decimal strings; times are unix seconds; `__en` holds seeded English text. */
import type { Bilingual } from '../lib/errors';

export type English = { __en?: Record<string, string> };

export type ShopStatus = 'OPEN' | 'CLOSED' | 'APPLY' | 'APPLYING' | 'REFUSED';

export interface ShopRecord extends English {
  shop_id: string;
  member_id: string;
  shop_name: string;
  shop_type: 'NORMAL' | 'SUPPLIER';
  shop_status: ShopStatus;
  shop_logo: string;
  shop_desc: string;
  shop_qq: string;
  shop_add: string;
  link_phone: string;
  legal_id: string;
  self_operated: number;
  shop_credit: number;
  shop_description_credit: number;
  shop_service_credit: number;
  shop_delivery_credit: number;
  shop_province_id: string;
  shop_province: string;
  shop_city_id: string;
  shop_city: string;
  shop_county_id: string;
  shop_county: string;
  shop_town_id: string;
  shop_town: string;
  goods_warning_count: number;
  ordin_receipt_status: number;
  elec_receipt_status: number;
  tax_receipt_status: number;
  paid_margin: number;
  remaining_margin: number;
}

export interface SellerRecord {
  uid: string;
  username: string;
  nickname: string;
  face: string;
  password_md5: string;
  /** '' = no shop applied. */
  shop_id: string;
  role_id: string;
  founder: number;
}

export interface RoleRecord extends English {
  role_id: string;
  shop_id: string;
  role_name: string;
  role_describe: string;
  permissions: string[];
}

export interface SpecValue {
  spec_group_name: string;
  spec_group_sn: string;
  spec_value_name: string;
  spec_value_sn: string;
  spec_value_image: string;
}

export interface SkuRecord {
  sku_id: string;
  goods_id: string;
  sn: string;
  quantity: number;
  enable_quantity: number;
  price: number;
  cost: number;
  weight: number;
  thumbnail: string;
  exchange_point: number;
  spec_list: SpecValue[];
  /** A supplier's SKU: the supply price resellers pay (the supplier library's `cost`). */
  supplier_price?: number;
  /** A reseller's SKU: the supplier SKU it mirrors. */
  supplier_sku_id?: string;
}

export interface GalleryItem {
  img_id: string;
  original: string;
  thumbnail: string;
  small: string;
  big: string;
  tiny: string;
  sort: number;
  gallery_type: 'GOODS' | 'SKU' | 'SPEC';
}

export interface IntroBlock {
  type: 'text' | 'image';
  content: string;
}

export interface GoodsParam {
  param_id: string;
  param_name: string;
  param_value: string;
  group_id: string;
  param_type: number;
  required: number;
}

export type GoodsType = 'NORMAL' | 'VIRTUAL' | 'POINT';

export interface GoodsRecord extends English {
  goods_id: string;
  shop_id: string;
  category_id: string;
  shop_cat_id: string;
  brand_id: string;
  goods_name: string;
  sn: string;
  price: number;
  cost: number;
  mktprice: number;
  weight: number;
  goods_transfee_charge: number;
  intro: string;
  intro_list: IntroBlock[];
  have_spec: number;
  market_enable: number;
  is_auth: number;
  auth_message: string;
  under_message: string;
  disabled: number;
  goods_type: GoodsType;
  point_disable: number;
  exchange_point: number;
  expired_date: number;
  need_packing: string;
  packing_price: number;
  source_type: string;
  supplier_price: number;
  goods_gallery_list: GalleryItem[];
  goods_video: string;
  page_title: string;
  meta_keywords: string;
  meta_description: string;
  template_id: string;
  goods_params_list: GoodsParam[];
  thumbnail: string;
  create_time: number;
  last_modify: number;
  skus: SkuRecord[];
  /** Goods of `source_type` SUPPLIER: the supplier goods this shop resells. */
  supplier_goods_id?: string;
  /** Distribution (api reference §3.6): joined, and the two rebate ratios in percent. */
  distribution?: { join_flag: number; ratio_lv1: number; ratio_lv2: number };
}

export interface DraftRecord {
  draft_goods_id: string;
  shop_id: string;
  /** The saved publish body (goods fields). */
  body: Record<string, unknown>;
  skus: SkuRecord[];
  create_time: number;
}

export interface SpecRecord extends English {
  id: string;
  shop_id: string;
  spec_group_name: string;
  spec_group_sn: string;
  spec_values: { spec_value_name: string; spec_value_sn: string; spec_value_image: string }[];
}

export interface ShopCatRecord extends English {
  shop_cat_id: string;
  shop_id: string;
  shop_cat_pid: string;
  shop_cat_name: string;
  disable: number;
  sort: number;
}

export interface TagRecord extends English {
  tag_id: string;
  shop_id: string;
  tag_name: string;
  mark: string;
  goods_ids: string[];
}

export interface ShipRule {
  first_company: number;
  first_price: number;
  continued_company: number;
  continued_price: number;
  area: string;
}

export interface ShipTemplateRecord extends English {
  id: string;
  shop_id: string;
  name: string;
  type: number;
  is_default: number;
  items: ShipRule[];
  free_items: ShipRule[];
}

export type GroupType = 'IMAGE' | 'VIDEO';

export interface ResourceRecord extends English {
  id: string;
  shop_id: string;
  resource_name: string;
  resource_url: string;
  resource_storage: number;
  img_width: number;
  img_height: number;
  video_duration: number;
  /** '-1' = ungrouped. */
  group_id: string;
  group_type: GroupType;
  create_time: number;
}

export interface ResourceGroupRecord extends English {
  group_id: string;
  shop_id: string;
  group_name: string;
  group_type: GroupType;
  parent_id: string;
  depth: number;
  create_time: number;
}

export type TaskStatus = 'processing' | 'success' | 'error';

export interface TaskRecord extends English {
  task_id: string;
  shop_id: string;
  operate_type: 'EXPORT' | 'IMPORT';
  /** Chinese; `__en.task_name` in English. */
  task_name: string;
  module_type: string;
  status: TaskStatus;
  created_time: number;
  username: string;
  /** JSON array of `{fieldName, fieldDesc, value}`: the filters (an export rebuilds its file from them). */
  param: string;
  /** Wall-clock ms when a running task finishes, and whether it then ends in error. */
  finish_at_ms?: number;
  will_fail?: boolean;
  /** Error lines of a failed task (an import's rows, an export's reason); answered as `task_result` and `error_list`. */
  errors?: Bilingual[];
  /** An import's status message. */
  message?: Bilingual;
  /** Exports: the unguessable key of the file's download URL, and the language the file is written in. */
  file_key?: string;
  english?: boolean;
}
