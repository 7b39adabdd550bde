import { defineFamily } from '@/engine/declare';
import type { ListConfig } from '@/engine/list/types';
import { refundSchema, type RefundRow } from '@/schemas/aftersales/refunds';

/** Refunds of after-sales services (api reference §5.2): each row links to its service, where refunds are made. */
export const refunds = defineFamily<RefundRow>({
  name: 'refunds',
  api: { list: 'seller/after-sales/refund' },
  idField: 'service_sn',
  schema: refundSchema,
});

export const refundList: ListConfig<RefundRow> = {};
