import { defineFamily } from '@/engine/declare';
import type { ListConfig } from '@/engine/list/types';
import { refundSchema, type RefundRow } from '@/schemas/aftersales/refunds';
import { refundsHead } from './families';

/** Refunds of after-sales services (api reference §5.2): each row links to its service, where refunds are made. */
export const refunds = defineFamily<RefundRow>({
  ...refundsHead,
  schema: refundSchema,
});

export const refundList: ListConfig<RefundRow> = {};
