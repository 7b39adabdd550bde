/**
 * Export tasks (api-reference §8.10) and the registry through which each area says how its export
 * builds its rows. An area registers once, at module load, and its own export call (here
 * `seller/trade/orders/export/sync`) answers `startExport(ctx, 'ShopOrderExport')`:
 *
 *   registerExport('ShopOrderExport', (filters, scope) => ({
 *     header: scope.english ? ['Order sn', 'Amount'] : ['订单编号', '订单金额'],
 *     rows: ordersOf(scope.shopId, filters).map((o) => [o.sn, o.order_amount]),
 *   }), { fields: { order_status: text('订单状态', 'Order status') } });
 *
 * The task runs for a moment, then its `task_result` is the URL of an .xlsx file built, when downloaded,
 * from the demo's current data and the filters saved in the task's `param`.
 */
import { db, nextId } from '../../db/store';
import type { ShopRecord, TaskRecord } from '../../db/types';
import { pick, text, type Bilingual } from '../../lib/errors';
import { nowSeconds } from '../../lib/runtime';
import type { Ctx } from '../../handlers/route';
import { xlsxFile, type Cell } from './xlsx';

/** How long an export runs before its file is ready. */
export const EXPORT_MS = 1500;

/** Whose data an export reads, and in which language its file is written. */
export interface ExportScope {
  shopId: string;
  shop: ShopRecord | undefined;
  english: boolean;
}

export interface ExportRows {
  header: string[];
  rows: Cell[][];
}

export type ExportBuilder = (filters: URLSearchParams, scope: ExportScope) => ExportRows;

export interface ExportOptions {
  /** The task's name; the four export types of the reference have theirs already. */
  name?: Bilingual;
  /** Descriptions of the filter keys, shown in the task's `param` as `fieldDesc` (the key itself otherwise). */
  fields?: Record<string, Bilingual>;
}

interface ExportDefinition {
  name: Bilingual;
  fields: Record<string, Bilingual>;
  build: ExportBuilder;
}

/** The export types of api-reference §8.10 with the names the task list shows. */
export const EXPORT_NAMES: Record<string, Bilingual> = {
  ShopOrderExport: text('订单导出', 'Order export'),
  ShopBillExport: text('结算单导出', 'Settlement bill export'),
  ShopAfterSaleExport: text('售后服务单导出', 'After-sales export'),
  ShopGoodsExport: text('商品导出', 'Goods export'),
};

const definitions = new Map<string, ExportDefinition>();

export function registerExport(moduleType: string, build: ExportBuilder, options: ExportOptions = {}): void {
  if (definitions.has(moduleType)) throw new Error(`export ${moduleType} registered twice`);
  const name = options.name ?? EXPORT_NAMES[moduleType];
  if (!name) throw new Error(`export ${moduleType} needs a name`);
  definitions.set(moduleType, { name, fields: options.fields ?? {}, build });
}

/** Query keys that page a list rather than filter it. */
const NOT_FILTERS = new Set(['page_no', 'page_size']);

/** A random, unguessable key (the download URL carries no token, so the URL itself must not be guessable). */
function newFileKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * Starts an export of the caller's shop: the filters are the call's query (without paging) plus `extra`
 * (e.g. a path id). Returns the new task, running for `EXPORT_MS`.
 */
export function startExport(ctx: Ctx, moduleType: string, extra: Record<string, string> = {}): TaskRecord {
  const definition = definitions.get(moduleType);
  if (!definition) throw new Error(`export ${moduleType} is not registered`);
  const filters = [...ctx.query.entries(), ...Object.entries(extra)].filter(([key, value]) => !NOT_FILTERS.has(key) && value !== '');
  const param = filters.map(([fieldName, value]) => ({
    fieldName,
    fieldDesc: pick(definition.fields[fieldName] ?? text(fieldName, fieldName), ctx.english),
    value,
  }));
  return db().tasks.put({
    task_id: nextId('task'),
    shop_id: ctx.session.shopId,
    operate_type: 'EXPORT',
    task_name: definition.name.zh,
    module_type: moduleType,
    status: 'processing',
    created_time: nowSeconds(),
    username: ctx.session.seller.username,
    param: JSON.stringify(param),
    finish_at_ms: Date.now() + EXPORT_MS,
    file_key: newFileKey(),
    english: ctx.english,
    __en: { task_name: definition.name.en },
  });
}

/** The filters saved in a task's `param` as a query. */
function filtersOf(task: TaskRecord): URLSearchParams {
  const query = new URLSearchParams();
  try {
    const param = JSON.parse(task.param) as { fieldName?: unknown; value?: unknown }[];
    param.forEach((p) => typeof p.fieldName === 'string' && query.append(p.fieldName, String(p.value ?? '')));
  } catch {
    // A task without readable filters exports everything.
  }
  return query;
}

/** Shanghai time (the marketplace's), `YYYY-MM-DD HH:mm:ss`, for dates in export files. */
export const exportTime = (unixSeconds: number) => new Date((unixSeconds + 8 * 3600) * 1000).toISOString().slice(0, 19).replace('T', ' ');

export interface ExportFile {
  bytes: Uint8Array;
  /** e.g. `商品导出-20261101-083000.xlsx`, and an ASCII one for old clients. */
  fileName: string;
  asciiName: string;
}

/** The file of a finished export, or undefined when no area has registered its type (yet). */
export function exportFile(task: TaskRecord): ExportFile | undefined {
  const definition = definitions.get(task.module_type);
  if (!definition) return undefined;
  const english = !!task.english;
  const scope: ExportScope = { shopId: task.shop_id, shop: db().shops.get(task.shop_id), english };
  const { header, rows } = definition.build(filtersOf(task), scope);
  const name = pick(definition.name, english);
  const stamp = exportTime(task.created_time).replace(/-/g, '').replace(' ', '-').replace(/:/g, '');
  return {
    bytes: xlsxFile({ name, header, rows }, task.created_time),
    fileName: `${name}-${stamp}.xlsx`,
    asciiName: `${task.module_type}-${stamp}.xlsx`,
  };
}
