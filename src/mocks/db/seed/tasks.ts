/** Background task records (exports and imports) of the owner shop, and seeded drafts. */
import type { DraftRecord, TaskRecord } from '../types';
import { BASE_TIME, DAY, SHOP } from './constants';
import { placeholderImage } from '../../lib/images';

export function seedTasks(): TaskRecord[] {
  const rows: [name: string, module: string, type: TaskRecord['operate_type'], status: TaskRecord['status']][] = [
    ['订单导出', 'ShopOrderExport', 'EXPORT', 'success'],
    ['商品导出', 'ShopGoodsExport', 'EXPORT', 'success'],
    ['售后导出', 'ShopAfterSaleExport', 'EXPORT', 'error'],
    ['结算单导出', 'ShopBillExport', 'EXPORT', 'success'],
    ['SPU 导入', 'SpuImport', 'IMPORT', 'success'],
    ['SKU 导入', 'SkuImport', 'IMPORT', 'error'],
    ['商品图片导入', 'GalleryImport', 'IMPORT', 'success'],
  ];
  return rows.map(([name, module, type, status], i) => ({
    task_id: String(9001 + i),
    shop_id: SHOP.owner,
    operate_type: type,
    task_name: name,
    module_type: module,
    status,
    created_time: BASE_TIME - (i + 1) * DAY,
    username: i % 2 ? 'staff' : 'owner',
    param: JSON.stringify([
      { fieldName: 'startTime', fieldDesc: '开始时间', value: BASE_TIME - 30 * DAY },
      { fieldName: 'endTime', fieldDesc: '结束时间', value: BASE_TIME },
    ]),
    task_result:
      status === 'error'
        ? JSON.stringify(type === 'IMPORT' ? ['第 3 行：SKU 编号重复', '第 7 行：价格格式错误'] : ['导出失败：数据量过大'])
        : type === 'EXPORT'
          ? `data:text/csv;charset=utf-8,${encodeURIComponent('sn,name\nG000001,demo\n')}`
          : '',
  }));
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
