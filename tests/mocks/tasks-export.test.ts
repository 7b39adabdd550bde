// @vitest-environment node
import { crc32 } from 'node:zlib';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { db } from '../../src/mocks/db/store';
import { registerExport } from '../../src/mocks/areas/tasks/exports';
import { call, login, startDemoServer, type Page } from './support';

startDemoServer();
afterEach(() => vi.useRealTimers());

interface TaskRow {
  task_id: number;
  task_name: string;
  operate_type: string;
  module_type: string;
  status: string;
  created_time: number;
  username: string;
  param: string;
  task_result: string;
}

/** The entries of a zip archive, checked against their CRC-32 (stored entries only, as the demo writes them). */
function unzip(bytes: Uint8Array): Map<string, string> {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const end = bytes.length - 22;
  expect(view.getUint32(end, true)).toBe(0x06054b50);
  const count = view.getUint16(end + 10, true);
  let at = view.getUint32(end + 16, true);
  const files = new Map<string, string>();
  for (let i = 0; i < count; i++) {
    expect(view.getUint32(at, true)).toBe(0x02014b50);
    const method = view.getUint16(at + 10, true);
    const crc = view.getUint32(at + 16, true);
    const size = view.getUint32(at + 24, true);
    const nameLength = view.getUint16(at + 28, true);
    const local = view.getUint32(at + 42, true);
    const name = new TextDecoder().decode(bytes.subarray(at + 46, at + 46 + nameLength));
    expect(method).toBe(0);
    expect(view.getUint32(local, true)).toBe(0x04034b50);
    const start = local + 30 + view.getUint16(local + 26, true) + view.getUint16(local + 28, true);
    const data = bytes.subarray(start, start + size);
    expect(crc32(data)).toBe(crc);
    files.set(name, new TextDecoder().decode(data));
    at += 46 + nameLength + view.getUint16(at + 30, true) + view.getUint16(at + 32, true);
  }
  return files;
}

const unescapeXml = (s: string) => s.replace(/&(lt|gt|amp|quot);/g, (_, e: string) => ({ lt: '<', gt: '>', amp: '&', quot: '"' })[e] ?? '');

/** The rows of the first sheet of an .xlsx file: inline strings as strings, numbers as numbers. */
function readSheet(bytes: Uint8Array): (string | number)[][] {
  const files = unzip(bytes);
  expect([...files.keys()]).toEqual(expect.arrayContaining(['[Content_Types].xml', '_rels/.rels', 'xl/workbook.xml', 'xl/_rels/workbook.xml.rels', 'xl/worksheets/sheet1.xml']));
  const sheet = files.get('xl/worksheets/sheet1.xml') ?? '';
  return [...sheet.matchAll(/<row r="(\d+)">(.*?)<\/row>/g)].map(([, , cells]) =>
    [...cells.matchAll(/<c r="[A-Z]+\d+"( t="inlineStr")?[^>]*>(?:<v>([^<]*)<\/v>|<is><t[^>]*>([^<]*)<\/t><\/is>)<\/c>/g)].map(([, inline, v, t]) =>
      inline ? unescapeXml(t) : Number(v),
    ),
  );
}

async function finishedExport(token: string, query: string, language?: string): Promise<TaskRow> {
  vi.useFakeTimers({ toFake: ['Date'] });
  expect((await call(`seller/goods/export/sync?${query}`, { token, language })).status).toBe(200);
  vi.setSystemTime(Date.now() + 1600);
  const list = await call<Page<TaskRow>>('seller/task?operate_type=EXPORT&module_type=ShopGoodsExport', { token, language });
  vi.useRealTimers();
  return list.data.data[0];
}

describe('goods export file', () => {
  it('downloads without a token as a real spreadsheet of the goods the filters select', async () => {
    const token = await login('owner');
    const task = await finishedExport(token, 'keyword=Pro&market_enable=1&sort_field=price&sort_type=asc');
    expect(task.status).toBe('success');
    expect(task.task_result).not.toContain(token);

    const response = await fetch(task.task_result);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="ShopGoodsExport-\d{8}-\d{6}\.xlsx"; filename\*=UTF-8''%E5%95%86%E5%93%81%E5%AF%BC%E5%87%BA-\d{8}-\d{6}\.xlsx$/);
    const rows = readSheet(new Uint8Array(await response.arrayBuffer()));

    const goods = await call<Page<{ goods_id: string; sn: string; goods_name: string; price: number; quantity: number }>>(
      'seller/goods?keyword=Pro&market_enable=1&sort_field=price&sort_type=asc&page_size=1000',
      { token },
    );
    expect(rows[0]).toEqual(['商品ID', '商品编号', '商品名称', '商品类型', '商品分类', '品牌', '销售价', '成本价', '市场价', '兑换积分', '实际库存', '可用库存', '状态', '商品来源', '创建时间']);
    expect(rows.length - 1).toBe(goods.data.data_total);
    const first = goods.data.data[0];
    expect(rows[1].slice(0, 3)).toEqual([String(first.goods_id), first.sn, first.goods_name]);
    expect(rows[1][6]).toBe(first.price);
    expect(rows[1][10]).toBe(first.quantity);
    expect(rows[1][12]).toBe('售卖中');
    expect(rows[1][14]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });

  it('keeps 64-bit ids exact and writes the file in the language of the export call', async () => {
    const token = await login('owner');
    const task = await finishedExport(token, 'goods_sn=G000001', 'en-US');
    const rows = readSheet(new Uint8Array(await (await fetch(task.task_result)).arrayBuffer()));
    expect(rows[0].slice(0, 3)).toEqual(['Goods ID', 'Goods number', 'Goods name']);
    expect(rows[1][0]).toBe('9223372036854775807');
    expect(rows[1][2]).toBe(db().goods.get('9223372036854775807')?.__en?.goods_name);
  });

  it('the seeded finished goods export downloads too', async () => {
    const list = await call<Page<TaskRow>>('seller/task?module_type=ShopGoodsExport&status=success', { token: await login('owner') });
    const response = await fetch(list.data.data[0].task_result);
    expect(response.status).toBe(200);
    expect(readSheet(new Uint8Array(await response.arrayBuffer())).length).toBeGreaterThan(1);
  });

  it('answers 404 for an unknown key, an unfinished export, and a type no area has registered yet', async () => {
    const token = await login('owner');
    expect((await fetch('http://localhost/seller/task/files/0123456789abcdef0123456789abcdef')).status).toBe(404);

    vi.useFakeTimers({ toFake: ['Date'] });
    await call('seller/goods/export/sync', { token });
    const running = db().tasks.all().find((t) => t.status === 'processing' && t.operate_type === 'EXPORT');
    const notYet = await call<{ code: string; message: string }>(`seller/task/files/${running?.file_key}`);
    expect(notYet.status).toBe(404);
    expect(notYet.data).toEqual({ code: '003', message: '导出文件不存在或尚未生成' });
    vi.useRealTimers();

    db().tasks.put({ ...db().tasks.get('9002')!, task_id: '9999', module_type: 'NotRegisteredExport', file_key: 'unregistered' });
    expect((await call('seller/task/files/unregistered', { language: 'en-US' })).data).toEqual({ code: '003', message: 'NotRegisteredExport exports are not available yet' });
  });

  it('an export type is registered once, with a name', () => {
    expect(() => registerExport('ShopGoodsExport', () => ({ header: [], rows: [] }))).toThrow(/twice/);
    expect(() => registerExport('SomethingExport', () => ({ header: [], rows: [] }))).toThrow(/name/);
  });
});

describe('task list', () => {
  it.each([
    ['operate_type=EXPORT', 6],
    ['operate_type=IMPORT', 5],
    ['module_type=ShopOrderExport', 2],
    ['status=error', 4],
    ['status=success&operate_type=EXPORT', 4],
    ['username=staf', 5],
    ['param=fileName', 5],
    [`start_time=${Date.UTC(2026, 9, 28) / 1000}`, 4],
    [`end_time=${Date.UTC(2026, 9, 28) / 1000}`, 8],
    [`start_time=${Date.UTC(2026, 9, 25) / 1000}&end_time=${Date.UTC(2026, 9, 28) / 1000}`, 4],
  ])('filters by %s', async (query, total) => {
    const list = await call<Page<TaskRow>>(`seller/task?${query}`, { token: await login('owner') });
    expect(list.data.data_total).toBe(total);
  });

  it('pages newest first with the fields of the reference; error results are JSON lines', async () => {
    const list = await call<Page<TaskRow>>('seller/task?page_size=5', { token: await login('owner') });
    expect(list.data).toMatchObject({ page_no: 1, page_size: 5, data_total: 11 });
    expect(Object.keys(list.data.data[0]).sort()).toEqual(['created_time', 'module_type', 'operate_type', 'param', 'status', 'task_id', 'task_name', 'task_result', 'username']);
    expect(list.data.data.map((t) => t.task_id)).toEqual([9001, 9002, 9003, 9004, 9005]);
    expect(JSON.parse(list.data.data[2].task_result)).toEqual(['导出失败：数据量过大，请缩小筛选范围']);
    const english = await call<Page<TaskRow>>('seller/task?module_type=ShopAfterSaleExport', { token: await login('owner'), language: 'en-US' });
    expect(english.data.data[0]).toMatchObject({ task_name: 'After-sales export', task_result: '["Export failed: too many rows, narrow the filters"]' });
  });

  it.each([
    ['operate_type=DELETE', 'operate_type'],
    ['status=done', 'status'],
    ['start_time=yesterday', 'start_time'],
    ['end_time=x', 'end_time'],
  ])('refuses %s with 400 naming the field', async (query, field) => {
    const result = await call<{ code: string; message: string }>(`seller/task?${query}`, { token: await login('owner') });
    expect(result.status).toBe(400);
    expect(result.data.code).toBe('004');
    expect(result.data.message).toContain(field);
  });

  it('shows each shop only its own tasks', async () => {
    const supplier = await call<Page<TaskRow>>('seller/task', { token: await login('supplier') });
    expect(supplier.data.data.map((t) => t.task_id)).toEqual([9012]);
    expect((await call('seller/task')).status).toBe(403);
  });
});
