import { lazy } from 'react';
import { defineFamily } from '@/engine/declare';
import type { Row } from '@/engine/fields/registry';
import { auditTabs } from '@/schemas/setting/audit';
import { marginFlowSchema, payInFields, type MarginFlowRow } from '@/schemas/setting/deposit';
import { marginFlowsHead } from './families';

/** The deposit's history (api reference §8.2): pay-ins in every audit state and the platform's deductions. */
const marginFlows = defineFamily<MarginFlowRow>({ ...marginFlowsHead, schema: marginFlowSchema });

export const depositList = marginFlows.list({
  tabs: auditTabs,
  header: lazy(() => import('@/pages/setting/DepositSummary')),
  toolbar: [
    {
      key: 'payIn',
      label: 'setting:deposit.payInAction',
      primary: true,
      form: { fields: payInFields, width: 560 },
      // The parameters go in the query (UI61); the shop's id and name with them. The paid and remaining
      // deposit change when the platform approves it.
      run: async (_ids, _rows, call, input) => {
        const shop = await call<Row>({ url: 'seller/shops', method: 'get' });
        await call({
          url: 'seller/shops/margin-flow',
          method: 'post',
          params: { shop_id: String(shop.shop_id ?? ''), shop_name: String(shop.shop_name ?? ''), actual_pay_amount: Number(input.actual_pay_amount), voucher: String(input.voucher ?? ''), type: 1 },
        });
      },
      invalidates: ['shop'],
    },
  ],
});
