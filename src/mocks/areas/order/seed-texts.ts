/** Fixed texts the order seed picks from (Chinese, with English where a seller reads them). */
import type { Label } from './labels';
import type { PromotionTag } from './types';

export const CONSIGNEE_SURNAMES = ['王', '李', '张', '刘', '陈', '杨', '黄', '赵', '周', '吴', '徐', '孙', '马', '朱', '胡', '郭'];
export const CONSIGNEE_GIVEN = ['伟', '芳', '娜', '秀英', '敏', '静', '磊', '洋', '艳', '勇', '军', '杰', '娟', '涛', '明', '超', '秀兰', '霞'];
export const STREETS = ['科技园南路', '人民路', '解放大道', '建设路', '中山路', '文化路', '学府路', '滨海大道', '长江路', '新华街'];

export const PAYMENT_METHODS: readonly { plugin: string; name: Label }[] = [
  { plugin: 'alipayDirectPlugin', name: ['支付宝', 'Alipay'] },
  { plugin: 'weixinPayPlugin', name: ['微信支付', 'WeChat Pay'] },
  { plugin: 'unionpayPlugin', name: ['银联在线支付', 'UnionPay online'] },
  { plugin: 'accountPayPlugin', name: ['预存款支付', 'Deposit balance'] },
];
export const COD_METHOD: Label = ['货到付款', 'Cash on delivery'];
/** A payment the seller confirmed by hand (`{sn}/pay`). */
export const OFFLINE_METHOD: Label = ['线下支付', 'Offline payment'];

export const REMARKS: readonly Label[] = [
  ['请尽快发货，谢谢', 'Please ship as soon as possible, thanks'],
  ['周末不在家，请工作日派送', 'Not at home at weekends, please deliver on a workday'],
  ['送人的礼物，请不要放价格单', 'It is a gift: please leave out the price list'],
  ['请用纸箱包装，注意防压', 'Please pack in a carton, handle with care'],
  ['到了请先打电话', 'Please call before delivering'],
];

export const CANCEL_REASONS: readonly Label[] = [
  ['买家取消：不想买了', 'Cancelled by the buyer: changed their mind'],
  ['超时未付款，系统自动取消', 'Not paid in time, cancelled automatically'],
  ['买家取消：地址填写错误', 'Cancelled by the buyer: wrong address'],
  ['商家取消：商品缺货', 'Cancelled by the seller: out of stock'],
];

export const CANCEL_APPLY_REASONS: readonly Label[] = [
  ['不想要了', 'No longer wanted'],
  ['信息填写错误，重新下单', 'Wrong details, will order again'],
  ['商品降价了', 'The price dropped'],
  ['发货太慢', 'Shipping is too slow'],
];

/** Goods-level and order-level promotions, as order promotion tags. */
export const PROMOTION_TAG = {
  singleCut: ['单品立减', 'Instant discount'],
  seckill: ['限时抢购', 'Flash sale'],
  pintuan: ['拼团', 'Group buy'],
  point: ['积分兑换', 'Points exchange'],
  fullMinus: ['满减', 'Spend and save'],
  fullGive: ['满赠', 'Gift with purchase'],
  coupon: ['优惠券', 'Coupon'],
} as const satisfies Record<PromotionTag, Label>;

/** Spend-and-save tiers in cents: [threshold, discount]. */
export const FULL_MINUS_TIERS: readonly [number, number][] = [
  [100000, 10000],
  [50000, 5000],
  [20000, 2000],
];

export const COUPON_CENTS = [500, 1000, 2000, 5000] as const;

export const GIFTS: readonly { zh: string; en: string; cents: number; color: string }[] = [
  { zh: '品牌定制帆布袋', en: 'Branded canvas bag', cents: 3900, color: '#16A085' },
  { zh: '快充数据线', en: 'Fast-charging cable', cents: 2900, color: '#2980B9' },
  { zh: '多功能手机支架', en: 'Phone stand', cents: 1900, color: '#8E44AD' },
  { zh: '定制保温杯', en: 'Insulated cup', cents: 5900, color: '#D35400' },
];
