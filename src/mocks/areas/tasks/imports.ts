/** Goods imports (api-reference §3.5): each upload starts a task that runs for a few seconds, then succeeds or fails. */
import { db, nextId } from '../../db/store';
import type { TaskRecord } from '../../db/types';
import { badParam, business, notFound, pick, text, what, type Bilingual } from '../../lib/errors';
import { nowSeconds } from '../../lib/runtime';
import { route, type Ctx } from '../../handlers/route';
import { errorLines, ownTask } from './records';

/** How long an import runs. */
export const IMPORT_MS = 4000;

const IMPORTS: Record<string, [module: string, name: Bilingual]> = {
  spu: ['SpuImport', text('SPU 导入', 'SPU import')],
  sku: ['SkuImport', text('SKU 导入', 'SKU import')],
  param: ['ParameterImport', text('商品参数导入', 'Goods parameter import')],
  'image/gallery': ['GalleryImport', text('商品相册导入', 'Goods gallery import')],
  'image/detail': ['GoodsDetailImport', text('商品详情导入', 'Goods detail import')],
};

const STOPPED = text('导入已被手动终止', 'The import was stopped by hand');

/** The caller's import task; an export's id is not an import (404). */
function ownImport(ctx: Ctx, id: string): TaskRecord {
  if (!id) throw badParam('task_id不能为空', 'task_id is required');
  const task = ownTask(ctx, id);
  if (task.operate_type !== 'IMPORT') throw notFound(what.task, id);
  return task;
}

function startImport(kind: string) {
  const [module, name] = IMPORTS[kind];
  return route('post', `*/seller/goods/imports/${kind}`, async (ctx) => {
    const file = (await ctx.fields()).file;
    if (!(file instanceof File)) throw badParam('请选择要导入的文件(file)', 'file is required');
    const task = db().tasks.put({
      task_id: nextId('task'),
      shop_id: ctx.session.shopId,
      operate_type: 'IMPORT',
      task_name: name.zh,
      module_type: module,
      status: 'processing',
      created_time: nowSeconds(),
      username: ctx.session.seller.username,
      param: JSON.stringify([{ fieldName: 'fileName', fieldDesc: pick(text('文件名', 'File name'), ctx.english), value: file.name }]),
      finish_at_ms: Date.now() + IMPORT_MS,
      // The demo's way to try a failing import: a file named like "…error…".
      will_fail: /error|fail|错误/i.test(file.name),
      __en: { task_name: name.en },
    });
    return { task_id: task.task_id };
  });
}

export const importHandlers = [
  ...Object.keys(IMPORTS).map(startImport),

  route('get', '*/seller/goods/imports/status', (ctx) => {
    const task = ownImport(ctx, ctx.query.get('task_id') ?? '');
    const message = task.message ?? (task.status === 'processing' ? text('导入中', 'Importing') : text('', ''));
    return { task_id: task.task_id, task_status: task.status, message: pick(message, ctx.english), error_list: errorLines(task, ctx.english) };
  }),

  route('get', '*/seller/goods/imports/task/force-stop', (ctx) => {
    const task = ownImport(ctx, ctx.query.get('task_id') ?? '');
    if (task.status !== 'processing') throw business('导入任务已结束，不能终止', 'the import has already ended and cannot be stopped');
    db().tasks.put({ ...task, status: 'error', message: text('导入已终止', 'Import stopped'), errors: [STOPPED] });
  }),
];
