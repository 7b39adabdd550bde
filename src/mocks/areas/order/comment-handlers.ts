/** Reviews of the shop's goods and the seller's replies (api reference §4.3). */
import { nextId } from '../../db/store';
import { business, notFound, text } from '../../lib/errors';
import { paginate } from '../../lib/paging';
import { nowSeconds } from '../../lib/runtime';
import { matches } from '../../lib/values';
import { route, type Ctx } from '../../handlers/route';
import { COMMENT_SEQUENCE, type CommentRecord } from './comments';
import { queryEnum, queryTimeRange, textField } from './fields';
import { commentDb } from './store';

const COMMENT = text('评论', 'Comment');

function ownComment(ctx: Ctx, id: string): CommentRecord {
  const c = commentDb().comments.get(id);
  if (!c || c.shop_id !== ctx.session.shopId) throw notFound(COMMENT, id);
  return c;
}

const replyView = (c: CommentRecord) =>
  c.reply && { reply_id: c.reply.reply_id, comment_id: c.comment_id, content: c.reply.content, create_time: c.reply.create_time, role: 'SELLER', reply_type: c.comments_type, parent_id: '0', __en: c.reply.__en };

/** The follow-up review of each initial review of a shop. */
const followUps = (shopId: string) =>
  new Map(commentDb().comments.all().filter((c) => c.shop_id === shopId && c.comments_type === 'ADDITIONAL').map((c) => [c.parent_id, c]));

/** CommentVO; an initial review carries its follow-up as `additional_comment`. */
function commentView(c: CommentRecord, additionalOf: Map<string, CommentRecord>): Record<string, unknown> {
  const additional = additionalOf.get(c.comment_id);
  return {
    comment_id: c.comment_id,
    goods_id: c.goods_id,
    sku_id: c.sku_id,
    goods_name: c.goods_name,
    goods_img: c.goods_img,
    member_id: c.member_id,
    member_name: c.member_name,
    member_face: c.member_face,
    content: c.content,
    create_time: c.create_time,
    have_image: c.images.length ? 1 : 0,
    images: c.images,
    grade: c.grade,
    order_sn: c.order_sn,
    reply_status: c.reply ? 1 : 0,
    audit_status: c.audit_status,
    comments_type: c.comments_type,
    parent_id: c.parent_id,
    reply: replyView(c),
    additional_comment: additional ? commentView(additional, additionalOf) : null,
    member_shop_score: c.member_shop_score,
    __en: c.__en,
  };
}

const FLAG = ['0', '1'];

function listComments(ctx: Ctx) {
  const q = ctx.query;
  const get = (k: string) => (q.get(k) ?? '').trim();
  const grade = queryEnum(q, 'grade', ['good', 'neutral', 'bad']);
  const type = queryEnum(q, 'comments_type', ['INITIAL', 'ADDITIONAL']);
  const audit = queryEnum(q, 'audit_status', ['WAIT_AUDIT', 'PASS_AUDIT', 'REFUSE_AUDIT']);
  const haveImage = queryEnum(q, 'have_image', FLAG);
  const replied = queryEnum(q, 'reply_status', FLAG);
  const haveAdditional = queryEnum(q, 'have_additional', FLAG);
  const { start, end } = queryTimeRange(q);
  const all = commentDb().comments.all().filter((c) => c.shop_id === ctx.session.shopId);
  const additionalOf = followUps(ctx.session.shopId);
  const rows = all
    .filter(
      (c) =>
        (!grade || c.grade === grade) &&
        (!type || c.comments_type === type) &&
        (!audit || c.audit_status === audit) &&
        (!haveImage || (c.images.length > 0) === (haveImage === '1')) &&
        (!replied || !!c.reply === (replied === '1')) &&
        (!haveAdditional || additionalOf.has(c.comment_id) === (haveAdditional === '1')) &&
        c.create_time >= start &&
        c.create_time <= end &&
        matches(get('keyword'), c.content, c.__en?.content, c.goods_name, c.__en?.goods_name, c.member_name, c.order_sn) &&
        matches(get('goods_name'), c.goods_name, c.__en?.goods_name) &&
        matches(get('member_name'), c.member_name) &&
        matches(get('content'), c.content, c.__en?.content),
    )
    .sort((a, b) => b.create_time - a.create_time || Number(b.comment_id) - Number(a.comment_id));
  return paginate(rows, q, (c) => commentView(c, additionalOf));
}

/** `POST {id}/reply`: one reply per review, only to a review the platform approved. */
async function reply(ctx: Ctx) {
  const content = textField(await ctx.fields(), 'reply', '回复内容', 500, true);
  const c = ownComment(ctx, ctx.params.id);
  if (c.reply) throw business('该评论已回复，不能重复回复', 'this review has already been replied to');
  if (c.audit_status !== 'PASS_AUDIT') throw business('评论未通过审核，不能回复', 'only approved reviews can be replied to');
  const saved = commentDb().comments.put({
    ...c,
    reply: { reply_id: nextId(COMMENT_SEQUENCE, commentDb().lastId), content, create_time: nowSeconds() },
  });
  return replyView(saved);
}

export const commentHandlers = [
  route('get', '*/seller/members/comments', listComments),
  route('get', '*/seller/members/comments/:id', (ctx) => commentView(ownComment(ctx, ctx.params.id), followUps(ctx.session.shopId))),
  route('post', '*/seller/members/comments/:id/reply', reply),
];
