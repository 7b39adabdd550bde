/** The after-sales export (api reference §8.10, `ShopAfterSaleExport`), built by the task registry's files. */
import { text } from '../../lib/errors';
import { yuan } from '../order/amounts';
import { chinaTime } from '../order/dates';
import { say } from '../order/labels';
import { registerExport } from '../tasks/exports';
import { SERVICE_STATUS_LABEL, SERVICE_TYPE_LABEL } from './flow';
import { queryServices } from './service-query';

registerExport(
  'ShopAfterSaleExport',
  (filters, { shopId, english }) => ({
    header: english
      ? ['Service sn', 'Order sn', 'Applied', 'Buyer', 'Type', 'Status', 'Goods', 'Refund asked', 'Refund agreed', 'Reason']
      : ['售后服务单号', '订单编号', '申请时间', '买家', '服务类型', '服务状态', '商品', '申请退款金额', '同意退款金额', '申请原因'],
    rows: queryServices(filters, shopId, filters.get('supplier') === '1').map((s) => [
      s.sn,
      s.order_sn,
      chinaTime(s.create_time),
      s.member_name,
      say(SERVICE_TYPE_LABEL[s.service_type], english),
      say(SERVICE_STATUS_LABEL[s.service_status], english),
      s.lines.map((l) => `${english ? (l.__en?.goods_name ?? l.goods_name) : l.goods_name} ×${l.return_num}`).join('; '),
      s.refund ? yuan(s.refund.refund_cents).toFixed(2) : '',
      s.refund?.agree_cents ? yuan(s.refund.agree_cents).toFixed(2) : '',
      english ? (s.__en?.reason ?? s.reason) : s.reason,
    ]),
  }),
  {
    fields: {
      keyword: text('关键字', 'Keyword'),
      service_sn: text('售后服务单号', 'Service sn'),
      order_sn: text('订单编号', 'Order sn'),
      goods_name: text('商品名称', 'Goods name'),
      service_type: text('服务类型', 'Service type'),
      service_status: text('服务状态', 'Service status'),
      create_channel: text('申请渠道', 'Channel'),
      start_time: text('开始时间', 'From'),
      end_time: text('结束时间', 'To'),
      supplier: text('供应商售后', 'Supplier after-sales'),
    },
  },
);
