/**
 * Buyers' reviews of the goods of received orders (api reference §4.3): one initial review per line of every
 * reviewed order, follow-up (additional) reviews on some, images, seller replies and the buyer's shop scores.
 */
import { BASE_TIME, DAY } from '../../db/seed/constants';
import { MEMBERS } from '../../db/seed/members';
import type { English } from '../../db/types';
import { PALETTE, placeholderImage } from '../../lib/images';
import { createRng, type Rng } from '../../lib/prng';
import type { Label } from './labels';
import type { OrderRecord } from './types';

export type Grade = 'good' | 'neutral' | 'bad';
export type CommentsType = 'INITIAL' | 'ADDITIONAL';
export type AuditStatus = 'WAIT_AUDIT' | 'PASS_AUDIT' | 'REFUSE_AUDIT';

export interface CommentReply extends English {
  reply_id: string;
  content: string;
  create_time: number;
}

export interface ShopScore {
  shop_delivery_credit: number;
  shop_description_credit: number;
  shop_service_credit: number;
}

export interface CommentRecord extends English {
  comment_id: string;
  shop_id: string;
  goods_id: string;
  sku_id: string;
  goods_name: string;
  goods_img: string;
  member_id: string;
  member_name: string;
  member_face: string;
  content: string;
  create_time: number;
  images: string[];
  grade: Grade;
  order_sn: string;
  audit_status: AuditStatus;
  comments_type: CommentsType;
  /** The initial review a follow-up belongs to; '0' for initial reviews. */
  parent_id: string;
  reply: CommentReply | null;
  /** The buyer's scores of the shop, given with the initial review. */
  member_shop_score: ShopScore | null;
}

const CONTENT: Record<Grade, readonly Label[]> = {
  good: [
    ['质量很好，和描述一致，物流也很快！', 'Great quality, exactly as described, and fast delivery!'],
    ['包装完好，做工精细，非常满意。', 'Well packed and finely made. Very happy with it.'],
    ['第二次购买了，一如既往的好。', 'My second purchase here, as good as ever.'],
    ['性价比很高，推荐购买。', 'Great value for money, recommended.'],
  ],
  neutral: [
    ['东西还可以，就是物流有点慢。', 'The item is fine, delivery was a bit slow.'],
    ['和图片有一点色差，整体还行。', 'The colour differs a little from the photos, otherwise okay.'],
    ['中规中矩，对得起这个价格。', 'Nothing special, fair for the price.'],
  ],
  bad: [
    ['收到的商品有划痕，不太满意。', 'The item arrived scratched. Not happy.'],
    ['用了两天就出问题了，希望商家处理。', 'It broke after two days, I hope the seller sorts it out.'],
    ['和描述不符，包装也破了。', 'Not as described, and the packaging was damaged.'],
  ],
};

const ADDITIONAL: readonly Label[] = [
  ['用了一个月，依然很好用。', 'Still works great after a month.'],
  ['追评：售后客服很耐心，点赞。', 'Follow-up: the after-sales service was very patient. Thumbs up.'],
  ['使用一段时间后发现续航一般。', 'After some use the battery life is only average.'],
];

export const REPLIES: Record<Grade, Label> = {
  good: ['感谢您的支持与认可，期待您的再次光临！', 'Thank you for your support, we look forward to seeing you again!'],
  neutral: ['感谢您的反馈，我们会继续改进服务。', 'Thanks for the feedback, we will keep improving our service.'],
  bad: ['非常抱歉给您带来不便，客服已联系您处理。', 'We are very sorry for the trouble; our customer service has contacted you to sort it out.'],
};

const COMMENT_ID_BASE = 70_000;
const HOURS_2 = 2 * 3600;

/** The sequence of comment and reply ids created later starts after the seeded ones. */
export const COMMENT_SEQUENCE = 'orderComment';

function images(rng: Rng, initial: string): string[] {
  if (!rng.chance(0.35)) return [];
  return Array.from({ length: rng.int(1, 3) }, () => placeholderImage(rng.pick(PALETTE), initial, 400));
}

const score = (rng: Rng, grade: Grade) => (grade === 'good' ? rng.int(4, 5) : grade === 'neutral' ? rng.int(3, 4) : rng.int(1, 3));

/** Reviews of the orders whose buyers reviewed them (comment_status WAIT_CHASE or FINISHED). */
export function seedComments(orders: readonly OrderRecord[]): { comments: CommentRecord[]; lastId: string } {
  const rng = createRng(31);
  const comments: CommentRecord[] = [];
  let next = COMMENT_ID_BASE;
  const at = (time: number) => Math.min(time, BASE_TIME - 60);
  for (const o of orders) {
    if (o.comment_status === 'UNFINISHED') continue;
    const member = MEMBERS.find((m) => m.member_id === o.member_id) ?? MEMBERS[0];
    for (const line of o.lines) {
      const grade: Grade = rng.chance(0.75) ? 'good' : rng.chance(0.6) ? 'neutral' : 'bad';
      const [zh, en] = rng.pick(CONTENT[grade]);
      const created = at(o.signing_time + rng.int(DAY / 4, 3 * DAY));
      const replied = rng.chance(0.5);
      const initialId = String(++next);
      const base = {
        shop_id: o.shop_id,
        goods_id: line.goods_id,
        sku_id: line.sku_id,
        goods_name: line.name,
        goods_img: line.goods_image,
        member_id: member.member_id,
        member_name: member.uname,
        member_face: member.face,
        grade,
        order_sn: o.sn,
      };
      comments.push({
        ...base,
        comment_id: initialId,
        content: zh,
        create_time: created,
        images: images(rng, line.name[0]),
        audit_status: rng.chance(0.05) ? 'WAIT_AUDIT' : rng.chance(0.03) ? 'REFUSE_AUDIT' : 'PASS_AUDIT',
        comments_type: 'INITIAL',
        parent_id: '0',
        reply: replied ? { reply_id: String(++next), content: REPLIES[grade][0], create_time: at(created + rng.int(HOURS_2, DAY)), __en: { content: REPLIES[grade][1] } } : null,
        member_shop_score: { shop_delivery_credit: score(rng, grade), shop_description_credit: score(rng, grade), shop_service_credit: score(rng, grade) },
        __en: { content: en, ...(line.__en?.name ? { goods_name: line.__en.name } : {}) },
      });
      if (o.comment_status !== 'FINISHED' || !rng.chance(0.4)) continue;
      const [addZh, addEn] = rng.pick(ADDITIONAL);
      const added = at(created + rng.int(5 * DAY, 20 * DAY));
      comments.push({
        ...base,
        comment_id: String(++next),
        content: addZh,
        create_time: added,
        images: images(rng, line.name[0]),
        audit_status: 'PASS_AUDIT',
        comments_type: 'ADDITIONAL',
        parent_id: initialId,
        reply: rng.chance(0.3) ? { reply_id: String(++next), content: REPLIES.good[0], create_time: at(added + DAY / 2), __en: { content: REPLIES.good[1] } } : null,
        member_shop_score: null,
        __en: { content: addEn, ...(line.__en?.name ? { goods_name: line.__en.name } : {}) },
      });
    }
  }
  return { comments, lastId: String(next) };
}
