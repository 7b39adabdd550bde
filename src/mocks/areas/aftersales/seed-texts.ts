/** Fixed texts the after-sales, consultation and notice seeds pick from (Chinese, with English). */
import type { Label } from '../order/labels';
import type { ServiceType } from './types';

export const REASONS: Record<ServiceType, readonly Label[]> = {
  RETURN_GOODS: [
    ['商品质量问题', 'Quality problem'],
    ['商品与描述不符', 'Not as described'],
    ['七天无理由退货', 'Seven-day no-questions return'],
    ['收到商品破损', 'Arrived damaged'],
  ],
  CHANGE_GOODS: [
    ['尺码不合适', 'Wrong size'],
    ['颜色与图片不符', 'Colour differs from the picture'],
    ['商品存在瑕疵', 'Flawed item'],
  ],
  SUPPLY_AGAIN_GOODS: [
    ['少件漏发', 'Item missing from the parcel'],
    ['配件缺失', 'Accessory missing'],
  ],
  ORDER_CANCEL: [
    ['不想要了', 'No longer wanted'],
    ['信息填写错误，重新下单', 'Wrong details, will order again'],
    ['发货太慢', 'Shipping is too slow'],
  ],
};

/** The reason of a cancellation the marketplace asks for itself. */
export const GROUP_FAILED: Label = ['拼团失败', 'Group buy failed'];

export const PROBLEMS: readonly Label[] = [
  ['收到后发现外包装有明显压痕，商品无法正常使用。', 'The box was crushed and the item does not work.'],
  ['实物和详情页差别较大，希望尽快处理。', 'The real item is quite different from the product page; please handle it soon.'],
  ['打开包装发现少了一件，请核实。', 'One piece was missing when I opened the parcel; please check.'],
  ['没有使用过，吊牌完好。', 'Unused, tags still attached.'],
];

export const VOUCHERS: readonly Label[] = [
  ['有发票', 'Invoice available'],
  ['有质检报告', 'Quality report available'],
  ['无', 'None'],
];

/** Seller-side texts of seeded audits, storages and closings. */
export const REFUSE_REMARK: Label = ['商品已超过七天无理由退货期限，且无质量问题', 'Past the seven-day return window and no quality problem found'];
export const STORAGE_REMARK: Label = ['商品完好，已入库', 'Goods intact, stored'];
export const CLOSE_REASON: Label = ['已与买家协商，改为线下补偿', 'Agreed with the buyer on an offline compensation'];

export const BANK: Label = ['中国工商银行', 'Industrial and Commercial Bank of China'];
export const BANK_BRANCH: Label = ['深圳南山支行', 'Shenzhen Nanshan branch'];

/** Buyer questions about goods and the answers members and the shop give. */
export const QUESTIONS: readonly [question: Label, shopReply: Label][] = [
  [['这款有现货吗？今天下单什么时候发货？', 'Is this in stock? If I order today, when does it ship?'], ['亲，有现货的，下午四点前付款当天发货。', 'Yes, in stock: paid before 4 pm, it ships the same day.']],
  [['支持七天无理由退货吗？', 'Can I return it within seven days for any reason?'], ['支持的，商品不影响二次销售即可。', 'Yes, as long as it can be sold again.']],
  [['尺码偏大还是偏小？', 'Does it run large or small?'], ['尺码标准，建议按平时尺码购买。', 'True to size: order your usual size.']],
  [['保修多久？坏了去哪里修？', 'How long is the warranty, and where is it repaired?'], ['全国联保一年，可寄回店铺或到官方售后网点维修。', 'One-year national warranty: send it to us or any official service point.']],
  [['可以开发票吗？', 'Can I get an invoice?'], ['可以的，下单时填写发票信息即可。', 'Yes: fill in the invoice details when you order.']],
  [['颜色和图片一样吗？会不会有色差？', 'Is the colour the same as the pictures?'], ['实物拍摄，因显示器不同可能有轻微色差。', 'Photographed from the real item; screens may show a slight difference.']],
  [['包装是原厂的吗？适合送人吗？', 'Is the packaging original? Is it good as a gift?'], ['原厂包装，适合送礼，可备注不放价格单。', 'Original packaging, gift-ready; leave a note and we skip the price list.']],
  [['能用优惠券吗？', 'Can I use a coupon?'], ['店铺优惠券可以叠加使用。', 'Shop coupons can be combined with it.']],
];

export const MEMBER_ANSWERS: readonly Label[] = [
  ['我买的这款挺好的，做工不错。', 'Mine is good, well made.'],
  ['发货很快，第二天就到了。', 'Fast shipping, it arrived the next day.'],
  ['用了一个月了，没什么问题。', 'Used it for a month, no problems.'],
  ['和描述一致，推荐购买。', 'As described, recommended.'],
  ['客服态度很好，有问题都能及时解决。', 'Friendly customer service that solves problems quickly.'],
];
