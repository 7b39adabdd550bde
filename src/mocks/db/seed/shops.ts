/** Shops, seller accounts and shop roles of the demo accounts. */
import { md5 } from 'js-md5';
import { DEMO_ACCOUNTS } from '../../accounts';
import { placeholderImage } from '../../lib/images';
import type { RoleRecord, SellerRecord, ShopRecord, ShopStatus } from '../types';
import { SHOP } from './constants';
import { REGIONS } from './regions';

const regionId = (name: string, parentName?: string) =>
  REGIONS.find((r) => r.local_name === name && (!parentName || REGIONS.find((p) => p.id === r.parent_id)?.local_name === parentName))?.id ?? '0';

/** Every menu identifier a full-access role has (route names of the console, plus `chat`). */
export const ALL_PERMISSIONS = [
  'goodsList', 'understock', 'distributionGoodsList', 'authGoodsList', 'draftList', 'recycleStation', 'specManage',
  'categoryManage', 'tagManage', 'goodsImport', 'spuImport', 'skuImport', 'parameterImport', 'goodsImageImport',
  'goodsInfoImport', 'orderList', 'orderDelivery', 'commentsManage', 'settlementManage', 'receiptHistory',
  'consultation', 'message', 'complaintList', 'serviceList', 'refundList', 'pcPages', 'mobilePages', 'shopNav',
  'fullCut', 'fullGive', 'discountManager', 'giftManager', 'singleCut', 'secondHalfPrice', 'timeLimit',
  'assembleManager', 'generalityOverview', 'goodsAnalysis', 'operateReport', 'trafficStatistics',
  'collectStatistics', 'shopSetting', 'shopSecurityDeposit', 'goodsWarning', 'invoiceSettings', 'logisticsManage',
  'pickupPoint', 'passwordSettings', 'shopAssistant', 'roleManage', 'pictureSpace', 'videoSpace', 'deriveRecord',
  'importRecord', 'chat',
];

const passwordOf = (username: string) => md5(DEMO_ACCOUNTS.find((a) => a.username === username)?.password ?? '');

interface ShopSeed {
  id: string;
  owner: string;
  zh: string;
  en: string;
  type: ShopRecord['shop_type'];
  status: ShopStatus;
  logo: boolean;
  color: string;
}

const SHOPS: ShopSeed[] = [
  { id: SHOP.owner, owner: '1', zh: '晨光数码旗舰店', en: 'Morning Light Digital', type: 'NORMAL', status: 'OPEN', logo: true, color: '#409EFF' },
  { id: SHOP.supplier, owner: '3', zh: '优选供应链', en: 'Best Supply Chain', type: 'SUPPLIER', status: 'OPEN', logo: false, color: '#67C23A' },
  { id: SHOP.closed, owner: '4', zh: '静安家居小铺', en: "Jing'an Home Store", type: 'NORMAL', status: 'CLOSED', logo: true, color: '#909399' },
  { id: SHOP.applying, owner: '5', zh: '山海食品专营店', en: 'Mountain & Sea Foods', type: 'NORMAL', status: 'APPLYING', logo: true, color: '#E6A23C' },
  { id: SHOP.refused, owner: '6', zh: '星河服饰', en: 'Galaxy Apparel', type: 'NORMAL', status: 'REFUSED', logo: true, color: '#F56C6C' },
];

export function seedShops(): ShopRecord[] {
  return SHOPS.map((s, i) => ({
    shop_id: s.id,
    member_id: s.owner,
    shop_name: s.zh,
    shop_type: s.type,
    shop_status: s.status,
    shop_logo: s.logo ? placeholderImage(s.color, s.zh[0]) : '',
    shop_desc: `${s.zh}：正品保障，极速发货。`,
    shop_qq: String(800100200 + i),
    shop_add: '科技园南区 8 栋 101',
    link_phone: `1380013800${i}`,
    legal_id: `4403051990010${i}123X`,
    self_operated: i === 0 ? 1 : 0,
    shop_credit: [4.9, 4.8, 4.2, 5, 5][i],
    shop_description_credit: [4.9, 4.7, 4.1, 5, 5][i],
    shop_service_credit: [4.8, 4.8, 4.3, 5, 5][i],
    shop_delivery_credit: [4.9, 4.9, 4.2, 5, 5][i],
    shop_province_id: regionId('广东省'),
    shop_province: '广东省',
    shop_city_id: regionId('深圳市'),
    shop_city: '深圳市',
    shop_county_id: regionId('南山区', '深圳市'),
    shop_county: '南山区',
    shop_town_id: regionId('粤海街道'),
    shop_town: '粤海街道',
    goods_warning_count: 5,
    ordin_receipt_status: 1,
    elec_receipt_status: 1,
    tax_receipt_status: i === 0 ? 1 : 0,
    paid_margin: [5000, 10000, 2000, 0, 0][i],
    remaining_margin: [4200.5, 10000, 0, 0, 0][i],
    __en: {
      shop_name: s.en,
      shop_desc: `${s.en}: genuine goods, fast delivery.`,
      shop_add: 'Unit 101, Building 8, Science Park South',
      shop_province: 'Guangdong',
      shop_city: 'Shenzhen',
      shop_county: 'Nanshan',
      shop_town: 'Yuehai',
    },
  }));
}

export function seedSellers(): SellerRecord[] {
  const rows: [uid: string, username: string, nickname: string, shop: string, role: string, founder: number][] = [
    ['1', 'owner', '晨光店主', SHOP.owner, '0', 1],
    ['2', 'staff', '客服小林', SHOP.owner, '2', 0],
    ['3', 'supplier', '优选老王', SHOP.supplier, '0', 1],
    ['4', 'closed', '静安掌柜', SHOP.closed, '0', 1],
    ['5', 'applying', '山海小陈', SHOP.applying, '0', 1],
    ['6', 'refused', '星河阿杰', SHOP.refused, '0', 1],
    ['7', 'noshop', '路人甲', '', '0', 0],
  ];
  return rows.map(([uid, username, nickname, shop, role, founder], i) => ({
    uid,
    username,
    nickname,
    face: placeholderImage(['#409EFF', '#16A085', '#67C23A', '#909399', '#E6A23C', '#F56C6C', '#8E44AD'][i], username[0].toUpperCase()),
    password_md5: passwordOf(username),
    shop_id: shop,
    role_id: role,
    founder,
  }));
}

export function seedRoles(): RoleRecord[] {
  return [
    {
      role_id: '1',
      shop_id: SHOP.owner,
      role_name: '运营主管',
      role_describe: '商品、订单与营销',
      permissions: ALL_PERMISSIONS.filter((p) => !['shopAssistant', 'roleManage', 'shopSecurityDeposit'].includes(p)),
      __en: { role_name: 'Operations manager', role_describe: 'Goods, orders and promotions' },
    },
    {
      role_id: '2',
      shop_id: SHOP.owner,
      role_name: '客服专员',
      role_describe: '处理咨询、售后与评价',
      permissions: ['goodsList', 'understock', 'orderList', 'serviceList', 'refundList', 'consultation', 'commentsManage', 'deriveRecord'],
      __en: { role_name: 'Customer-service clerk', role_describe: 'Questions, after-sales and reviews' },
    },
    {
      role_id: '3',
      shop_id: SHOP.supplier,
      role_name: '仓库管理员',
      role_describe: '商品与库存',
      permissions: ['goodsList', 'understock', 'orderList', 'orderDelivery'],
      __en: { role_name: 'Warehouse keeper', role_describe: 'Goods and stock' },
    },
  ];
}
