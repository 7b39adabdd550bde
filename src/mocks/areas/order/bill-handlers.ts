/** Settlement bills of the shop (api reference §4.4): list, detail with every amount, items, the seller's steps, export. */
import { badParam, business, notFound, text } from '../../lib/errors';
import { paginate } from '../../lib/paging';
import { matches } from '../../lib/values';
import { route, type Ctx } from '../../handlers/route';
import { yuan } from './amounts';
import { BILL_STATUS_LABEL, billAmounts, type BillItemRecord, type BillRecord, type BillStatus } from './bills';
import { startExport } from '../tasks/exports';
import { PAYMENT_TYPE_LABEL } from './labels';
import { billDb } from './store';

const BILL = text('结算单', 'Settlement bill');

function ownBill(ctx: Ctx, id: string): BillRecord {
  const bill = billDb().bills.get(id);
  if (!bill || bill.shop_id !== ctx.session.shopId) throw notFound(BILL, id);
  return bill;
}

const itemsOf = (bill: BillRecord) => billDb().items.all().filter((i) => i.bill_id === bill.bill_id);

/** The seller reconciles an issued bill and confirms a paid one; the platform approves and pays in between. */
const NEXT: Partial<Record<BillStatus, BillStatus>> = { OUT: 'RECON', PAY: 'COMPLETE' };

const operateAllowable = (status: BillStatus) => ({
  allow_recon: status === 'OUT',
  allow_auth: status === 'RECON',
  allow_pay: status === 'PASS',
  allow_complete: status === 'PAY',
  allow_next_step: status in NEXT,
});

/** A row of the bill list (Bill + status_text). */
function billRow(bill: BillRecord, items = itemsOf(bill)) {
  const [zh, en] = BILL_STATUS_LABEL[bill.status];
  return {
    bill_id: bill.bill_id,
    bill_sn: bill.bill_sn,
    shop_id: bill.shop_id,
    start_time: bill.start_time,
    end_time: bill.end_time,
    bill_price: yuan(billAmounts(items).bill_price),
    status: bill.status,
    status_text: zh,
    create_time: bill.create_time,
    pay_time: bill.pay_time,
    __en: { status_text: en },
  };
}

/** BillDetail: every Bill field, the amounts summed from the items, and what the seller may do next. */
function billDetail(bill: BillRecord) {
  const items = itemsOf(bill);
  const amounts = Object.fromEntries(Object.entries(billAmounts(items)).map(([key, cents]) => [key, yuan(cents)]));
  const row = billRow(bill, items);
  return {
    ...row,
    ...amounts,
    shop_name: bill.shop_name,
    bank_account_name: bill.bank_account_name,
    bank_account_number: bill.bank_account_number,
    bank_name: bill.bank_name,
    bank_code: bill.bank_code,
    bank_address: bill.bank_address,
    order_count: items.filter((i) => i.item_type === 'PAYMENT').length,
    refund_count: items.filter((i) => i.item_type === 'REFUND').length,
    operate_allowable: operateAllowable(bill.status),
    __en: { ...row.__en, ...bill.__en },
  };
}

function itemView(i: BillItemRecord) {
  const [zh, en] = PAYMENT_TYPE_LABEL[i.payment_type];
  return {
    item_id: i.item_id,
    bill_id: i.bill_id,
    item_type: i.item_type,
    order_sn: i.order_sn,
    refund_sn: i.refund_sn,
    price: yuan(i.price_cents),
    discount_price: yuan(i.discount_cents),
    site_coupon_price: yuan(i.site_coupon_cents),
    order_time: i.order_time,
    refund_time: i.refund_time,
    member_name: i.member_name,
    ship_name: i.ship_name,
    payment_type: i.payment_type,
    payment_type_text: zh,
    __en: { payment_type_text: en },
  };
}

const newestFirst = (a: BillItemRecord, b: BillItemRecord) => (b.refund_time || b.order_time) - (a.refund_time || a.order_time) || Number(b.item_id) - Number(a.item_id);

function items(ctx: Ctx) {
  const bill = ownBill(ctx, ctx.params.bill_id);
  const type = ctx.params.bill_type;
  if (type !== 'PAYMENT' && type !== 'REFUND') throw badParam('bill_type 只能是 PAYMENT 或 REFUND', 'bill_type must be PAYMENT or REFUND');
  return paginate(itemsOf(bill).filter((i) => i.item_type === type).sort(newestFirst), ctx.query, itemView);
}

function next(ctx: Ctx) {
  const bill = ownBill(ctx, ctx.params.bill_id);
  const to = NEXT[bill.status];
  if (!to) {
    const [zh, en] = BILL_STATUS_LABEL[bill.status];
    throw business(`结算单 ${bill.bill_sn} 当前状态为「${zh}」，商家不能进行下一步`, `settlement bill ${bill.bill_sn} is ${en.toLowerCase()}: the seller has no next step now`);
  }
  return billRow(billDb().bills.put({ ...bill, status: to }));
}

/** `{bill_id}/export`: the bill with its order and refund lists (BillExcel), and a ShopBillExport task. */
function exportBill(ctx: Ctx) {
  const bill = ownBill(ctx, ctx.params.bill_id);
  const all = itemsOf(bill).sort(newestFirst);
  const orderList = all.filter((i) => i.item_type === 'PAYMENT').map(itemView);
  const refundList = all.filter((i) => i.item_type === 'REFUND').map(itemView);
  startExport(ctx, 'ShopBillExport', { bill_id: bill.bill_id });
  return { bill: billDetail(bill), order_list: orderList, refund_list: refundList };
}

export const billHandlers = [
  route('get', '*/seller/order/bills', (ctx) => {
    const sn = (ctx.query.get('bill_sn') ?? '').trim();
    const rows = billDb()
      .bills.all()
      .filter((b) => b.shop_id === ctx.session.shopId && matches(sn, b.bill_sn))
      .sort((a, b) => b.start_time - a.start_time);
    return paginate(rows, ctx.query, (b) => billRow(b));
  }),
  route('get', '*/seller/order/bills/:bill_id', (ctx) => billDetail(ownBill(ctx, ctx.params.bill_id))),
  route('get', '*/seller/order/bills/:bill_id/export', exportBill),
  route('get', '*/seller/order/bills/:bill_id/:bill_type', items),
  route('put', '*/seller/order/bills/:bill_id/next', next),
];
