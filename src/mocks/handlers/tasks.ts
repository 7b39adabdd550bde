/** Background tasks: goods export, goods imports with progress over wall-clock time, the task list (§3.5, §8.10). */
import { db, nextId } from '../db/store';
import type { TaskRecord } from '../db/types';
import { badParam, notFound, what } from '../lib/errors';
import { paginate } from '../lib/paging';
import { nowSeconds } from '../lib/runtime';
import { matches, num } from '../lib/values';
import { queryGoods } from './goods-model';
import { route, type Ctx } from './route';

const IMPORT_MS = 4000;
const EXPORT_MS = 1500;

const IMPORTS: Record<string, [module: string, zh: string]> = {
  spu: ['SpuImport', 'SPU 导入'],
  sku: ['SkuImport', 'SKU 导入'],
  param: ['ParameterImport', '商品参数导入'],
  'image/gallery': ['GalleryImport', '商品图片导入'],
  'image/detail': ['GoodsDetailImport', '商品详情导入'],
};

/** Moves a running task to its end state once its time has come (tasks are settled lazily, when read). */
function settle(task: TaskRecord): TaskRecord {
  if (task.status !== 'processing' || (task.finish_at_ms ?? 0) > Date.now()) return task;
  const failed = !!task.will_fail;
  const errors = failed ? ['第 2 行：商品编号为空', '第 5 行：分类编码不存在', '第 9 行：价格格式错误'] : [];
  return db().tasks.put({
    ...task,
    status: failed ? 'error' : 'success',
    error_list: errors,
    message: failed ? '导入失败，请查看错误信息' : '导入成功',
    task_result: failed ? JSON.stringify(errors) : task.task_result,
  });
}

function ownTask(ctx: Ctx, id: string): TaskRecord {
  const task = db().tasks.get(id);
  if (!task || task.shop_id !== ctx.session.shopId) throw notFound(what.task, id);
  return settle(task);
}

const csvCell = (v: unknown) => `"${String(v).replace(/"/g, '""')}"`;

function startImport(kind: string) {
  const [module, name] = IMPORTS[kind];
  return route('post', `*/seller/goods/imports/${kind}`, async (ctx) => {
    const fields = await ctx.fields();
    const file = fields.file;
    if (!(file instanceof File)) throw badParam('请选择要导入的文件(file)', 'file is required');
    const task = db().tasks.put({
      task_id: nextId('task'),
      shop_id: ctx.session.shopId,
      operate_type: 'IMPORT',
      task_name: name,
      module_type: module,
      status: 'processing',
      created_time: nowSeconds(),
      username: ctx.session.seller.username,
      param: JSON.stringify([{ fieldName: 'fileName', fieldDesc: '文件名', value: file.name }]),
      task_result: '',
      finish_at_ms: Date.now() + IMPORT_MS,
      will_fail: /error|fail|错误/i.test(file.name),
    });
    return { task_id: task.task_id };
  });
}

export const taskHandlers = [
  ...Object.keys(IMPORTS).map(startImport),

  route('get', '*/seller/goods/imports/status', (ctx) => {
    const id = ctx.query.get('task_id') ?? '';
    if (!id) throw badParam('task_id不能为空', 'task_id is required');
    const task = ownTask(ctx, id);
    return { task_id: task.task_id, task_status: task.status, message: task.message ?? (task.status === 'processing' ? '导入中' : ''), error_list: task.error_list ?? [] };
  }),

  route('get', '*/seller/goods/imports/task/force-stop', (ctx) => {
    const task = ownTask(ctx, ctx.query.get('task_id') ?? '');
    if (task.status === 'processing') {
      db().tasks.put({ ...task, status: 'error', message: '导入已终止', error_list: ['导入已被手动终止'], task_result: JSON.stringify(['导入已被手动终止']) });
    }
  }),

  route('get', '*/seller/goods/export/sync', (ctx) => {
    const rows = queryGoods(ctx).slice(0, 200);
    const csv = ['goods_id,sn,goods_name,price,quantity', ...rows.map((g) => [g.goods_id, g.sn, g.goods_name, g.price, g.skus.reduce((s, k) => s + k.quantity, 0)].map(csvCell).join(','))].join('\n');
    const filters = [...ctx.query.entries()].filter(([k]) => k !== 'page_no' && k !== 'page_size').map(([fieldName, value]) => ({ fieldName, fieldDesc: fieldName, value }));
    db().tasks.put({
      task_id: nextId('task'),
      shop_id: ctx.session.shopId,
      operate_type: 'EXPORT',
      task_name: '商品导出',
      module_type: 'ShopGoodsExport',
      status: 'processing',
      created_time: nowSeconds(),
      username: ctx.session.seller.username,
      param: JSON.stringify(filters),
      task_result: `data:text/csv;charset=utf-8,${encodeURIComponent(`\uFEFF${csv}`)}`,
      finish_at_ms: Date.now() + EXPORT_MS,
    });
  }),

  route('get', '*/seller/task', (ctx) => {
    const q = ctx.query;
    const get = (k: string) => q.get(k) ?? '';
    const start = num(get('start_time'));
    const end = num(get('end_time'));
    const rows = db()
      .tasks.all()
      .filter((t) => t.shop_id === ctx.session.shopId)
      .map(settle)
      .filter(
        (t) =>
          (!get('operate_type') || t.operate_type === get('operate_type')) &&
          (!get('module_type') || t.module_type === get('module_type')) &&
          (!get('status') || t.status === get('status')) &&
          matches(get('username'), t.username) &&
          matches(get('param'), t.param) &&
          (start === undefined || t.created_time >= start) &&
          (end === undefined || t.created_time <= end),
      )
      .sort((a, b) => b.created_time - a.created_time || Number(b.task_id) - Number(a.task_id));
    return paginate(rows, q, (t) => ({
      task_id: t.task_id,
      task_name: t.task_name,
      operate_type: t.operate_type,
      module_type: t.module_type,
      status: t.status,
      created_time: t.created_time,
      username: t.username,
      param: t.param,
      task_result: t.task_result,
    }));
  }),
];
