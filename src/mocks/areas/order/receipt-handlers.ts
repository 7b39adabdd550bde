/**
 * Invoice requests (api reference §4.5): the list and detail, e-invoice files for ELECTRO requests, and
 * mailing a paper invoice (VAT normal, or VAT special once the order is complete). Each action only where
 * it makes sense for the request's type and status (500 otherwise).
 */
import { badParam, business, notFound, text } from '../../lib/errors';
import { paginate } from '../../lib/paging';
import { nowSeconds } from '../../lib/runtime';
import { matches, str } from '../../lib/values';
import { route, type Ctx } from '../../handlers/route';
import { idField, queryEnum, queryTimeRange, textField, trackingNo } from './fields';
import { usableCompany } from './logistics-model';
import { orderDetail } from './order-views';
import { receiptRow } from './receipt-views';
import { isPaper, RECEIPT_TYPE_LABEL, RECEIPT_TYPES, type ReceiptRecord } from './receipts';
import { orderDb, receiptDb } from './store';

const RECEIPT = text('发票申请', 'Invoice request');
const MAX_FILES = 5;

function ownReceipt(ctx: Ctx, id: string): ReceiptRecord {
  const r = receiptDb().receipts.get(id);
  if (!r || r.shop_id !== ctx.session.shopId) throw notFound(RECEIPT, id);
  return r;
}

/** ReceiptHistoryVO: the request, the receiver, the mailing and the order's goods. */
function receiptDetail(r: ReceiptRecord) {
  const order = orderDb().orders.get(r.order_sn);
  return {
    ...receiptRow(r),
    reg_addr: r.reg_addr,
    reg_tel: r.reg_tel,
    bank_name: r.bank_name,
    bank_account: r.bank_account,
    member_name: r.member_name,
    member_mobile: r.member_mobile,
    member_email: r.member_email,
    province_id: r.province_id,
    province: r.province,
    city_id: r.city_id,
    city: r.city,
    county_id: r.county_id,
    county: r.county,
    town_id: r.town_id,
    town: r.town,
    detail_addr: r.detail_addr,
    logi_id: r.logi_id,
    logi_name: r.logi_name,
    logi_code: r.logi_code,
    elec_file_list: r.elec_file_list,
    order_sku_list: order ? orderDetail(order).order_sku_list : [],
  };
}

function listReceipts(ctx: Ctx) {
  const get = (k: string) => (ctx.query.get(k) ?? '').trim();
  const status = queryEnum(ctx.query, 'status', ['0', '1']);
  const type = queryEnum(ctx.query, 'receipt_type', RECEIPT_TYPES);
  const { start, end } = queryTimeRange(ctx.query);
  const rows = receiptDb()
    .receipts.all()
    .filter(
      (r) =>
        r.shop_id === ctx.session.shopId &&
        (!status || r.status === Number(status)) &&
        (!type || r.receipt_type === type) &&
        r.add_time >= start &&
        r.add_time <= end &&
        matches(get('order_sn'), r.order_sn) &&
        matches(get('uname'), r.uname),
    )
    .sort((a, b) => b.add_time - a.add_time || Number(b.history_id) - Number(a.history_id));
  return paginate(rows, ctx.query, receiptRow);
}

function assertNotIssued(r: ReceiptRecord): void {
  if (r.status === 1) throw business(`订单 ${r.order_sn} 的发票已开具`, `the invoice of order ${r.order_sn} has already been issued`);
}

/** `POST upload/files` (JSON `{history_id, files}`): the e-invoice files; the request is then issued. */
async function uploadFiles(ctx: Ctx): Promise<void> {
  const f = await ctx.fields();
  const id = idField(f, 'history_id', '发票申请');
  if (!Array.isArray(f.files) || !f.files.length) throw badParam('files（发票文件）不能为空', 'files must list at least one file');
  if (f.files.length > MAX_FILES) throw badParam(`files（发票文件）最多 ${MAX_FILES} 个`, `files allows at most ${MAX_FILES} files`);
  const files = f.files.map((file, i) => {
    const url = str(file).trim();
    if (!url) throw badParam(`files[${i}] 不能为空`, `files[${i}] is empty`);
    return url;
  });
  const r = ownReceipt(ctx, id);
  if (r.receipt_type !== 'ELECTRO') throw business(`${RECEIPT_TYPE_LABEL[r.receipt_type][0]}是纸质发票，请邮寄，不能上传电子文件`, `a ${RECEIPT_TYPE_LABEL[r.receipt_type][1]} is on paper: mail it instead of uploading files`);
  assertNotIssued(r);
  receiptDb().receipts.put({ ...r, status: 1, elec_file_list: files, issue_time: nowSeconds() });
}

/** `POST {history_id}/logi` (query `logi_id`, `logi_name`, `logi_code`): a paper invoice mailed. */
function mail(ctx: Ctx): void {
  const q = Object.fromEntries(ctx.query.entries());
  const logiId = idField(q, 'logi_id', '物流公司');
  const code = trackingNo(q, 'logi_code');
  const name = textField(q, 'logi_name', '物流公司名称', 50);
  const r = ownReceipt(ctx, ctx.params.history_id);
  if (!isPaper(r.receipt_type)) throw business('电子发票请上传发票文件，无需邮寄', 'an electronic invoice is sent as files, not mailed');
  assertNotIssued(r);
  const order = orderDb().orders.get(r.order_sn);
  if (r.receipt_type === 'VATOSPECIAL' && order?.order_status !== 'COMPLETE') {
    throw business(`增值税专用发票在订单完成后开具，订单 ${r.order_sn} 尚未完成`, `a VAT special invoice is issued once the order is complete: order ${r.order_sn} is not`);
  }
  const company = usableCompany(ctx.session.shopId, logiId);
  receiptDb().receipts.put({ ...r, status: 1, logi_id: company.id, logi_name: name || company.name, logi_code: code, issue_time: nowSeconds() });
}

export const receiptHandlers = [
  route('get', '*/seller/members/receipts', listReceipts),
  route('post', '*/seller/members/receipts/upload/files', uploadFiles),
  route('get', '*/seller/members/receipts/:history_id', (ctx) => receiptDetail(ownReceipt(ctx, ctx.params.history_id))),
  route('post', '*/seller/members/receipts/:history_id/logi', mail),
];
