/** The goods export (`ShopGoodsExport`): one row per goods matching the goods-list filters it was started with. */
import { BRANDS, CATEGORY_BY_ID } from '../../db/seed/catalog';
import type { GoodsRecord } from '../../db/types';
import { pick, text, type Bilingual } from '../../lib/errors';
import { filterGoods, totalEnableQuantity, totalQuantity } from '../../handlers/goods-model';
import { exportTime, registerExport } from './exports';

const BRAND_BY_ID = new Map(BRANDS.map((b) => [b.brand_id, b]));

/** A catalogue name (category, brand) in the file's language. */
const nameOf = (row: { name: string; __en: { name: string } } | undefined, english: boolean) => (english ? row?.__en.name : row?.name) ?? '';

const TYPES: Record<string, Bilingual> = {
  NORMAL: text('普通商品', 'Normal'),
  VIRTUAL: text('虚拟商品', 'Virtual'),
  POINT: text('积分商品', 'Points'),
};

/** The status label of the goods list (api-reference §3.1). */
function statusOf(g: GoodsRecord): Bilingual {
  if (g.disabled === 0) return text('回收站', 'Recycled');
  if (g.market_enable === 0) return text('已下架', 'Off shelf');
  if (g.is_auth === 0) return text('待审核', 'Pending review');
  if (g.is_auth === 2) return text('审核拒绝', 'Rejected');
  return text('售卖中', 'On sale');
}

const COLUMNS: [Bilingual, (g: GoodsRecord, english: boolean) => string | number][] = [
  [text('商品ID', 'Goods ID'), (g) => g.goods_id],
  [text('商品编号', 'Goods number'), (g) => g.sn],
  [text('商品名称', 'Goods name'), (g, en) => (en && g.__en?.goods_name) || g.goods_name],
  [text('商品类型', 'Type'), (g, en) => pick(TYPES[g.goods_type] ?? text(g.goods_type, g.goods_type), en)],
  [text('商品分类', 'Category'), (g, en) => nameOf(CATEGORY_BY_ID.get(g.category_id), en)],
  [text('品牌', 'Brand'), (g, en) => nameOf(BRAND_BY_ID.get(g.brand_id), en)],
  [text('销售价', 'Price'), (g) => g.price],
  [text('成本价', 'Cost'), (g) => g.cost],
  [text('市场价', 'Market price'), (g) => g.mktprice],
  [text('兑换积分', 'Exchange points'), (g) => g.exchange_point],
  [text('实际库存', 'Stock'), (g) => totalQuantity(g)],
  [text('可用库存', 'Available stock'), (g) => totalEnableQuantity(g)],
  [text('状态', 'Status'), (g, en) => pick(statusOf(g), en)],
  [text('商品来源', 'Source'), (g, en) => pick(g.source_type === 'SUPPLIER' ? text('供应商', 'Supplier') : text('自营', 'Own'), en)],
  [text('创建时间', 'Created'), (g) => exportTime(g.create_time)],
];

registerExport(
  'ShopGoodsExport',
  (filters, { shopId, english }) => ({
    header: COLUMNS.map(([title]) => pick(title, english)),
    rows: filterGoods(filters, shopId).map((g) => COLUMNS.map(([, value]) => value(g, english))),
  }),
  {
    fields: {
      keyword: text('关键字', 'Keyword'),
      goods_name: text('商品名称', 'Goods name'),
      goods_sn: text('商品编号', 'Goods number'),
      market_enable: text('上架状态', 'On shelf'),
      is_auth: text('审核状态', 'Review status'),
      disabled: text('是否在回收站', 'Recycled'),
      goods_type: text('商品类型', 'Goods type'),
      point_disable: text('积分商品', 'Points goods'),
      shop_cat_path: text('店铺分组', 'Shop category'),
      category_path: text('商品分类', 'Category'),
      brand_id: text('品牌', 'Brand'),
      start_price: text('最低价格', 'Lowest price'),
      end_price: text('最高价格', 'Highest price'),
      sort_field: text('排序字段', 'Sort field'),
      sort_type: text('排序方式', 'Sort order'),
    },
  },
);
