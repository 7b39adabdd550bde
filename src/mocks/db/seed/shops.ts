/** Shops, seller accounts (owners and clerks) and shop roles of the demo accounts. */
import { md5 } from 'js-md5';
import { domesticFields, regionIdByName } from '../../areas/settings/lib/regions';
import { leafIdentifiers, roleMenus } from '../../areas/settings/roles/menus';
import { placeholderImage } from '../../lib/images';
import type { RoleRecord, SellerRecord, SettlementStatus, ShopRecord, ShopStatus } from '../types';
import { BASE_TIME, DAY, SHOP } from './constants';

/** Every demo password is 123456 (src/mocks/accounts.ts), the redeem password of the owner's shop too. */
const DEMO_PASSWORD_MD5 = md5('123456');

const YEAR = 365 * DAY;

/** English names of the seeded addresses' regions. */
const REGION_EN: Record<string, string> = {
  中国: 'China', 广东省: 'Guangdong', 深圳市: 'Shenzhen', 南山区: 'Nanshan', 粤海街道: 'Yuehai', 福田区: 'Futian', 园岭街道: 'Yuanling',
  东莞市: 'Dongguan', 松山湖: 'Songshan Lake', 大学路社区: 'Daxue Road', 上海: 'Shanghai', 上海市: 'Shanghai',
  徐汇区: 'Xuhui', 徐家汇街道: 'Xujiahui', 浙江省: 'Zhejiang', 杭州市: 'Hangzhou', 西湖区: 'Xihu',
};

interface ShopSeed {
  id: string;
  owner: string;
  zh: string;
  en: string;
  company: [zh: string, en: string];
  type: ShopRecord['shop_type'];
  status: ShopStatus;
  logo: boolean;
  color: string;
  /** Shop, licence and bank regions (last-level region ids). */
  regions: [shop: string, license: string, bank: string];
  grade: string;
  commission: number;
  categories: string;
  settlement: [days: string, status: SettlementStatus];
  margins: [paid: number, remaining: number];
  founded: number;
}

const NANSHAN = regionIdByName('粤海街道');
const FUTIAN = regionIdByName('园岭街道');
const SONGSHAN = regionIdByName('大学路社区');
const XUHUI = regionIdByName('徐家汇街道');
const XIHU = regionIdByName('西湖区');

/** The deposits agree with each shop's seeded deposit history (areas/settings/margin/seed.ts). */
const SHOPS: ShopSeed[] = [
  {
    id: SHOP.owner, owner: '1', zh: '晨光数码旗舰店', en: 'Morning Light Digital', company: ['深圳晨光数码科技有限公司', 'Shenzhen Morning Light Digital Technology Co., Ltd.'],
    type: 'NORMAL', status: 'OPEN', logo: true, color: '#409EFF', regions: [NANSHAN, NANSHAN, FUTIAN], grade: '2', commission: 4.5,
    categories: '1,2,3', settlement: ['15,25', 'COMPLETE'], margins: [5000, 4200.5], founded: 8,
  },
  {
    id: SHOP.supplier, owner: '3', zh: '优选供应链', en: 'Best Supply Chain', company: ['东莞优选供应链管理有限公司', 'Dongguan Best Supply Chain Management Co., Ltd.'],
    type: 'SUPPLIER', status: 'OPEN', logo: false, color: '#67C23A', regions: [SONGSHAN, SONGSHAN, SONGSHAN], grade: '1', commission: 5,
    categories: '1,3,4,5', settlement: ['1', 'PAID_OFF'], margins: [10000, 10000], founded: 5,
  },
  {
    id: SHOP.closed, owner: '4', zh: '静安家居小铺', en: "Jing'an Home Store", company: ['上海静安家居用品有限公司', "Shanghai Jing'an Home Products Co., Ltd."],
    type: 'NORMAL', status: 'CLOSED', logo: true, color: '#909399', regions: [XUHUI, XUHUI, XUHUI], grade: '1', commission: 5,
    categories: '3', settlement: ['10,20', 'EXPIRED'], margins: [2000, 0], founded: 3,
  },
  {
    id: SHOP.applying, owner: '5', zh: '山海食品专营店', en: 'Mountain & Sea Foods', company: ['杭州山海食品有限公司', 'Hangzhou Mountain & Sea Foods Co., Ltd.'],
    type: 'NORMAL', status: 'APPLYING', logo: true, color: '#E6A23C', regions: [XIHU, XIHU, XIHU], grade: '1', commission: 5,
    categories: '4', settlement: ['1', 'COMPLETE'], margins: [0, 0], founded: 1,
  },
  {
    id: SHOP.refused, owner: '6', zh: '星河服饰', en: 'Galaxy Apparel', company: ['深圳星河服饰有限公司', 'Shenzhen Galaxy Apparel Co., Ltd.'],
    type: 'NORMAL', status: 'REFUSED', logo: true, color: '#F56C6C', regions: [FUTIAN, FUTIAN, FUTIAN], grade: '1', commission: 5,
    categories: '5', settlement: ['1', 'COMPLETE'], margins: [0, 0], founded: 2,
  },
];

/** English names of a seeded address's regions (`__en` entries). */
function regionEnglish(fields: object): Record<string, string> {
  return Object.fromEntries(
    Object.entries(fields as Record<string, string>)
      .filter(([key, value]) => !key.endsWith('_id') && REGION_EN[value])
      .map(([key, value]) => [key, REGION_EN[value]]),
  );
}

export function seedShops(): ShopRecord[] {
  return SHOPS.map((s, i) => {
    const [shopRegion, licenseRegion, bankRegion] = s.regions;
    const regions = { ...domesticFields('shop', shopRegion), ...domesticFields('license', licenseRegion), ...domesticFields('bank', bankRegion) };
    const established = BASE_TIME - s.founded * YEAR;
    const address = i === 0 ? '科技园南区 8 栋 101' : `产业园 ${i + 1} 号楼`;
    const addressEn = i === 0 ? 'Unit 101, Building 8, Science Park South' : `Building ${i + 1}, Industrial Park`;
    const licenseAddressEn = `${addressEn}, ${REGION_EN[regions.license_county] ?? regions.license_county}, ${REGION_EN[regions.license_city] ?? regions.license_city}`;
    return {
      shop_id: s.id,
      member_id: s.owner,
      shop_name: s.zh,
      shop_type: s.type,
      shop_status: s.status,
      shop_logo: s.logo ? placeholderImage(s.color, s.zh[0]) : '',
      shop_banner: placeholderImage(s.color, s.zh.slice(0, 2), 400),
      shop_desc: `${s.zh}：正品保障，极速发货。`,
      shop_qq: String(800100200 + i),
      shop_add: address,
      link_phone: `1380013800${i}`,
      self_operated: i === 0 ? 1 : 0,
      shop_credit: [4.9, 4.8, 4.2, 5, 5][i],
      shop_description_credit: [4.9, 4.7, 4.1, 5, 5][i],
      shop_service_credit: [4.8, 4.8, 4.3, 5, 5][i],
      shop_delivery_credit: [4.9, 4.9, 4.2, 5, 5][i],
      ...regions,
      goods_warning_count: 5,
      ordin_receipt_status: 1,
      elec_receipt_status: 1,
      tax_receipt_status: i === 0 ? 1 : 0,
      paid_margin: s.margins[0],
      remaining_margin: s.margins[1],
      company_name: s.company[0],
      company_address: `${regions.license_city}${regions.license_county}${address}`,
      company_phone: `0755-860012${String(34 + i)}`,
      company_email: `service${i + 1}@shop${s.id}.example.com`,
      employee_num: [86, 40, 12, 6, 18][i],
      reg_money: [500, 1000, 100, 50, 200][i],
      link_name: ['陈晨', '王优', '周静', '林山', '赵星'][i],
      legal_name: ['陈晨', '王优', '周静', '林山', '赵星'][i],
      legal_id: `4403051990010${i}123X`,
      legal_img: placeholderImage('#606266', '身份证', 320),
      license_num: `91440300MA5F00000${i + 1}`,
      license_add: `${regions.license_city}${regions.license_county}${address}`,
      establish_date: established,
      licence_start: established,
      licence_end: i === 0 ? 0 : established + 20 * YEAR,
      scope: '电子产品、数码配件及日用百货的销售；计算机软硬件技术开发。',
      licence_img: placeholderImage('#303133', '执照', 320),
      bank_account_name: s.company[0],
      bank_number: `62220210010012345${String(60 + i)}`,
      bank_name: ['招商银行深圳园岭支行', '中国银行东莞松山湖支行', '工商银行上海徐家汇支行', '建设银行杭州西湖支行', '招商银行深圳园岭支行'][i],
      bank_img: placeholderImage('#909399', '开户', 320),
      shop_commission: s.commission,
      goods_management_category: s.categories,
      settlement_day: s.settlement[0],
      settlement_status: s.settlement[1],
      grade_id: s.grade,
      redeem_password: i === 0 ? DEMO_PASSWORD_MD5 : '',
      __en: {
        shop_name: s.en,
        shop_desc: `${s.en}: genuine goods, fast delivery.`,
        shop_add: addressEn,
        company_name: s.company[1],
        company_address: licenseAddressEn,
        license_add: licenseAddressEn,
        bank_account_name: s.company[1],
        scope: 'Sale of electronics, digital accessories and daily goods; software and hardware development.',
        ...regionEnglish(regions),
      },
    };
  });
}

type SellerSeed = [uid: string, username: string, nickname: string, shop: string, clerk: string, role: string, founder: number, state: SellerRecord['user_state']];

/**
 * The demo accounts (owners of each shop, the staff clerk, an account without a shop) and two more clerks
 * of the owner's shop: `ops` (operations manager) and `intern` (disabled: cannot sign in).
 */
const SELLERS: SellerSeed[] = [
  ['1', 'owner', '晨光店主', SHOP.owner, '1', '0', 1, 0],
  ['2', 'staff', '客服小林', SHOP.owner, '2', '2', 0, 0],
  ['3', 'supplier', '优选老王', SHOP.supplier, '3', '0', 1, 0],
  ['4', 'closed', '静安掌柜', SHOP.closed, '4', '0', 1, 0],
  ['5', 'applying', '山海小陈', SHOP.applying, '5', '0', 1, 0],
  ['6', 'refused', '星河阿杰', SHOP.refused, '6', '0', 1, 0],
  ['7', 'noshop', '路人甲', '', '', '0', 0, 0],
  ['8', 'ops', '运营小周', SHOP.owner, '7', '1', 0, 0],
  ['9', 'intern', '实习生小吴', SHOP.owner, '8', '2', 0, -1],
];

export function seedSellers(): SellerRecord[] {
  const colors = ['#409EFF', '#16A085', '#67C23A', '#909399', '#E6A23C', '#F56C6C', '#8E44AD', '#D35400', '#2C3E50'];
  return SELLERS.map(([uid, username, nickname, shop, clerk, role, founder, state], i) => ({
    uid,
    username,
    nickname,
    face: placeholderImage(colors[i], username[0].toUpperCase()),
    password_md5: DEMO_PASSWORD_MD5,
    mobile: `1380013800${i}`,
    email: `${username}@demo.example.com`,
    shop_id: shop,
    clerk_id: clerk,
    role_id: role,
    founder,
    user_state: state,
    create_time: BASE_TIME - (400 - i * 30) * DAY,
  }));
}

const OWNER_TYPE = 'NORMAL';

/** Leaves each seeded role is granted (`menus` is built from them; groups follow their children). */
export function seedRoles(): RoleRecord[] {
  const everything = (except: string[]) => leafIdentifiers(OWNER_TYPE).filter((id) => !except.includes(id));
  return [
    {
      role_id: '1',
      shop_id: SHOP.owner,
      role_name: '运营主管',
      role_describe: '商品、订单与营销',
      menus: roleMenus(OWNER_TYPE, everything(['shopAssistant', 'roleManage', 'shopSecurityDeposit'])),
      __en: { role_name: 'Operations manager', role_describe: 'Goods, orders and promotions' },
    },
    {
      role_id: '2',
      shop_id: SHOP.owner,
      role_name: '客服专员',
      role_describe: '处理咨询、售后与评价',
      menus: roleMenus(OWNER_TYPE, ['goodsList', 'understock', 'orderList', 'serviceList', 'refundList', 'consultation', 'commentsManage', 'deriveRecord', 'chat']),
      __en: { role_name: 'Customer-service clerk', role_describe: 'Questions, after-sales and reviews' },
    },
    {
      role_id: '4',
      shop_id: SHOP.owner,
      role_name: '财务',
      role_describe: '结算、发票与保证金（暂无店员，可删除）',
      menus: roleMenus(OWNER_TYPE, ['settlementManage', 'receiptHistory', 'shopSecurityDeposit', 'invoiceSettings', 'deriveRecord']),
      __en: { role_name: 'Finance', role_describe: 'Settlements, invoices and deposit (no clerk yet: deletable)' },
    },
    {
      role_id: '3',
      shop_id: SHOP.supplier,
      role_name: '仓库管理员',
      role_describe: '商品与库存',
      menus: roleMenus('SUPPLIER', ['goodsList', 'understock', 'orderList', 'orderDelivery']),
      __en: { role_name: 'Warehouse keeper', role_describe: 'Goods and stock' },
    },
  ];
}
