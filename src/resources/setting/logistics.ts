import { lazy } from 'react';
import { defineFamily } from '@/engine/declare';
import type { Row } from '@/engine/fields/registry';
import { companySchema, templateSchema, type LogisticsRow, type ShipRule, type ShipTemplateRow } from '@/schemas/setting/logistics';
import { fillPath } from '@/utils/api-path';
import { logisticsCompaniesHead, shipTemplatesHead } from './families';

/**
 * The shop's logistics companies (api reference §8.4). Cached as `logistics`, as the ship dialogs' enabled
 * companies are: enabling one offers it there at once.
 */
export const logisticsCompanies = defineFamily<LogisticsRow>({
  ...logisticsCompaniesHead,
  schema: companySchema,
});

const company = (row: LogisticsRow) => row.logistics_company_do;
const companyPath = (id: string) => fillPath('seller/shops/logi-companies/{id}', { id });

export const companyList = logisticsCompanies.list({
  paged: false,
  toolbar: [{ key: 'printComponent', label: 'setting:logistics.printComponent', dialog: lazy(() => import('@/pages/setting/PrintComponentDialog')) }],
  rowActions: [
    // Not when the platform closed the company.
    { key: 'enable', label: 'setting:logistics.enable', visible: (row) => !row.open && company(row).disabled === 'OPEN', request: ([id]) => ({ url: companyPath(id!), method: 'post' }) },
    { key: 'disable', label: 'setting:logistics.disableAction', danger: true, visible: (row) => row.open, confirm: 'setting:logistics.confirmDisable', request: ([id]) => ({ url: companyPath(id!), method: 'delete' }) },
    {
      key: 'waybill',
      label: 'setting:logistics.waybillSettings',
      visible: (row) => row.open && Number(company(row).is_waybill) === 1,
      dialog: lazy(() => import('@/pages/setting/WaybillDialog')),
    },
  ],
});

/** Freight templates (api reference §8.5): the default one cannot be deleted. */
const shipTemplates = defineFamily<ShipTemplateRow>({ ...shipTemplatesHead, schema: templateSchema });

/** A free area costs nothing: one unit at 0, then 0 (UI61 tells charged from free rules by the first price). */
const freeRule = (rule: Row): ShipRule => ({ area: String(rule.area ?? ''), first_company: 1, first_price: 0, continued_company: 1, continued_price: 0 });
const chargedRule = (rule: Row): ShipRule => ({
  area: String(rule.area ?? ''),
  first_company: Number(rule.first_company),
  first_price: Number(rule.first_price),
  continued_company: Number(rule.continued_company),
  continued_price: Number(rule.continued_price),
});
const templateBody = (values: Row) => ({
  name: String(values.name ?? '').trim(),
  type: Number(values.type),
  items: ((values.items as Row[] | undefined) ?? []).map(chargedRule),
  free_items: ((values.free_items as Row[] | undefined) ?? []).map(freeRule),
});

export const templateList = shipTemplates.list({
  paged: false,
  header: lazy(() => import('@/pages/setting/LogisticsCompanies')),
  rowActions: [
    {
      key: 'delete',
      label: 'common:action.delete',
      danger: true,
      visible: (row) => Number(row.is_default) !== 1,
      confirm: 'setting:template.confirmDelete',
      request: ([id]) => ({ url: fillPath('seller/shops/ship-templates/{id}', { id }), method: 'delete' }),
    },
  ],
  form: {
    width: 880,
    initial: { type: 1, items: [{}], free_items: [] },
    fromRecord: (row) => ({ id: row.id, name: row.name, type: Number(row.type), items: row.items ?? [], free_items: row.free_items ?? [] }),
    create: (values) => ({ url: 'seller/shops/ship-templates', method: 'post', body: 'json', data: templateBody(values) }),
    update: (row, values) => ({ url: fillPath('seller/shops/ship-templates/{id}', { id: row.id }), method: 'put', body: 'json', data: { template_id: row.id, ...templateBody(values) } }),
  },
});
