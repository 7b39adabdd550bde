/** Every known widget's preview and properties, by type. */
import type { WidgetType } from '../model/widgets';
import { carousel } from './carousel';
import { goodsGrid, goodsList } from './goods';
import { imageAd } from './image-ad';
import { coupons } from './coupons';
import { divider, search, spacer } from './misc';
import { richText } from './rich-text';
import { notice, textNav, title } from './text';
import type { WidgetView } from './types';

export const WIDGET_VIEWS: { [K in WidgetType]: WidgetView<K> } = {
  'image-carousel': carousel,
  'image-ad': imageAd,
  'goods-list': goodsList,
  'goods-grid': goodsGrid,
  title,
  'text-nav': textNav,
  search,
  coupons,
  notice,
  'rich-text': richText,
  spacer,
  divider,
};
