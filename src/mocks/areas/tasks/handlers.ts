/**
 * Background tasks (api-reference §8.10): the task list with every filter, the download of finished
 * exports, the goods export (§3.2) and the goods imports (§3.5).
 */
import { HttpResponse } from 'msw';
import { db } from '../../db/store';
import { ApiError, badParam, text } from '../../lib/errors';
import { paginate } from '../../lib/paging';
import { matches, num } from '../../lib/values';
import { route, type Ctx } from '../../handlers/route';
import { exportFile, startExport } from './exports';
import { importHandlers } from './imports';
import { settle, shopTasks, taskResult } from './records';
import { XLSX_TYPE } from './xlsx';
import './goods-export';

const OPERATE_TYPES = ['EXPORT', 'IMPORT'];
const STATUSES = ['processing', 'success', 'error'];
const FILES_PATH = '/seller/task/files/';

/** The download URL of an export file, on the host (and API base path) the caller used. */
function fileUrlOf(ctx: Ctx): (key: string) => string {
  const url = new URL(ctx.request.url);
  const base = url.pathname.slice(0, Math.max(0, url.pathname.indexOf('/seller/')));
  return (key) => `${url.origin}${base}${FILES_PATH}${key}`;
}

/** A time filter in unix seconds; 400 naming the field when it is not a number. */
function seconds(ctx: Ctx, field: string): number | undefined {
  const raw = ctx.query.get(field) ?? '';
  if (raw === '') return undefined;
  const value = num(raw);
  if (value === undefined) throw badParam(`${field}必须是以秒为单位的时间`, `${field} must be a time in unix seconds`);
  return value;
}

/** A filter with a fixed set of values; 400 naming the field for any other value. */
function oneOf(ctx: Ctx, field: string, allowed: string[]): string {
  const value = ctx.query.get(field) ?? '';
  if (value && !allowed.includes(value)) throw badParam(`${field}只能是 ${allowed.join('、')}`, `${field} must be one of ${allowed.join(', ')}`);
  return value;
}

const fileMissing = () => new ApiError(404, '003', text('导出文件不存在或尚未生成', 'The export file does not exist or is not ready yet'));

export const taskHandlers = [
  ...importHandlers,

  route('get', '*/seller/goods/export/sync', (ctx) => void startExport(ctx, 'ShopGoodsExport')),

  route('get', '*/seller/task', (ctx) => {
    const operateType = oneOf(ctx, 'operate_type', OPERATE_TYPES);
    const status = oneOf(ctx, 'status', STATUSES);
    const moduleType = ctx.query.get('module_type') ?? '';
    const start = seconds(ctx, 'start_time');
    const end = seconds(ctx, 'end_time');
    const rows = shopTasks(ctx.session.shopId)
      .filter(
        (t) =>
          (!operateType || t.operate_type === operateType) &&
          (!moduleType || t.module_type === moduleType) &&
          (!status || t.status === status) &&
          matches(ctx.query.get('username') ?? '', t.username) &&
          matches(ctx.query.get('param') ?? '', t.param) &&
          (start === undefined || t.created_time >= start) &&
          (end === undefined || t.created_time <= end),
      )
      .sort((a, b) => b.created_time - a.created_time || Number(BigInt(b.task_id) - BigInt(a.task_id)));
    const fileUrl = fileUrlOf(ctx);
    return paginate(rows, ctx.query, (t) => ({
      task_id: t.task_id,
      task_name: t.task_name,
      operate_type: t.operate_type,
      module_type: t.module_type,
      status: t.status,
      created_time: t.created_time,
      username: t.username,
      param: t.param,
      task_result: taskResult(t, ctx.english, fileUrl),
      __en: t.__en,
    }));
  }),

  // A plain link (an <a href> or a new tab): no token; the unguessable key is the authority.
  route(
    'get',
    `*${FILES_PATH}:key`,
    (ctx) => {
      const found = db().tasks.all().find((t) => t.file_key === ctx.params.key);
      const task = found && settle(found);
      if (!task || task.status !== 'success') throw fileMissing();
      const file = exportFile(task);
      if (!file) throw new ApiError(404, '003', text('该类型的导出暂不可用', `${task.module_type} exports are not available yet`));
      return new HttpResponse(file.bytes, {
        headers: {
          'Content-Type': XLSX_TYPE,
          'Content-Length': String(file.bytes.length),
          'Content-Disposition': `attachment; filename="${file.asciiName}"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
          'Access-Control-Expose-Headers': 'Content-Disposition',
          'Cache-Control': 'no-store',
        },
      });
    },
    { auth: false },
  ),
];
