/**
 * Finding the caller's services: one by sn (404 for another shop's, or for a non-supplier one through the
 * supplier calls), and the list filters of api reference §5.2. Every read first lets the demo buyers act: a
 * buyer whose return or exchange was approved sends the goods back a moment later (PASS → FULL_COURIER).
 */
import { nextId } from '../../db/store';
import { notFound, text } from '../../lib/errors';
import { matches } from '../../lib/values';
import type { Ctx } from '../../handlers/route';
import { queryEnum, queryTimeRange } from '../order/fields';
import { LOGI_COMPANIES } from '../order/logistics-data';
import { REFUND_STATUS_LABEL, REFUND_WAY_LABEL, SERVICE_STATUSES, SERVICE_TYPES } from './flow';
import { EVENT, entry } from './logs';
import { returnedNotice } from './seed-notices';
import { returnExpress } from './seed-services';
import { afterSaleDb, NOTICE_SEQUENCE } from './store';
import type { ServiceRecord } from './types';

export const SERVICE = text('售后服务单', 'After-sales service');

/** How long the demo buyer takes to send approved goods back. */
export const BUYER_SHIPS_MS = 3000;

/** The buyer's side: approved goods go back once their time has come; the shop gets a notice. */
function settle(s: ServiceRecord, now = Date.now()): ServiceRecord {
  if (s.service_status !== 'PASS' || !s.buyer_ships_at_ms || now < s.buyer_ships_at_ms) return s;
  const time = Math.floor(s.buyer_ships_at_ms / 1000);
  const express = returnExpress(`${s.sn}:return`, time);
  const company = LOGI_COMPANIES.find((c) => c.id === express.courier_company_id);
  const shipped = afterSaleDb().services.put({
    ...s,
    service_status: 'FULL_COURIER',
    express,
    buyer_ships_at_ms: 0,
    logs: [...s.logs, entry(time, EVENT.shipped([company?.name ?? '', company?.__en?.name ?? ''], express.courier_number), s.member_name)],
  });
  const [zh, en] = returnedNotice(shipped);
  const db = afterSaleDb();
  db.notices.put({ id: nextId(NOTICE_SEQUENCE, db.lastNotice), shop_id: s.shop_id, type: 'AFTERSALE', notice_content: zh, send_time: time, is_read: 0, __en: { notice_content: en } });
  return shipped;
}

/** A shop's services, with what the buyers have done since. */
export function shopServices(shopId: string): ServiceRecord[] {
  return afterSaleDb()
    .services.all()
    .filter((s) => s.shop_id === shopId)
    .map((s) => settle(s));
}

/** One of the caller's services (supplier ones only, for the supplier calls), or 404. */
export function ownService(ctx: Ctx, sn: string, supplierOnly = false): ServiceRecord {
  const s = afterSaleDb().services.get(sn);
  if (!s || s.shop_id !== ctx.session.shopId || (supplierOnly && s.supplier !== 1)) throw notFound(SERVICE, sn);
  return settle(s);
}

const goodsMatch = (s: ServiceRecord, keyword: string) => s.lines.some((l) => matches(keyword, l.goods_name, l.__en?.goods_name));

/** A shop's services matching the list query, newest first. */
export function queryServices(q: URLSearchParams, shopId: string, supplierOnly = false): ServiceRecord[] {
  const get = (k: string) => (q.get(k) ?? '').trim();
  const type = queryEnum(q, 'service_type', SERVICE_TYPES);
  const status = queryEnum(q, 'service_status', SERVICE_STATUSES);
  const channel = queryEnum(q, 'create_channel', ['NORMAL', 'PINTUAN']);
  const { start, end } = queryTimeRange(q);
  const keyword = get('keyword');
  const goodsName = get('goods_name');
  return shopServices(shopId)
    .filter(
      (s) =>
        (!supplierOnly || s.supplier === 1) &&
        (!type || s.service_type === type) &&
        (!status || s.service_status === status) &&
        (!channel || s.create_channel === channel) &&
        s.create_time >= start &&
        s.create_time <= end &&
        (!keyword || matches(keyword, s.sn, s.order_sn) || goodsMatch(s, keyword)) &&
        matches(get('service_sn'), s.sn) &&
        matches(get('order_sn'), s.order_sn) &&
        (!goodsName || goodsMatch(s, goodsName)),
    )
    .sort((a, b) => b.create_time - a.create_time || (a.sn < b.sn ? 1 : -1));
}

/**
 * The refunds of a shop (RETURN_GOODS and ORDER_CANCEL services not refused or closed: a refused or closed
 * service gives nothing back) matching the refund list's query, newest first.
 */
export function queryRefunds(q: URLSearchParams, shopId: string): ServiceRecord[] {
  const get = (k: string) => (q.get(k) ?? '').trim();
  const refundStatus = queryEnum(q, 'refund_status', Object.keys(REFUND_STATUS_LABEL));
  const refundWay = queryEnum(q, 'refund_way', Object.keys(REFUND_WAY_LABEL));
  const { start, end } = queryTimeRange(q);
  const goodsName = get('goods_name');
  return shopServices(shopId)
    .filter(
      (s) =>
        s.refund !== null &&
        s.service_status !== 'REFUSE' &&
        s.service_status !== 'CLOSED' &&
        (!refundStatus || s.refund.refund_status === refundStatus) &&
        (!refundWay || s.refund.refund_way === refundWay) &&
        s.create_time >= start &&
        s.create_time <= end &&
        matches(get('service_sn'), s.sn) &&
        matches(get('order_sn'), s.order_sn) &&
        (!goodsName || goodsMatch(s, goodsName)),
    )
    .sort((a, b) => b.create_time - a.create_time || (a.sn < b.sn ? 1 : -1));
}
