/**
 * Buyers' complaints about shipped orders (api reference §4.6) and their state machine. The platform forwards
 * a NEW complaint to the seller (WAIT_APPEAL); the seller's appeal opens the dialogue (COMMUNICATION); either
 * side may then ask the platform to arbitrate (WAIT_ARBITRATION) until it decides (COMPLETE). The buyer may
 * withdraw a complaint (CANCEL).
 */
import { BASE_TIME, DAY } from '../../db/seed/constants';
import type { DemoStore } from '../../db/store';
import type { English } from '../../db/types';
import { PALETTE, placeholderImage } from '../../lib/images';
import { amounts } from './amounts';
import type { Label } from './labels';
import type { OrderRecord } from './types';

export type ComplainStatus = 'NEW' | 'CANCEL' | 'WAIT_APPEAL' | 'COMMUNICATION' | 'WAIT_ARBITRATION' | 'COMPLETE';
export type ComplainTag = 'ALL' | 'COMPLAINING' | 'CANCELED' | 'COMPLETE';

export const COMPLAIN_STATUS_LABEL: Record<ComplainStatus, Label> = {
  NEW: ['新投诉', 'New'],
  CANCEL: ['已撤销', 'Withdrawn'],
  WAIT_APPEAL: ['待申诉', 'Awaiting appeal'],
  COMMUNICATION: ['对话中', 'In dialogue'],
  WAIT_ARBITRATION: ['等待仲裁', 'Awaiting arbitration'],
  COMPLETE: ['已完成', 'Completed'],
};

/** The list's `tag` filter. */
export const COMPLAIN_TAGS: Record<ComplainTag, (s: ComplainStatus) => boolean> = {
  ALL: () => true,
  COMPLAINING: (s) => s === 'NEW' || s === 'WAIT_APPEAL' || s === 'COMMUNICATION' || s === 'WAIT_ARBITRATION',
  CANCELED: (s) => s === 'CANCEL',
  COMPLETE: (s) => s === 'COMPLETE',
};

/** What the seller may do: appeal when asked to, talk while the platform has the complaint open, ask for arbitration during the dialogue. */
export const complaintAllowable = (s: ComplainStatus) => ({
  allow_appeal: s === 'WAIT_APPEAL',
  allow_communication: s === 'WAIT_APPEAL' || s === 'COMMUNICATION' || s === 'WAIT_ARBITRATION',
  allow_arbitration: s === 'COMMUNICATION',
});

export interface Communication extends English {
  communication_id: string;
  content: string;
  create_time: number;
  owner: 'BUYER' | 'SELLER';
  owner_name: string;
  owner_id: string;
}

export interface ComplaintRecord extends English {
  complain_id: string;
  shop_id: string;
  seller_name: string;
  member_id: string;
  member_name: string;
  order_sn: string;
  goods_id: string;
  sku_id: string;
  goods_name: string;
  goods_image: string;
  goods_price_cents: number;
  num: number;
  complain_topic: string;
  content: string;
  images: string[];
  status: ComplainStatus;
  create_time: number;
  appeal_content: string;
  appeal_time: number;
  appeal_images: string[];
  arbitration_result: string;
  ship_name: string;
  ship_addr: string;
  ship_mobile: string;
  order_price_cents: number;
  shipping_cents: number;
  communications: Communication[];
}

const TOPICS: readonly [topic: Label, content: Label][] = [
  [['商品质量问题', 'Quality problem'], ['收到的商品有明显划痕，联系客服一直没有回复。', 'The item arrived badly scratched and customer service never answered.']],
  [['商品与描述不符', 'Not as described'], ['实物颜色和详情页完全不一样。', 'The real colour is nothing like the product page.']],
  [['发货太慢', 'Slow delivery'], ['付款一周了才发货，耽误了使用。', 'It shipped a week after payment and I needed it sooner.']],
  [['售后服务态度差', 'Poor after-sales service'], ['申请退货被拒绝，理由不合理。', 'My return request was refused for no good reason.']],
];

const APPEAL: Label = ['商品出库前均经过质检，已联系买家协商换货处理。', 'Every item is checked before shipping; we have contacted the buyer to arrange an exchange.'];
const DIALOGUE: readonly [owner: Communication['owner'], text: Label][] = [
  ['BUYER', ['我希望直接退款。', 'I would like a refund.']],
  ['SELLER', ['可以为您办理换货，或者退货退款，您看哪种方式合适？', 'We can exchange the item or refund it after return: which do you prefer?']],
  ['BUYER', ['那就退货退款吧。', 'Return and refund, then.']],
];
const RESULT: Label = ['经平台核实，商家已为买家办理退货退款，投诉处理完毕。', 'The platform checked the case: the seller refunded the returned item, so the complaint is closed.'];

/** Complaint statuses seeded, newest first (three rounds on the owner shop, one on the supplier shop). */
const ROUND: readonly ComplainStatus[] = ['NEW', 'WAIT_APPEAL', 'COMMUNICATION', 'WAIT_ARBITRATION', 'COMPLETE', 'CANCEL'];
const STAGE: Record<ComplainStatus, number> = { NEW: 0, CANCEL: 0, WAIT_APPEAL: 1, COMMUNICATION: 2, WAIT_ARBITRATION: 3, COMPLETE: 4 };

export const COMPLAINT_ID_BASE = 50_000;
export const COMMUNICATION_SEQUENCE = 'orderComplaintMessage';
const HOUR = 3600;

export function seedComplaints(core: DemoStore, orders: readonly OrderRecord[]): { complaints: ComplaintRecord[]; lastMessage: string } {
  const complaints: ComplaintRecord[] = [];
  let message = 0;
  const rounds: [shopId: string, count: number][] = [['1', 3], ['2', 1]];
  for (const [shopId, count] of rounds) {
    const shop = core.shops.get(shopId);
    const shipped = orders.filter((o) => o.shop_id === shopId && o.ship_time > 0 && o.pay_status === 'PAY_YES');
    const wanted = ROUND.length * count;
    for (let i = 0; i < wanted && i < shipped.length; i++) {
      const o = shipped[Math.floor((i * shipped.length) / wanted)];
      const status = ROUND[i % ROUND.length];
      const line = o.lines[0];
      const [[topicZh, topicEn], [contentZh, contentEn]] = TOPICS[i % TOPICS.length];
      const created = Math.min(BASE_TIME - 6 * HOUR, o.ship_time + (2 + (i % 3)) * DAY);
      const appealed = STAGE[status] >= 2 && status !== 'CANCEL';
      const appealTime = appealed ? Math.min(BASE_TIME - 5 * HOUR, created + DAY) : 0;
      const sellerName = shop?.shop_name ?? '';
      const messages = appealed ? DIALOGUE.slice(0, STAGE[status] >= 3 ? 3 : 2) : [];
      complaints.push({
        complain_id: String(COMPLAINT_ID_BASE + complaints.length + 1),
        shop_id: shopId,
        seller_name: sellerName,
        member_id: o.member_id,
        member_name: o.member_name,
        order_sn: o.sn,
        goods_id: line.goods_id,
        sku_id: line.sku_id,
        goods_name: line.name,
        goods_image: line.goods_image,
        goods_price_cents: line.purchase_cents,
        num: line.num,
        complain_topic: topicZh,
        content: contentZh,
        images: i % 2 ? [placeholderImage(PALETTE[i % PALETTE.length], '证', 400)] : [],
        status,
        create_time: created,
        appeal_content: appealed ? APPEAL[0] : '',
        appeal_time: appealTime,
        appeal_images: appealed && i % 3 === 0 ? [placeholderImage('#67C23A', '检', 400)] : [],
        arbitration_result: status === 'COMPLETE' ? RESULT[0] : '',
        ship_name: o.ship_name,
        ship_addr: `${o.ship_province}${o.ship_city}${o.ship_county}${o.ship_town}${o.ship_addr}`,
        ship_mobile: o.ship_mobile,
        order_price_cents: amounts(o).order,
        shipping_cents: o.shipping_cents,
        communications: messages.map(([owner, [zh, en]], k) => ({
          communication_id: String(++message),
          content: zh,
          create_time: Math.min(BASE_TIME - 4 * HOUR + k * 60, appealTime + (k + 1) * HOUR),
          owner,
          owner_name: owner === 'SELLER' ? sellerName : o.member_name,
          owner_id: owner === 'SELLER' ? shopId : o.member_id,
          __en: { content: en },
        })),
        __en: {
          complain_topic: topicEn,
          content: contentEn,
          ...(appealed ? { appeal_content: APPEAL[1] } : {}),
          ...(status === 'COMPLETE' ? { arbitration_result: RESULT[1] } : {}),
          ...(line.__en?.name ? { goods_name: line.__en.name } : {}),
          ...(shop?.__en?.shop_name ? { seller_name: shop.__en.shop_name } : {}),
        },
      });
    }
  }
  return { complaints, lastMessage: String(message) };
}
