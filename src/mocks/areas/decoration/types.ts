/** Records of the shop-decoration area (designed shapes: docs/api/decoration.md). Ids are decimal strings. */
import type { English } from '../../db/types';

export type ClientType = 'PC' | 'MOBILE';
export type YesNo = 'YES' | 'NO';

/** A micro-page of a shop. */
export interface PageRecord extends English {
  id: string;
  shop_id: string;
  page_name: string;
  remark: string;
  client_type: ClientType;
  publish_status: YesNo;
  /** The shop's home page of this client type (exactly one per shop and client type). */
  is_index: YesNo;
  /** The decorator's widget list, as a JSON text (opaque to the server, checked to be JSON). */
  page_data: string;
  create_time: number;
  modify_time: number;
}

/** A shop navigation entry (BE722 `NavigationDO`). */
export interface NavigationRecord extends English {
  id: string;
  shop_id: string;
  name: string;
  /** 1 shown, 0 hidden. */
  disable: number;
  sort: number;
  nav_url: string;
  /** 1 opens in a new window. */
  target: number;
}

/** A slide of the shop's carousel (BE722 `ShopSildeDO`, sic), per client type. */
export interface SlideRecord {
  silde_id: string;
  shop_id: string;
  client_type: ClientType;
  /** Where a click on the slide leads. */
  silde_url: string;
  img: string;
}

/** A platform theme (BE722 `ShopThemesDO`); read-only. */
export interface ThemeRecord extends English {
  id: string;
  name: string;
  image_path: string;
  mark: string;
  is_default: number;
  type: 'PC' | 'WAP';
}

/** The themes a shop uses. */
export interface ShopThemeChoice {
  shop_id: string;
  pc_theme_id: string;
  wap_theme_id: string;
}
