/** Records of the demo store. Ids are decimal strings; times are unix seconds; `__en` holds seeded English text. */
import type { Bilingual } from '../lib/errors';

export type English = { __en?: Record<string, string> };

export type ShopStatus = 'OPEN' | 'CLOSED' | 'APPLY' | 'APPLYING' | 'REFUSED';

type RegionLevel = 'province' | 'city' | 'county' | 'town';

/**
 * Where something is, as the shop record writes it for its shop, licence and bank addresses
 * (`shop_province_id`, `shop_province`, ... `shop_country_code`): ids and names of the region levels.
 */
export type RegionFields<P extends string> = {
  [K in `${P}_${RegionLevel}` | `${P}_${RegionLevel}_id` | `${P}_country_code` | `${P}_country_name`]: string;
};

/** How orders of a shop are settled (api reference §8.1, `settlement_status`). */
export type SettlementStatus = 'PAID_OFF' | 'COMPLETE' | 'EXPIRED';

/** A shop: what `seller/shops` and `seller/shops/detail` show (api reference §8.1), plus the demo's own state. */
export interface ShopRecord extends English, RegionFields<'shop'>, RegionFields<'license'>, RegionFields<'bank'> {
  shop_id: string;
  member_id: string;
  shop_name: string;
  shop_type: 'NORMAL' | 'SUPPLIER';
  shop_status: ShopStatus;
  shop_logo: string;
  shop_banner: string;
  shop_desc: string;
  shop_qq: string;
  shop_add: string;
  link_phone: string;
  self_operated: number;
  shop_credit: number;
  shop_description_credit: number;
  shop_service_credit: number;
  shop_delivery_credit: number;
  goods_warning_count: number;
  ordin_receipt_status: number;
  elec_receipt_status: number;
  tax_receipt_status: number;
  /** Deposit paid in so far, and the balance left after the platform's deductions (yuan). */
  paid_margin: number;
  remaining_margin: number;
  /** Company. */
  company_name: string;
  company_address: string;
  company_phone: string;
  company_email: string;
  employee_num: number;
  /** Registered capital in 10 000 yuan (万). */
  reg_money: number;
  link_name: string;
  /** Business licence; dates in unix seconds, `licence_end` 0 = permanent. */
  legal_name: string;
  legal_id: string;
  legal_img: string;
  license_num: string;
  license_add: string;
  establish_date: number;
  licence_start: number;
  licence_end: number;
  scope: string;
  licence_img: string;
  /** Bank account. */
  bank_account_name: string;
  bank_number: string;
  bank_name: string;
  bank_img: string;
  /** Set by the platform: commission in percent, business categories (comma-joined top category ids), settlement. */
  shop_commission: number;
  goods_management_category: string;
  /** Days of the month the shop is settled on, comma-joined (at most 5). */
  settlement_day: string;
  settlement_status: SettlementStatus;
  /** The shop grade (see the grade-application API). */
  grade_id: string;
  /** Lowercase hex MD5 of the 6-character redeem password of virtual goods; '' = not set. */
  redeem_password: string;
}

/** 0 = active, -1 = disabled (api reference §8.6 `user_state`). */
export type UserState = 0 | -1;

/**
 * A platform member who may sign in to the seller console: the shop's owner (founder) or a clerk of a shop
 * (api reference §2, §8.6). `uid` is the member id.
 */
export interface SellerRecord {
  uid: string;
  username: string;
  nickname: string;
  face: string;
  password_md5: string;
  mobile: string;
  email: string;
  /** '' = no shop applied and not a clerk. */
  shop_id: string;
  /** The clerk record of the shop ('' without a shop). */
  clerk_id: string;
  /** '0' = all menus (the founder). */
  role_id: string;
  founder: number;
  user_state: UserState;
  create_time: number;
}

/**
 * A node of a role's permission tree (api reference §8.7 `menus`). Saved as the console sent it, so a node
 * may carry more keys (the `ShopMenusVO` fields `id`, `parent_id`, `url`, ... it was built from).
 */
export interface RoleMenu {
  title: string;
  identifier: string;
  checked: boolean;
  auth_regular?: string;
  children?: RoleMenu[] | null;
  __en?: Record<string, string>;
  [key: string]: unknown;
}

export interface RoleRecord extends English {
  role_id: string;
  shop_id: string;
  role_name: string;
  role_describe: string;
  menus: RoleMenu[];
}

export interface SpecValue extends English {
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
  spec_values: ({ spec_value_name: string; spec_value_sn: string; spec_value_image: string } & English)[];
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

/**
 * A freight rule (api reference §8.5): first and continued units (kg, pieces or m³, by the template's type)
 * and their prices, for the regions of `area`.
 */
export interface ShipRule {
  first_company: number;
  first_price: number;
  continued_company: number;
  continued_price: number;
  /** JSON string keyed by region id: `{id, local_name, level, selected_all, children: {...} | null}`. */
  area: string;
}

/** 1 by weight (kg), 2 by piece, 3 by volume (m³). */
export type ShipTemplateType = 1 | 2 | 3;

export interface ShipTemplateRecord extends English {
  id: string;
  shop_id: string;
  name: string;
  type: ShipTemplateType;
  is_default: number;
  /** Charged areas (first price above 0) and free areas (prices 0). */
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
