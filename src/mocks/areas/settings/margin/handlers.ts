/**
 * The shop's security deposit (api reference §8.2): paid and remaining amounts come with `seller/shops`; a
 * pay-in creates a record waiting for the platform's audit (decided by review.ts), listed in the history.
 */
import { paginate } from '../../../lib/paging';
import { nowSeconds } from '../../../lib/runtime';
import { num, str } from '../../../lib/values';
import { toId } from '../../../lib/json';
import { route } from '../../../handlers/route';
import { newId, settingsDb } from '../db';
import { amount, fieldError, isImageUrl, type Fields } from '../lib/fields';
import { callerShop, input } from '../lib/request';
import { REVIEW_DELAY_SECONDS } from '../review';
import type { MarginFlowRecord } from '../types';

const MAX_PAY_IN = 1_000_000;
const MAX_VOUCHERS = 5;

/**
 * The voucher URLs, comma-joined as UI61 sends them. A data URL (what the demo's uploader answers) has a
 * comma of its own: a piece that does not start a URL belongs to the one before.
 */
function vouchers(f: Fields): string[] {
  const sent = Array.isArray(f.voucher) ? f.voucher.map(str) : [str(f.voucher)];
  const urls = sent
    .flatMap((value) => value.split(','))
    .reduce<string[]>((out, piece) => {
      if (/^\s*(data:|https?:\/\/)/.test(piece) || !out.length) out.push(piece.trim());
      else out[out.length - 1] += `,${piece}`;
      return out;
    }, [])
    .filter(Boolean);
  if (urls.length > MAX_VOUCHERS) throw fieldError('voucher', '凭证', `最多 ${MAX_VOUCHERS} 张`, `allows at most ${MAX_VOUCHERS} images`);
  const bad = urls.find((url) => !isImageUrl(url));
  if (bad !== undefined) throw fieldError('voucher', '凭证', '必须是图片地址', 'must list image URLs');
  return urls;
}

const flowView = ({ shop_id: _shop, review_at: _review, ...flow }: MarginFlowRecord) => flow;

export const marginHandlers = [
  /** Parameters in the query (UI61), or a form. */
  route('post', '*/seller/shops/margin-flow', async (ctx) => {
    const shop = callerShop(ctx);
    const f = await input(ctx);
    const shopId = toId(f.shop_id);
    if (shopId && shopId !== shop.shop_id) throw fieldError('shop_id', '店铺', '不是当前店铺', 'is not the caller’s shop');
    if ((num(f.type) ?? 1) !== 1) throw fieldError('type', '类型', '只能是 1（缴纳）；扣减由平台操作', 'must be 1 (pay in); deductions are the platform’s');
    const pay = amount(f, 'actual_pay_amount', '缴费金额', 0, MAX_PAY_IN);
    const now = nowSeconds();
    settingsDb().marginFlows.put({
      id: newId.marginFlow(),
      shop_id: shop.shop_id,
      actual_pay_amount: pay,
      type: 1,
      total_amount: shop.remaining_margin,
      voucher: vouchers(f).join(','),
      create_time: now,
      auth_status: 'WAIT_AUDIT',
      audit_remark: '',
      audit_time: 0,
      review_at: now + REVIEW_DELAY_SECONDS,
    });
  }),

  /** Newest first. */
  route('get', '*/seller/shops/margin-flow/history', (ctx) => {
    const shop = callerShop(ctx);
    const status = str(ctx.query.get('auth_status'));
    const rows = settingsDb()
      .marginFlows.all()
      .filter((r) => r.shop_id === shop.shop_id && (!status || r.auth_status === status))
      .sort((a, b) => b.create_time - a.create_time || Number(b.id) - Number(a.id));
    return paginate(rows, ctx.query, flowView);
  }),
];
