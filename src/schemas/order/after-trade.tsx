/** Reviews, settlement bills and invoice requests of the order area (api reference §4.3–§4.5). */
import { Image, Rate, Space, Typography } from 'antd';
import { t } from '@/i18n';
import { formatUnix } from '@/utils/time';
import type { EnumOption, Schema } from '../types';

const values = (prefix: string, keys: readonly (string | number)[], colors: Record<string, string> = {}): EnumOption[] =>
  keys.map((value) => ({ value, label: `order:${prefix}.${value}`, color: colors[String(value)] }));

export interface CommentRow {
  comment_id: string | number;
  goods_name: string;
  goods_img?: string;
  member_name: string;
  content: string;
  images?: string[];
  grade: string;
  reply_status: number;
  audit_status?: string;
  reply?: { content?: string; create_time?: number } | null;
  additional_comment?: CommentRow | null;
  member_shop_score?: { shop_delivery_credit?: number; shop_description_credit?: number; shop_service_credit?: number };
  [key: string]: unknown;
}

export const GRADES = values('grade', ['good', 'neutral', 'bad'], { good: 'green', neutral: 'gold', bad: 'red' });
export const COMMENT_TYPES = values('commentType', ['INITIAL', 'ADDITIONAL']);
const YES_NO = (prefix: string) => values(prefix, [1, 0]);

function Review({ row }: { row: CommentRow }) {
  const follow = row.additional_comment;
  return (
    <Space direction="vertical" size={4} style={{ maxWidth: 420 }}>
      <Typography.Paragraph style={{ margin: 0 }}>{row.content}</Typography.Paragraph>
      {(row.images ?? []).length > 0 && (
        <Image.PreviewGroup>
          <Space wrap size={4}>{row.images!.map((src, i) => <Image key={src} src={src} alt={`${t('aftersales:field.images')} ${i + 1}`} width={48} height={48} style={{ objectFit: 'cover' }} />)}</Space>
        </Image.PreviewGroup>
      )}
      {row.reply?.content && <Typography.Text type="secondary">{t('order:comment.replied', { content: row.reply.content })}</Typography.Text>}
      {follow && <Typography.Text>{t('order:comment.followUp', { content: follow.content })}</Typography.Text>}
    </Space>
  );
}

function Scores({ row }: { row: CommentRow }) {
  const s = row.member_shop_score;
  if (!s) return '—';
  const line = (key: string, value?: number) => (
    <div key={key} style={{ whiteSpace: 'nowrap' }}>
      <small>{t(`order:comment.${key}`)}</small> <Rate disabled allowHalf value={Number(value ?? 0)} style={{ fontSize: 12 }} />
    </div>
  );
  return <>{[line('description', s.shop_description_credit), line('service', s.shop_service_credit), line('delivery', s.shop_delivery_credit)]}</>;
}

export const commentSchema: Schema<CommentRow> = [
  { key: 'goods_name', label: 'order:field.goodsName', type: 'text', search: true, column: { width: 200 }, detail: true },
  { key: 'member_name', label: 'order:field.buyer', type: 'text', search: true, column: true, detail: true },
  { key: 'content', label: 'order:comment.content', type: 'text', search: true, column: true, detail: true, render: (row) => <Review row={row} /> },
  { key: 'grade', label: 'order:comment.grade', type: 'enum', enum: GRADES, search: true, column: true, detail: true },
  { key: 'have_image', label: 'order:comment.withImages', type: 'enum', enum: YES_NO('yesNo'), search: true },
  { key: 'reply_status', label: 'order:comment.replyStatus', type: 'enum', enum: values('replied', [1, 0], { 1: 'green' }), search: true, column: true, detail: true },
  { key: 'comments_type', label: 'order:comment.type', type: 'enum', enum: COMMENT_TYPES, search: true, detail: true },
  { key: 'time', label: 'order:comment.time', type: 'time', search: { range: { start: 'start_time', end: 'end_time' } } },
  { key: 'member_shop_score', label: 'order:comment.scores', type: 'text', column: true, detail: true, render: (row) => <Scores row={row} /> },
  { key: 'order_sn', label: 'order:field.sn', type: 'text', detail: true },
  { key: 'create_time', label: 'order:comment.time', type: 'time', column: true, detail: true },
];

export interface BillRow {
  bill_id: string | number;
  bill_sn: string;
  start_time: number;
  end_time: number;
  bill_price: number;
  status: string;
  status_text?: string;
  operate_allowable?: Record<string, boolean>;
  [key: string]: unknown;
}

export const BILL_STATUSES = values('billStatus', ['NEW', 'OUT', 'RECON', 'PASS', 'PAY', 'COMPLETE'], { OUT: 'gold', RECON: 'blue', PASS: 'cyan', PAY: 'purple', COMPLETE: 'green' });

const money = (key: string, label: string) => ({ key, label: `order:bill.${label}`, type: 'money' as const });
export const billSchema: Schema<BillRow> = [
  { key: 'bill_sn', label: 'order:bill.sn', type: 'text', search: true, column: true, detail: true },
  { key: 'period', label: 'order:bill.period', type: 'text', column: true, detail: true, render: (row) => `${formatUnix(row.start_time, 'YYYY-MM-DD')} ~ ${formatUnix(row.end_time, 'YYYY-MM-DD')}` },
  { key: 'bill_price', label: 'order:bill.price', type: 'money', column: true, detail: true },
  { key: 'status', label: 'order:bill.status', type: 'enum', enum: BILL_STATUSES, column: true, detail: true },
  { key: 'create_time', label: 'order:bill.created', type: 'time', column: true, detail: true },
  { key: 'pay_time', label: 'order:bill.paidAt', type: 'time', column: true, detail: true },
  money('order_total_price', 'orderTotal'),
  money('refund_total_price', 'refundTotal'),
  money('cod_price', 'cod'),
  money('cod_refund_price', 'codRefund'),
  money('commi_price', 'commission'),
  money('refund_commi_price', 'refundCommission'),
  money('discount_price', 'discount'),
  money('site_coupon_commi', 'siteCoupon'),
  money('distribution_rebate', 'rebate'),
  money('distribution_return_rebate', 'returnRebate'),
  money('price', 'settled'),
  money('refund_price', 'refunded'),
  { key: 'shop_name', label: 'order:bill.shop', type: 'text' },
  { key: 'bank_account_name', label: 'order:bill.accountName', type: 'text' },
  { key: 'bank_name', label: 'order:bill.bank', type: 'text' },
  { key: 'bank_account_number', label: 'order:bill.account', type: 'text' },
];

/** A settlement item (an order paid or a refund) of a bill. */
export const billItemSchema: Schema = [
  { key: 'order_sn', label: 'order:field.sn', type: 'text', column: true },
  { key: 'refund_sn', label: 'order:bill.refundSn', type: 'text', column: true },
  { key: 'price', label: 'order:bill.itemPrice', type: 'money', column: true },
  { key: 'discount_price', label: 'order:bill.discount', type: 'money', column: true },
  { key: 'member_name', label: 'order:field.buyer', type: 'text', column: true },
  { key: 'payment_type', label: 'order:field.paymentType', type: 'enum', enum: values('paymentType', ['ONLINE', 'COD']), column: true },
  { key: 'order_time', label: 'order:field.created', type: 'time', column: true },
  { key: 'refund_time', label: 'order:bill.refundedAt', type: 'time', column: true },
];

export interface ReceiptRow {
  history_id: string | number;
  order_sn: string;
  order_price: number;
  uname: string;
  status: number;
  receipt_type: 'VATORDINARY' | 'VATOSPECIAL' | 'ELECTRO';
  [key: string]: unknown;
}

export const RECEIPT_TYPES = values('receipt.types', ['VATORDINARY', 'VATOSPECIAL', 'ELECTRO']);
export const RECEIPT_STATUSES = values('receiptStatus', [0, 1], { 1: 'green' });

export const receiptSchema: Schema<ReceiptRow> = [
  { key: 'order_sn', label: 'order:field.sn', type: 'text', search: true, column: true, detail: true },
  { key: 'uname', label: 'order:field.buyer', type: 'text', search: true, column: true, detail: true },
  { key: 'receipt_type', label: 'order:receipt.type', type: 'enum', enum: RECEIPT_TYPES, search: true, column: true, detail: true },
  { key: 'status', label: 'order:receipt.status', type: 'enum', enum: RECEIPT_STATUSES, search: true, column: true, detail: true },
  { key: 'add_time', label: 'order:receipt.requested', type: 'time', column: true, detail: true, search: { range: { start: 'start_time', end: 'end_time' } } },
  { key: 'order_price', label: 'order:field.orderPrice', type: 'money', column: true, detail: true },
  { key: 'receipt_title', label: 'order:receipt.title', type: 'text', column: true, detail: true },
  { key: 'receipt_content', label: 'order:receipt.content', type: 'text', detail: true },
  { key: 'tax_no', label: 'order:receipt.taxNo', type: 'text', detail: true },
  { key: 'reg_addr', label: 'order:receipt.regAddr', type: 'text', detail: true },
  { key: 'reg_tel', label: 'order:receipt.regTel', type: 'text', detail: true },
  { key: 'bank_name', label: 'order:receipt.bank', type: 'text', detail: true },
  { key: 'bank_account', label: 'order:receipt.bankAccount', type: 'text', detail: true },
  { key: 'member_mobile', label: 'order:receipt.receiverMobile', type: 'text', detail: true },
  { key: 'member_email', label: 'order:receipt.receiverEmail', type: 'text', detail: true },
  { key: 'detail_addr', label: 'order:receipt.receiverAddress', type: 'text', detail: true },
  { key: 'elec_file_list', label: 'order:receipt.files', type: 'files', detail: true },
  { key: 'logi_name', label: 'order:field.logistics', type: 'text', detail: true },
  { key: 'logi_code', label: 'order:field.shipNo', type: 'text', detail: true },
  { key: 'issue_time', label: 'order:receipt.issuedAt', type: 'time', detail: true },
];
