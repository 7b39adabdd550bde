/** Background task records (exports and imports) of the owner shop, and seeded drafts. */
import type { DraftRecord, TaskRecord } from '../types';
import { BASE_TIME, DAY, SHOP } from './constants';
import { text } from '../../lib/errors';
import { placeholderImage } from '../../lib/images';
import { hashString } from '../../lib/prng';

type SeedTask = [zh: string, en: string, module: string, type: TaskRecord['operate_type'], status: TaskRecord['status'], shop?: string];

/** Every export and import type in a finished state; files of finished exports are built when downloaded. */
export function seedTasks(): TaskRecord[] {
  const rows: SeedTask[] = [
    ['订单导出', 'Order export', 'ShopOrderExport', 'EXPORT', 'success'],
    ['商品导出', 'Goods export', 'ShopGoodsExport', 'EXPORT', 'success'],
    ['售后服务单导出', 'After-sales export', 'ShopAfterSaleExport', 'EXPORT', 'error'],
    ['结算单导出', 'Settlement bill export', 'ShopBillExport', 'EXPORT', 'success'],
    ['SPU 导入', 'SPU import', 'SpuImport', 'IMPORT', 'success'],
    ['SKU 导入', 'SKU import', 'SkuImport', 'IMPORT', 'error'],
    ['商品相册导入', 'Goods gallery import', 'GalleryImport', 'IMPORT', 'success'],
    ['商品参数导入', 'Goods parameter import', 'ParameterImport', 'IMPORT', 'success'],
    ['商品详情导入', 'Goods detail import', 'GoodsDetailImport', 'IMPORT', 'error'],
    ['商品导出', 'Goods export', 'ShopGoodsExport', 'EXPORT', 'error'],
    ['订单导出', 'Order export', 'ShopOrderExport', 'EXPORT', 'success'],
    ['商品导出', 'Goods export', 'ShopGoodsExport', 'EXPORT', 'success', SHOP.supplier],
  ];
  return rows.map(([zh, en, module, type, status, shop = SHOP.owner], i) => {
    const id = String(9001 + i);
    const errors =
      status !== 'error'
        ? []
        : type === 'IMPORT'
          ? [text('第 3 行：SKU 编号重复', 'Row 3: duplicate SKU number'), text('第 7 行：价格格式错误', 'Row 7: the price is not a valid amount')]
          : [text('导出失败：数据量过大，请缩小筛选范围', 'Export failed: too many rows, narrow the filters')];
    return {
      task_id: id,
      shop_id: shop,
      operate_type: type,
      task_name: zh,
      module_type: module,
      status,
      created_time: BASE_TIME - (i + 1) * DAY,
      username: shop === SHOP.supplier ? 'supplier' : i % 2 ? 'staff' : 'owner',
      param: JSON.stringify(
        type === 'IMPORT'
          ? [{ fieldName: 'fileName', fieldDesc: '文件名', value: `${module}-${id}.xlsx` }]
          : module === 'ShopGoodsExport'
            ? [{ fieldName: 'market_enable', fieldDesc: '上架状态', value: '1' }]
            : [
                { fieldName: 'startTime', fieldDesc: '开始时间', value: BASE_TIME - 30 * DAY },
                { fieldName: 'endTime', fieldDesc: '结束时间', value: BASE_TIME },
              ],
      ),
      errors,
      message: type === 'IMPORT' ? (status === 'error' ? text('导入失败，请查看错误信息', 'Import failed, see the error lines') : text('导入成功', 'Imported')) : undefined,
      // Seeded keys are fixed (no randomness in the seed); exports made in the demo get random ones.
      file_key: type === 'EXPORT' && status === 'success' ? `seed${hashString(`task-file-${id}`).toString(16).padStart(8, '0')}${id}` : undefined,
      __en: { task_name: en },
    };
  });
}

export function seedDrafts(): DraftRecord[] {
  const names: [string, number][] = [
    ['星耀 Neo 12 智能手机（待完善）', 1999], ['云米 Air 5 无线耳机', 299], ['墨石 Pro 14 笔记本电脑', 5999],
    ['茶语 明前西湖龙井 250g', 268], ['行者 城市通勤双肩包', 199], ['净风 Max 无线吸尘器', 1599],
    ['山野 每日坚果 30 袋装', 89.9], ['极光 Ultra 智能手表', 1299],
  ];
  return names.map(([name, price], i) => {
    const image = placeholderImage('#8E44AD', name[0], 400);
    return {
      draft_goods_id: String(7001 + i),
      shop_id: SHOP.owner,
      body: {
        goods_name: name,
        sn: `D${String(i + 1).padStart(5, '0')}`,
        price,
        cost: Math.round(price * 0.6 * 100) / 100,
        mktprice: Math.round(price * 1.2 * 100) / 100,
        weight: 0.5,
        quantity: 0,
        category_id: '111',
        shop_cat_id: '0',
        brand_id: '',
        goods_type: 'NORMAL',
        exchange_point: 0,
        intro: `<p>${name}</p>`,
        template_id: '0',
        goods_gallery_list: [{ img_id: String(-1), original: image, sort: 0 }],
      },
      skus: [],
      create_time: BASE_TIME - i * DAY * 2,
    };
  });
}
