/** Consultations (api reference §5.3): the shop's buyer questions, the seller's reply, and other members' answers. */
import { badParam, business, notFound, text } from '../../lib/errors';
import { paginate } from '../../lib/paging';
import { nowSeconds } from '../../lib/runtime';
import { matches } from '../../lib/values';
import { route, type Ctx } from '../../handlers/route';
import { queryEnum, queryTimeRange, textField } from '../order/fields';
import { afterSaleDb } from './store';
import type { AskRecord } from './types';

const ASK = text('咨询', 'Consultation');
export const REPLY_MAX = 200;

function ownAsk(ctx: Ctx, id: string): AskRecord {
  const ask = afterSaleDb().asks.get(id);
  if (!ask || ask.shop_id !== ctx.session.shopId) throw notFound(ASK, id);
  return ask;
}

/** MemberAsk with the number of other members' answers. */
function askView(a: AskRecord) {
  const { shop_id: sellerId, ...rest } = a;
  const replyNum = afterSaleDb().askReplies.all().filter((r) => r.ask_id === a.ask_id && r.reply_status === 'YES').length;
  return { ...rest, seller_id: sellerId, reply_num: replyNum };
}

function listAsks(ctx: Ctx) {
  const q = ctx.query;
  const get = (k: string) => (q.get(k) ?? '').trim();
  const replyStatus = queryEnum(q, 'reply_status', ['YES', 'NO']);
  const authStatus = queryEnum(q, 'auth_status', ['WAIT_AUDIT', 'PASS_AUDIT', 'REFUSE_AUDIT']);
  const anonymous = queryEnum(q, 'anonymous', ['YES', 'NO']);
  const { start, end } = queryTimeRange(q);
  const rows = afterSaleDb()
    .asks.all()
    .filter(
      (a) =>
        a.shop_id === ctx.session.shopId &&
        (!replyStatus || a.reply_status === replyStatus) &&
        (!authStatus || a.auth_status === authStatus) &&
        (!anonymous || a.anonymous === anonymous) &&
        a.create_time >= start &&
        a.create_time <= end &&
        matches(get('keyword'), a.content, a.__en?.content, a.goods_name, a.__en?.goods_name) &&
        matches(get('goods_name'), a.goods_name, a.__en?.goods_name) &&
        matches(get('member_name'), a.member_name) &&
        matches(get('content'), a.content, a.__en?.content),
    )
    .sort((a, b) => b.create_time - a.create_time || Number(b.ask_id) - Number(a.ask_id));
  return paginate(rows, q, askView);
}

/** `PUT {ask_id}/reply` (form `reply_content`): the shop answers once. */
async function reply(ctx: Ctx) {
  const content = textField({ ...Object.fromEntries(ctx.query.entries()), ...(await ctx.fields()) }, 'reply_content', '回复内容', REPLY_MAX, true);
  const ask = ownAsk(ctx, ctx.params.ask_id);
  if (ask.reply_status === 'YES') throw business(`咨询 ${ask.ask_id} 已回复，不能重复回复`, `consultation ${ask.ask_id} has been answered already`);
  const english = { ...(ask.__en ?? {}) };
  delete english.reply;
  return askView(afterSaleDb().asks.put({ ...ask, reply: content, reply_time: nowSeconds(), reply_status: 'YES', __en: english }));
}

/** Other members' answers to the shop's questions; answered ones newest first, then those invited who have not answered. */
function listReplies(ctx: Ctx) {
  const q = ctx.query;
  const get = (k: string) => (q.get(k) ?? '').trim();
  const askId = get('ask_id');
  if (askId && !/^\d+$/.test(askId)) throw badParam('ask_id 格式不正确', 'ask_id must be a numeric id');
  const { start, end } = queryTimeRange(q);
  const own = new Set(afterSaleDb().asks.all().filter((a) => a.shop_id === ctx.session.shopId).map((a) => a.ask_id));
  const rows = afterSaleDb()
    .askReplies.all()
    .filter(
      (r) =>
        own.has(r.ask_id) &&
        (!askId || r.ask_id === askId) &&
        (r.reply_time === 0 ? !q.get('start_time') && !q.get('end_time') : r.reply_time >= start && r.reply_time <= end) &&
        matches(get('member_name'), r.member_name) &&
        matches(get('content'), r.content, r.__en?.content),
    )
    .sort((a, b) => (b.reply_time || -1) - (a.reply_time || -1) || Number(a.id) - Number(b.id));
  return paginate(rows, q);
}

export const askHandlers = [
  route('get', '*/seller/members/asks', listAsks),
  route('get', '*/seller/members/asks/:ask_id', (ctx) => askView(ownAsk(ctx, ctx.params.ask_id))),
  route('put', '*/seller/members/asks/:ask_id/reply', reply),
  route('get', '*/seller/members/reply', listReplies),
];
