/**
 * The shops' station notices (api reference §5.4), of every type and drawn from the demo's own data: goods the
 * platform refused or took down, goods running low, orders waiting to ship, after-sales requests. The newest of
 * each type are unread.
 */
import { BASE_TIME, DAY, SHOP } from '../../db/seed/constants';
import type { DemoStore } from '../../db/store';
import type { GoodsRecord } from '../../db/types';
import type { Label } from '../order/labels';
import type { OrderRecord } from '../order/types';
import { SERVICE_TYPE_LABEL } from './flow';
import type { NoticeRecord, NoticeType, ServiceRecord } from './types';

export const NOTICE_ID_BASE = 60_000;

const en = (g: GoodsRecord) => g.__en?.goods_name ?? g.goods_name;

/** What a notice says about a goods, if anything. */
function goodsNotice(g: GoodsRecord, warning: number): Label | undefined {
  if (g.is_auth === 2) return [`您的商品【${g.goods_name}】审核未通过，原因：${g.auth_message || '商品信息不完整'}`, `Your goods "${en(g)}" was refused: ${g.__en?.auth_message ?? (g.auth_message || 'incomplete goods details')}`];
  if (g.market_enable === 0 && g.under_message) return [`您的商品【${g.goods_name}】已下架，原因：${g.under_message}`, `Your goods "${en(g)}" was taken off sale: ${g.__en?.under_message ?? g.under_message}`];
  const low = g.skus.filter((s) => s.enable_quantity <= warning);
  if (low.length && g.market_enable === 1) return [`您的商品【${g.goods_name}】库存不足（${low.length} 个规格低于预警值 ${warning}），请及时补货`, `Your goods "${en(g)}" runs low: ${low.length} SKU(s) under the warning level of ${warning}; please restock`];
  return undefined;
}

/** An after-sales request, as its notice says it. */
const serviceNotice = (s: ServiceRecord): Label => {
  const [type, typeEn] = SERVICE_TYPE_LABEL[s.service_type];
  return [`买家 ${s.member_name} 申请${type}，售后服务单号 ${s.sn}，请及时处理`, `${s.member_name} asked for ${typeEn.toLowerCase()}: after-sales service ${s.sn}, please handle it`];
};
/** The buyer sent the goods of a service back: the seller is to check and store them. */
export const returnedNotice = (s: ServiceRecord): Label => [
  `买家 ${s.member_name} 已寄回售后服务单 ${s.sn} 的商品，请收货后及时入库`,
  `${s.member_name} sent back the goods of after-sales service ${s.sn}: store them when they arrive`,
];
const orderNotice = (o: OrderRecord): Label => [`订单 ${o.sn} 买家已付款，请尽快发货`, `Order ${o.sn} is paid: please ship it soon`];

const UNREAD_PER_TYPE = 3;
const PER_TYPE = 12;

export function seedNotices(core: DemoStore, orders: readonly OrderRecord[], services: readonly ServiceRecord[]): NoticeRecord[] {
  const notices: NoticeRecord[] = [];
  for (const shopId of [SHOP.owner, SHOP.supplier]) {
    const warning = core.shops.get(shopId)?.goods_warning_count ?? 5;
    const drafts: [NoticeType, number, Label][] = [
      ...core.goods
        .all()
        .filter((g) => g.shop_id === shopId)
        .flatMap((g) => {
          const text = goodsNotice(g, warning);
          return text ? [['GOODS', Math.min(BASE_TIME - 120, g.last_modify || g.create_time), text] as [NoticeType, number, Label]] : [];
        })
        .sort((a, b) => b[1] - a[1])
        .slice(0, PER_TYPE),
      ...orders
        .filter((o) => o.shop_id === shopId && o.order_status === 'PAID_OFF' && o.payment_time > BASE_TIME - 30 * DAY)
        .sort((a, b) => b.payment_time - a.payment_time)
        .slice(0, PER_TYPE)
        .map((o): [NoticeType, number, Label] => ['ORDER', o.payment_time, orderNotice(o)]),
      ...services
        .filter((s) => s.shop_id === shopId)
        .slice(0, PER_TYPE)
        .map((s): [NoticeType, number, Label] => ['AFTERSALE', s.create_time, serviceNotice(s)]),
    ];
    const seen: Record<NoticeType, number> = { GOODS: 0, ORDER: 0, AFTERSALE: 0 };
    drafts
      .sort((a, b) => b[1] - a[1])
      .forEach(([type, time, [zh, english]]) => {
        notices.push({
          id: String(NOTICE_ID_BASE + notices.length + 1),
          shop_id: shopId,
          type,
          notice_content: zh,
          send_time: time,
          is_read: seen[type]++ < UNREAD_PER_TYPE ? 0 : 1,
          __en: { notice_content: english },
        });
      });
  }
  return notices;
}
