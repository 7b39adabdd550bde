/** Pickup points of the owner's shop (Shenzhen, Guangzhou, Dongguan) and of the supplier; some disabled. */
import { BASE_TIME, DAY, SHOP } from '../../../db/seed/constants';
import { addressFields, regionIdByName } from '../lib/regions';
import type { PickupPointRecord } from '../types';

type PointSeed = [
  shop: string, name: [string, string], region: [name: string, parent?: string], address: [string, string],
  contact: [name: string, mobile: string], hours: [open: string, close: string], days: string, enabled: 0 | 1,
];

const WEEK = '1,2,3,4,5,6,7';
const WORKDAYS = '1,2,3,4,5';

const POINTS: PointSeed[] = [
  [SHOP.owner, ['科技园自提点', 'Science Park pickup'], ['粤海街道'], ['科技园南区 8 栋一楼大堂', 'Lobby, Building 8, Science Park South'], ['陈晨', '13912345601'], ['09:00', '21:00'], WEEK, 1],
  [SHOP.owner, ['蛇口海上世界自提点', 'Sea World pickup'], ['蛇口街道'], ['望海路 1128 号', '1128 Wanghai Road'], ['刘洋', '13912345602'], ['10:00', '22:00'], WEEK, 1],
  [SHOP.owner, ['园岭自提点', 'Yuanling pickup'], ['园岭街道'], ['园岭东路 3 号', '3 Yuanling East Road'], ['孙悦', '13912345603'], ['09:00', '18:00'], WORKDAYS, 1],
  [SHOP.owner, ['香蜜湖智能自提柜', 'Xiangmihu pickup locker'], ['香蜜湖街道'], ['香蜜湖路 12 号', '12 Xiangmihu Road'], ['孙悦', '13912345603'], ['00:00', '23:59'], WEEK, 1],
  [SHOP.owner, ['西乡自提点', 'Xixiang pickup'], ['西乡街道'], ['西乡大道 268 号', '268 Xixiang Avenue'], ['何伟', '13912345604'], ['09:30', '20:30'], '1,2,3,4,5,6', 0],
  [SHOP.owner, ['天河五山自提点', 'Wushan pickup, Tianhe'], ['五山街道'], ['五山路 381 号', '381 Wushan Road'], ['梁静', '13912345605'], ['09:00', '21:00'], WEEK, 1],
  [SHOP.owner, ['北京路自提点', 'Beijing Road pickup'], ['北京街道'], ['北京路 238 号', '238 Beijing Road'], ['梁静', '13912345605'], ['10:00', '22:00'], WEEK, 0],
  [SHOP.owner, ['松山湖自提点', 'Songshan Lake pickup'], ['大学路社区'], ['大学路 9 号', '9 Daxue Road'], ['黄磊', '13912345606'], ['09:00', '18:00'], WORKDAYS, 1],
  [SHOP.supplier, ['莞城仓库自提点', 'Guancheng warehouse pickup'], ['东城社区'], ['东城大道 66 号 1 号仓', 'Warehouse 1, 66 Dongcheng Avenue'], ['王优', '13912345607'], ['08:30', '17:30'], WORKDAYS, 1],
  [SHOP.supplier, ['松山湖二号仓', 'Songshan Lake warehouse 2'], ['大学路社区'], ['工业北路 2 号', '2 Gongye North Road'], ['王优', '13912345607'], ['08:30', '17:30'], WORKDAYS, 0],
];

export function seedPickupPoints(): PickupPointRecord[] {
  return POINTS.map(([shop, [name, nameEn], [region, parent], [address, addressEn], [contact, mobile], [open, close], days, enabled], i) => {
    const created = BASE_TIME - (120 - i * 9) * DAY;
    return {
      id: String(i + 1),
      shop_id: shop,
      name,
      ...addressFields(regionIdByName(region, parent)),
      address,
      contact_name: contact,
      contact_mobile: mobile,
      open_time: open,
      close_time: close,
      open_days: days,
      enabled,
      create_time: created,
      update_time: created + 3 * DAY,
      __en: { name: nameEn, address: addressEn },
    };
  });
}
