/**
 * The shop menus a role is granted (api reference §8.7): the console's screens, one node per route name
 * (identifiers equal route names, api reference §2), plus `chat` for the chat entry. Screens hidden from
 * the menu are listed where they sit in the console (the role-permission screen keeps them checked).
 * Supplier shops have the supplier goods library instead of distribution goods, and no chat (spec §1, §6).
 * The demo imports none of the console's code: tests/unit/roles-catalogue.test.ts holds this copy to the
 * console's declarations instead.
 */
import type { RoleMenu, ShopRecord } from '../../../db/types';

type ShopType = ShopRecord['shop_type'];

interface MenuSeed {
  identifier: string;
  zh: string;
  en: string;
  /** The seller URLs the menu's screens call (`auth_regular`). */
  auth: string;
  only?: ShopType;
  children?: MenuSeed[];
}

const leaf = (identifier: string, zh: string, en: string, auth: string, only?: ShopType): MenuSeed => ({ identifier, zh, en, auth, only });
/**
 * A screen hidden from the menu (a detail, an editor): the console keeps it checked in every role's tree and
 * opens it only with its entry; it adds no URLs of its own (its calls are its entry's).
 */
const hidden = (identifier: string, zh: string, en: string, only?: ShopType): MenuSeed => ({ identifier, zh, en, auth: '', only });
const group = (identifier: string, zh: string, en: string, auth: string, children: MenuSeed[], only?: ShopType): MenuSeed => ({
  identifier, zh, en, auth, only, children,
});

const CATALOGUE: MenuSeed[] = [
  group('goods', '商品', 'Goods', '/seller/goods.*', [
    leaf('goodsList', '商品列表', 'Goods list', '/seller/goods.*'),
    leaf('understock', '库存预警', 'Low stock', '/seller/goods/warning.*'),
    leaf('distributionGoodsList', '分销商品', 'Distribution goods', '/seller/distribution/goods.*', 'NORMAL'),
    leaf('supplerGoods', '供应商品库', 'Supplier goods library', '/seller/goods/supplier.*', 'SUPPLIER'),
    hidden('supplerGoodsDetail', '供应商品详情', 'Supplier goods detail', 'SUPPLIER'),
    group('goodsData', '商品数据', 'Goods data', '/seller/goods.*', [
      leaf('authGoodsList', '待审核商品', 'Pending review', '/seller/goods.*'),
      leaf('draftList', '草稿箱', 'Drafts', '/seller/goods/draft-goods.*'),
      leaf('recycleStation', '回收站', 'Recycle station', '/seller/goods.*'),
    ]),
    group('goodsSetting', '商品设置', 'Goods settings', '/seller/(goods|shops/cats).*', [
      leaf('specManage', '规格管理', 'Specifications', '/seller/goods/spec.*'),
      leaf('categoryManage', '分组管理', 'Shop categories', '/seller/shops/cats.*'),
      leaf('tagManage', '标签管理', 'Tags', '/seller/goods/tags.*'),
      hidden('tagAdd', '标签商品', 'Tag goods'),
    ]),
    hidden('goodPublish', '商品发布', 'Publish goods'),
    hidden('goodSku', '商品规格', 'Goods SKUs'),
    group('import', '商品导入', 'Goods import', '/seller/goods/import.*', [
      leaf('spuImport', 'SPU导入', 'SPU import', '/seller/goods/import.*'),
      leaf('skuImport', 'SKU导入', 'SKU import', '/seller/goods/import.*'),
      leaf('parameterImport', '参数导入', 'Parameter import', '/seller/goods/import.*'),
      leaf('goodsImageImport', '商品图片导入', 'Goods image import', '/seller/goods/import.*'),
      leaf('goodsInfoImport', '商品详情导入', 'Goods detail import', '/seller/goods/import.*'),
    ]),
  ]),
  group('order', '订单', 'Orders', '/seller/(trade|members|order).*', [
    leaf('orderList', '订单列表', 'Order list', '/seller/trade/orders.*'),
    hidden('orderDetail', '订单详情', 'Order detail'),
    leaf('orderDelivery', '订单发货', 'Order delivery', '/seller/trade/orders.*'),
    hidden('orderComplaintDetail', '交易投诉详情', 'Complaint detail'),
    leaf('commentsManage', '评价管理', 'Reviews', '/seller/members/comments.*'),
    leaf('settlementManage', '结算管理', 'Settlements', '/seller/order/bills.*'),
    hidden('settlementDetail', '结算详情', 'Settlement detail'),
    leaf('receiptHistory', '发票历史', 'Invoice history', '/seller/members/receipts.*'),
    hidden('receiptDetail', '发票详情', 'Invoice detail'),
    leaf('quotationsList', '报价单', 'Quotations', '/seller/quotations.*'),
    leaf('quotationsAdd', '新建报价单', 'New quotation', '/seller/quotations.*'),
    hidden('quotationsDetail', '报价单详情', 'Quotation detail'),
  ]),
  group('operations', '运营', 'Operations', '/seller/(members|after-sales|pages|shops|promotion).*', [
    group('customer', '客服', 'Customer service', '/seller/(members|after-sales|trade/order-complains).*', [
      leaf('consultation', '咨询管理', 'Consultations', '/seller/members/asks.*'),
      leaf('message', '站内消息', 'Messages', '/seller/shops/shop-notice-logs.*'),
      hidden('consultationDetail', '咨询详情', 'Consultation detail'),
      leaf('complaintList', '交易投诉', 'Complaints', '/seller/trade/order-complains.*'),
      hidden('complaintDetail', '投诉详情', 'Complaint detail'),
      leaf('serviceList', '售后服务', 'After-sales', '/seller/after-sales.*'),
      hidden('serviceDetail', '售后详情', 'After-sales detail'),
      leaf('refundList', '退款单', 'Refunds', '/seller/after-sales/refund.*'),
    ]),
    group('shopDecoration', '店铺装修', 'Shop decoration', '/seller/(pages|shops/navigations).*', [
      leaf('pcPages', 'PC端装修', 'PC pages', '/seller/pages.*'),
      leaf('mobilePages', '移动端装修', 'Mobile pages', '/seller/pages.*'),
      leaf('shopNav', '店铺导航', 'Shop navigation', '/seller/shops/navigations.*'),
    ]),
    group('promotions', '促销', 'Promotions', '/seller/promotion.*', [
      leaf('fullCut', '满减', 'Spend & save', '/seller/promotion/full-minus.*'),
      hidden('addFullCut', '新增满减', 'Add spend & save'),
      hidden('editFullCut', '编辑满减', 'Edit spend & save'),
      hidden('checkFullDetail', '满减详情', 'Spend & save detail'),
      leaf('fullGive', '满赠', 'Gift with purchase', '/seller/promotion/full-give.*'),
      hidden('addFullGive', '新增满赠', 'Add gift with purchase'),
      hidden('editFullGive', '编辑满赠', 'Edit gift with purchase'),
      hidden('checkFullGive', '满赠详情', 'Gift with purchase detail'),
      leaf('discountManager', '优惠券', 'Coupons', '/seller/promotion/coupons.*'),
      hidden('addCoupon', '新增优惠券', 'Add coupon'),
      hidden('editCoupon', '编辑优惠券', 'Edit coupon'),
      hidden('checkCoupon', '优惠券详情', 'Coupon detail'),
      hidden('receiveList', '领取记录', 'Claims'),
      leaf('giftManager', '赠品管理', 'Gifts', '/seller/promotion/full-discount-gifts.*'),
      leaf('singleCut', '单品立减', 'Instant discount', '/seller/promotion/minus.*'),
      hidden('addSingleCut', '新增单品立减', 'Add instant discount'),
      hidden('editSingleCut', '编辑单品立减', 'Edit instant discount'),
      hidden('checkSingleCut', '单品立减详情', 'Instant discount detail'),
      leaf('secondHalfPrice', '第二件半价', '2nd item half price', '/seller/promotion/half-prices.*'),
      hidden('addSecondHalfPrice', '新增第二件半价', 'Add 2nd item half price'),
      hidden('editSecondHalfPrice', '编辑第二件半价', 'Edit 2nd item half price'),
      hidden('checkSecondHalfPrice', '第二件半价详情', '2nd item half price detail'),
      leaf('timeLimit', '限时抢购', 'Flash sales', '/seller/promotion/seckill.*'),
      hidden('addTimeLimit', '报名限时抢购', 'Apply for flash sale'),
      hidden('activityGoodsData', '活动商品', 'Activity goods'),
      leaf('assembleManager', '拼团', 'Group buy', '/seller/promotion/pintuan.*'),
      hidden('addAssemble', '新增拼团', 'Add group buy'),
      hidden('editAssemble', '编辑拼团', 'Edit group buy'),
      hidden('viewAssemble', '拼团详情', 'Group buy detail'),
      hidden('assembleGoods', '拼团商品', 'Group buy goods'),
      leaf('groupBuy', '团购', 'Group purchase', '/seller/promotion/group-buy.*'),
      hidden('groupBuyDetail', '团购申请详情', 'Group purchase application'),
      hidden('addGroupBuy', '申请团购', 'Apply for group purchase'),
      hidden('editGroupBuy', '编辑团购申请', 'Edit group purchase application'),
    ]),
  ]),
  group('statistics', '统计', 'Statistics', '/seller/statistics.*', [
    leaf('generalityOverview', '概况总览', 'Overview', '/seller/statistics/reports.*'),
    group('goodsAnalysis', '商品分析', 'Goods analysis', '/seller/statistics/goods.*', [
      leaf('goodsDetails', '商品详情分析', 'Goods details', '/seller/statistics/goods.*'),
      leaf('priceSales', '价格销量', 'Price and sales', '/seller/statistics/goods.*'),
      leaf('hotSellingGoods', '热卖商品', 'Best sellers', '/seller/statistics/goods.*'),
    ]),
    group('operateReport', '运营报告', 'Operating report', '/seller/statistics/reports.*', [
      leaf('regionalAnalysis', '区域分析', 'Regional analysis', '/seller/statistics/reports/regions.*'),
      leaf('salesStatistics', '销售统计', 'Sales statistics', '/seller/statistics/reports/sales.*'),
      leaf('buyAnalysis', '购买分析', 'Purchase analysis', '/seller/statistics/reports/purchase.*'),
    ]),
    leaf('trafficStatistics', '流量统计', 'Traffic', '/seller/statistics/page_view.*'),
    leaf('collectStatistics', '收藏统计', 'Favourites', '/seller/statistics/collect.*'),
    hidden('logManage', '日志管理', 'Logs'),
  ]),
  group('setting', '设置', 'Settings', '/seller/shops.*', [
    leaf('shopSetting', '店铺设置', 'Shop settings', '/seller/shops(/detail|/edit|/logos)?'),
    leaf('shopSecurityDeposit', '店铺保证金', 'Security deposit', '/seller/shops/margin-flow.*'),
    leaf('goodsWarning', '商品预警', 'Stock warning', '/seller/shops/warning-counts'),
    hidden('gradeApplication', '等级申请', 'Grade application'),
    leaf('invoiceSettings', '发票设置', 'Invoice settings', '/seller/shops/receipt'),
    leaf('logisticsManage', '物流管理', 'Logistics', '/seller/shops/(logi-companies|ship-templates).*'),
    leaf('pickupPoint', '自提点', 'Pickup points', '/seller/shops/pickup-points.*'),
    hidden('pickupPointAdd', '新增自提点', 'Add pickup point'),
    hidden('pickupPointEdit', '编辑自提点', 'Edit pickup point'),
    leaf('passwordSettings', '核销密码', 'Redeem password', '/seller/shops/redeem-password'),
    group('shopAuth', '店铺权限', 'Staff and roles', '/seller/shops/(clerks|roles|menus).*', [
      leaf('shopAssistant', '店员管理', 'Staff', '/seller/shops/clerks.*'),
      leaf('roleManage', '角色管理', 'Roles', '/seller/shops/(roles|menus).*'),
      hidden('rolePermission', '角色权限', 'Role permissions'),
    ]),
    group('materialManage', '素材管理', 'Materials', '/seller/shops/resource.*', [
      leaf('pictureSpace', '图片空间', 'Picture space', '/seller/shops/resource.*'),
      leaf('videoSpace', '视频空间', 'Video space', '/seller/shops/resource.*'),
    ]),
  ]),
  group('backstageTask', '后台任务', 'Background tasks', '/seller/task.*', [
    leaf('deriveRecord', '导出记录', 'Export records', '/seller/task.*'),
    leaf('importRecord', '导入记录', 'Import records', '/seller/task.*'),
  ]),
  leaf('chat', '在线客服', 'Online customer service', '/seller/im.*', 'NORMAL'),
];

/** A menu of `seller/shops/menus/{parent_id}/children` (`ShopMenusVO`). */
export interface ShopMenu {
  id: string;
  parent_id: string;
  title: string;
  url: string;
  identifier: string;
  auth_regular: string;
  delete_flag: number;
  children: ShopMenu[];
  __en: { title: string };
}

/** Menu ids are their place in the catalogue (depth first, from 1), the same for every shop type. */
function build(seeds: MenuSeed[], parentId: string, next: { id: number }): Array<ShopMenu & { only?: ShopType }> {
  return seeds.map((seed) => {
    const id = String(next.id++);
    return {
      id,
      parent_id: parentId,
      title: seed.zh,
      url: '',
      identifier: seed.identifier,
      auth_regular: seed.auth,
      delete_flag: 0,
      only: seed.only,
      children: build(seed.children ?? [], id, next),
      __en: { title: seed.en },
    };
  });
}

const ALL_MENUS = build(CATALOGUE, '0', { id: 1 });

const forShop = (menus: Array<ShopMenu & { only?: ShopType }>, type: ShopType): ShopMenu[] =>
  menus
    .filter((m) => !m.only || m.only === type)
    .map(({ only: _only, children, ...menu }) => ({ ...menu, children: forShop(children, type) }));

/** The menu tree of a shop type. */
export const shopMenus = (type: ShopType): ShopMenu[] => forShop(ALL_MENUS, type);

const flatten = <T extends { children?: T[] | null }>(nodes: readonly T[]): T[] =>
  nodes.flatMap((n) => [n, ...flatten(n.children ?? [])]);

/** The children of a menu (`parent_id` 0 = the whole tree); undefined for an unknown menu. */
export function menuChildren(type: ShopType, parentId: string): ShopMenu[] | undefined {
  const tree = shopMenus(type);
  return parentId === '0' ? tree : flatten(tree).find((m) => m.id === parentId)?.children;
}

/** The identifiers of the menus without children (the screens), depth first. */
export const leafIdentifiers = (type: ShopType): string[] =>
  flatten(shopMenus(type)).filter((m) => !m.children.length).map((m) => m.identifier);

/** Every identifier of a shop type's menus, depth first: what role 0 (the founder) has. */
export const allIdentifiers = (type: ShopType): string[] => flatten(shopMenus(type)).map((m) => m.identifier);

/** The identifiers of a saved tree that are checked, depth first (`seller/shops/roles/{id}/checked`). */
export const checkedIdentifiers = (menus: readonly RoleMenu[]): string[] =>
  flatten(menus).filter((m) => m.checked === true).map((m) => m.identifier);

/**
 * A role's tree as the console saves it (`{title, identifier, checked, auth_regular, children}`) with the
 * given leaves checked; a group is checked when one of its children is (UI61 `rolePermission.vue`).
 */
export function roleMenus(type: ShopType, checkedLeaves: readonly string[]): RoleMenu[] {
  const toRole = (menus: ShopMenu[]): RoleMenu[] =>
    menus.map((m) => {
      const children = toRole(m.children);
      const checked = children.length ? children.some((c) => c.checked) : checkedLeaves.includes(m.identifier);
      return { title: m.title, identifier: m.identifier, checked, auth_regular: m.auth_regular, children, __en: m.__en };
    });
  return toRole(shopMenus(type));
}
