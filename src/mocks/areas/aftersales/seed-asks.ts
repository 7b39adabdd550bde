/**
 * Buyers' questions about the shops' goods on sale (api reference §5.3), by the demo members: most answered by
 * the shop, some waiting for its reply (the newest first), a few still under the platform's review or refused;
 * many with other members' answers, and members invited to answer who have not yet.
 */
import { BASE_TIME, DAY, SHOP } from '../../db/seed/constants';
import { MEMBERS } from '../../db/seed/members';
import type { DemoStore } from '../../db/store';
import { createRng } from '../../lib/prng';
import { MEMBER_ANSWERS, QUESTIONS } from './seed-texts';
import type { AskRecord, AskReplyRecord, AuthStatus } from './types';

export const ASK_ID_BASE = 70_000;
export const ASK_REPLY_ID_BASE = 90_000;
const HOUR = 3600;

const PER_SHOP: readonly [shopId: string, count: number][] = [[SHOP.owner, 40], [SHOP.supplier, 8]];

export function seedAsks(core: DemoStore): { asks: AskRecord[]; replies: AskReplyRecord[] } {
  const rng = createRng(20261105);
  const asks: AskRecord[] = [];
  const replies: AskReplyRecord[] = [];
  for (const [shopId, count] of PER_SHOP) {
    const goods = core.goods.all().filter((g) => g.shop_id === shopId && g.market_enable === 1 && g.is_auth === 1 && g.disabled === 1);
    if (!goods.length) continue;
    for (let i = 0; i < count; i++) {
      const g = goods[(i * 7) % goods.length];
      const member = MEMBERS[(i * 11 + Number(shopId)) % MEMBERS.length];
      const [[question, questionEn], [answer, answerEn]] = QUESTIONS[i % QUESTIONS.length];
      const create = BASE_TIME - Math.floor((i * 0.8 + 0.1 + rng.next() * 0.5) * DAY);
      const auth: AuthStatus = i % 9 === 5 ? 'WAIT_AUDIT' : i % 13 === 8 ? 'REFUSE_AUDIT' : 'PASS_AUDIT';
      // The newest questions of each shop wait for the shop's reply.
      const replied = auth === 'PASS_AUDIT' && [1, 2, 4].includes(i % 5);
      const replyTime = replied ? Math.min(BASE_TIME - 60, create + (2 + (i % 20)) * HOUR) : 0;
      const askId = String(ASK_ID_BASE + asks.length + 1);
      asks.push({
        ask_id: askId,
        shop_id: shopId,
        goods_id: g.goods_id,
        goods_name: g.goods_name,
        goods_img: g.thumbnail,
        member_id: member.member_id,
        member_name: member.uname,
        member_face: member.face,
        content: question,
        create_time: create,
        reply: replied ? answer : '',
        reply_time: replyTime,
        reply_status: replied ? 'YES' : 'NO',
        auth_status: auth,
        anonymous: i % 4 === 1 ? 'YES' : 'NO',
        __en: { content: questionEn, ...(replied ? { reply: answerEn } : {}), ...(g.__en?.goods_name ? { goods_name: g.__en.goods_name } : {}) },
      });
      if (auth !== 'PASS_AUDIT' || i % 3 === 2) continue;
      // Other members who bought the goods answer it (one is still under review), one more was invited and has not yet.
      const answers = 1 + (i % 4);
      for (let k = 0; k <= answers; k++) {
        const other = MEMBERS[(i * 11 + Number(shopId) + 5 + k * 3) % MEMBERS.length];
        const invited = k === answers;
        const [text, textEn] = MEMBER_ANSWERS[(i + k) % MEMBER_ANSWERS.length];
        replies.push({
          id: String(ASK_REPLY_ID_BASE + replies.length + 1),
          ask_id: askId,
          member_id: other.member_id,
          member_name: other.uname,
          content: invited ? '' : text,
          reply_time: invited ? 0 : Math.min(BASE_TIME - 30, create + (k + 1) * 5 * HOUR),
          anonymous: k % 3 === 2 ? 'YES' : 'NO',
          auth_status: !invited && k === 2 ? 'WAIT_AUDIT' : 'PASS_AUDIT',
          reply_status: invited ? 'NO' : 'YES',
          ...(invited ? {} : { __en: { content: textEn } }),
        });
      }
    }
  }
  return { asks, replies };
}
