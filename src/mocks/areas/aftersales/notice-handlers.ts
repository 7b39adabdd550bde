/** The shop's station notices (api reference §5.4): unread first, by type; marked read or deleted by id lists. */
import { badParam, notFound, text } from '../../lib/errors';
import { paginate } from '../../lib/paging';
import { list } from '../../lib/values';
import { route, type Ctx } from '../../handlers/route';
import { queryEnum } from '../order/fields';
import { afterSaleDb } from './store';
import type { NoticeRecord } from './types';

const NOTICE = text('站内消息', 'Notice');

function listNotices(ctx: Ctx) {
  const isRead = queryEnum(ctx.query, 'is_read', ['0', '1']);
  const type = queryEnum(ctx.query, 'type', ['GOODS', 'ORDER', 'AFTERSALE']);
  const rows = afterSaleDb()
    .notices.all()
    .filter((n) => n.shop_id === ctx.session.shopId && (!isRead || n.is_read === Number(isRead)) && (!type || n.type === type))
    .sort((a, b) => a.is_read - b.is_read || b.send_time - a.send_time || Number(b.id) - Number(a.id));
  return paginate(rows, ctx.query, ({ shop_id: _shop, ...row }: NoticeRecord) => row);
}

/** The caller's notices named by a comma-joined id list (400 for a malformed list, 404 for another shop's). */
function ownNotices(ctx: Ctx): NoticeRecord[] {
  const ids = list(ctx.params.ids);
  if (!ids.length || ids.some((id) => !/^\d+$/.test(id))) throw badParam('ids 必须是逗号分隔的消息 id', 'ids must be a comma-separated list of notice ids');
  return ids.map((id) => {
    const notice = afterSaleDb().notices.get(id);
    if (!notice || notice.shop_id !== ctx.session.shopId) throw notFound(NOTICE, id);
    return notice;
  });
}

export const noticeHandlers = [
  route('get', '*/seller/shops/shop-notice-logs', listNotices),
  route('put', '*/seller/shops/shop-notice-logs/:ids/read', (ctx) => {
    ownNotices(ctx).forEach((n) => afterSaleDb().notices.put({ ...n, is_read: 1 }));
  }),
  route('delete', '*/seller/shops/shop-notice-logs/:ids', (ctx) => {
    ownNotices(ctx).forEach((n) => afterSaleDb().notices.remove(n.id));
  }),
];
