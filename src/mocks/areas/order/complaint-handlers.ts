/** Complaints about the shop's orders (api reference §4.6): list, detail, flow, and the seller's appeal, messages and arbitration request. */
import { nextId } from '../../db/store';
import { badParam, business, notFound, text } from '../../lib/errors';
import { paginate } from '../../lib/paging';
import { nowSeconds } from '../../lib/runtime';
import { list, matches } from '../../lib/values';
import { route, type Ctx } from '../../handlers/route';
import { yuan } from './amounts';
import {
  COMMUNICATION_SEQUENCE, COMPLAIN_STATUS_LABEL, COMPLAIN_TAGS, complaintAllowable, type ComplainStatus, type ComplainTag,
  type ComplaintRecord,
} from './complaints';
import { queryEnum, textField } from './fields';
import { complaintDb } from './store';

const COMPLAINT = text('投诉', 'Complaint');
const MAX_IMAGES = 5;

function ownComplaint(ctx: Ctx, id: string): ComplaintRecord {
  const c = complaintDb().complaints.get(id);
  if (!c || c.shop_id !== ctx.session.shopId) throw notFound(COMPLAINT, id);
  return c;
}

/** OrderComplain (a list row); image lists are comma-joined URLs, as the API takes them. */
function complaintRow(c: ComplaintRecord) {
  const [zh, en] = COMPLAIN_STATUS_LABEL[c.status];
  return {
    complain_id: c.complain_id,
    complain_topic: c.complain_topic,
    content: c.content,
    create_time: c.create_time,
    images: c.images.join(','),
    status: c.status,
    status_text: zh,
    order_sn: c.order_sn,
    goods_id: c.goods_id,
    sku_id: c.sku_id,
    goods_name: c.goods_name,
    goods_image: c.goods_image,
    goods_price: yuan(c.goods_price_cents),
    num: c.num,
    member_id: c.member_id,
    member_name: c.member_name,
    seller_id: c.shop_id,
    seller_name: c.seller_name,
    __en: { ...c.__en, status_text: en },
  };
}

/** OrderComplainVO: the row, the appeal, the arbitration, the consignee, the dialogue and what the seller may do. */
function complaintDetail(c: ComplaintRecord) {
  return {
    ...complaintRow(c),
    appeal_content: c.appeal_content,
    appeal_time: c.appeal_time,
    appeal_images: c.appeal_images.join(','),
    arbitration_result: c.arbitration_result,
    ship_name: c.ship_name,
    ship_addr: c.ship_addr,
    ship_mobile: c.ship_mobile,
    order_price: yuan(c.order_price_cents),
    shipping_price: yuan(c.shipping_cents),
    communication_list: c.communications,
    allowable: complaintAllowable(c.status),
  };
}

const PATH: readonly ComplainStatus[] = ['NEW', 'WAIT_APPEAL', 'COMMUNICATION', 'WAIT_ARBITRATION', 'COMPLETE'];

/** Flow nodes: 1 reached, 2 the end reached, 0 not yet, 3 withdrawn. */
function flow(c: ComplaintRecord) {
  const node = (status: ComplainStatus, show: number) => ({ text: COMPLAIN_STATUS_LABEL[status][0], status, show_status: show, __en: { text: COMPLAIN_STATUS_LABEL[status][1] } });
  if (c.status === 'CANCEL') return [node('NEW', 1), node('CANCEL', 3)];
  const at = PATH.indexOf(c.status);
  return PATH.map((s, i) => node(s, i > at ? 0 : s === 'COMPLETE' ? 2 : 1));
}

function listComplaints(ctx: Ctx) {
  const tag = (queryEnum(ctx.query, 'tag', Object.keys(COMPLAIN_TAGS)) || 'ALL') as ComplainTag;
  const keywords = (ctx.query.get('keywords') ?? '').trim();
  const rows = complaintDb()
    .complaints.all()
    .filter(
      (c) =>
        c.shop_id === ctx.session.shopId &&
        COMPLAIN_TAGS[tag](c.status) &&
        matches(ctx.query.get('order_sn') ?? '', c.order_sn) &&
        matches(keywords, c.complain_topic, c.__en?.complain_topic, c.content, c.__en?.content, c.goods_name, c.__en?.goods_name, c.member_name, c.order_sn),
    )
    .sort((a, b) => b.create_time - a.create_time || Number(b.complain_id) - Number(a.complain_id));
  return paginate(rows, ctx.query, complaintRow);
}

/** Throws a 500 unless the complaint's status allows the seller's action. */
function assertAllowed(c: ComplaintRecord, flag: keyof ReturnType<typeof complaintAllowable>, [zh, en]: readonly [string, string]): void {
  if (complaintAllowable(c.status)[flag]) return;
  const [statusZh, statusEn] = COMPLAIN_STATUS_LABEL[c.status];
  throw business(`投诉 ${c.complain_id} 当前状态为「${statusZh}」，不能${zh}`, `complaint ${c.complain_id} is ${statusEn.toLowerCase()}: it cannot ${en} now`);
}

const query = (ctx: Ctx) => Object.fromEntries(ctx.query.entries());

/** `PUT {id}/appeal` (query `appeal_content`, `images`): only when asked to appeal; the dialogue opens. */
function appeal(ctx: Ctx) {
  const q = query(ctx);
  const content = textField(q, 'appeal_content', '申诉内容', 500, true);
  const images = list(q.images);
  if (images.length > MAX_IMAGES) throw badParam(`images（申诉图片）最多 ${MAX_IMAGES} 张`, `images allows at most ${MAX_IMAGES} pictures`);
  const c = ownComplaint(ctx, ctx.params.id);
  assertAllowed(c, 'allow_appeal', ['申诉', 'be appealed']);
  const english = { ...(c.__en ?? {}) };
  delete english.appeal_content;
  return complaintDetail(complaintDb().complaints.put({ ...c, status: 'COMMUNICATION', appeal_content: content, appeal_images: images, appeal_time: nowSeconds(), __en: english }));
}

/** `PUT {id}/communication` (query `content`): a message while the complaint is open. */
function communicate(ctx: Ctx) {
  const content = textField(query(ctx), 'content', '沟通内容', 500, true);
  const c = ownComplaint(ctx, ctx.params.id);
  assertAllowed(c, 'allow_communication', ['发送沟通消息', 'take messages']);
  const row = {
    communication_id: nextId(COMMUNICATION_SEQUENCE, complaintDb().lastMessage),
    content,
    create_time: nowSeconds(),
    owner: 'SELLER' as const,
    owner_name: ctx.session.shop?.shop_name ?? c.seller_name,
    owner_id: c.shop_id,
  };
  complaintDb().complaints.put({ ...c, communications: [...c.communications, row] });
  return row;
}

/** `PUT {id}/to-arbitration`: the seller asks the platform to decide, during the dialogue only. */
function toArbitration(ctx: Ctx) {
  const c = ownComplaint(ctx, ctx.params.id);
  assertAllowed(c, 'allow_arbitration', ['提交仲裁', 'go to arbitration']);
  return complaintDetail(complaintDb().complaints.put({ ...c, status: 'WAIT_ARBITRATION' }));
}

export const complaintHandlers = [
  route('get', '*/seller/trade/order-complains', listComplaints),
  route('get', '*/seller/trade/order-complains/:id', (ctx) => complaintDetail(ownComplaint(ctx, ctx.params.id))),
  route('get', '*/seller/trade/order-complains/:id/flow', (ctx) => flow(ownComplaint(ctx, ctx.params.id))),
  route('put', '*/seller/trade/order-complains/:id/appeal', appeal),
  route('put', '*/seller/trade/order-complains/:id/communication', communicate),
  route('put', '*/seller/trade/order-complains/:id/to-arbitration', toArbitration),
];
