// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { call, login, startDemoServer, type Page } from './support';

startDemoServer();
afterEach(() => vi.useRealTimers());

const upload = (token: string, path: string, name: string) => {
  const form = new FormData();
  form.append('file', new File(['x'], name));
  return call<{ task_id: string }>(path, { method: 'POST', token, body: form });
};

interface ImportStatus {
  task_status: string;
  message: string;
  error_list: string[];
}

const status = (token: string, id: string, language?: string) => call<ImportStatus>(`seller/goods/imports/status?task_id=${id}`, { token, language });

describe('goods imports', () => {
  it('progresses from processing to success over about 4 s', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const token = await login('owner');
    const started = await upload(token, 'seller/goods/imports/spu', 'spu.xlsx');
    expect(started.status).toBe(200);
    expect(started.text).toMatch(/^\{"task_id":\d+\}$/);
    expect((await status(token, started.data.task_id)).data).toMatchObject({ task_status: 'processing', message: '导入中' });
    vi.setSystemTime(Date.now() + 4500);
    expect((await status(token, started.data.task_id)).data).toEqual({ task_id: Number(started.data.task_id), task_status: 'success', message: '导入成功', error_list: [] });
    const records = await call<Page<{ module_type: string; status: string; task_result: string }>>('seller/task?operate_type=IMPORT', { token });
    expect(records.data.data[0]).toMatchObject({ module_type: 'SpuImport', status: 'success', task_result: '' });
  });

  it('ends in error with its error lines, in the status and as the task result', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const token = await login('owner');
    const failing = await upload(token, 'seller/goods/imports/sku', 'sku-error.xlsx');
    vi.setSystemTime(Date.now() + 4500);
    const result = await status(token, failing.data.task_id);
    expect(result.data.task_status).toBe('error');
    expect(result.data.error_list).toEqual(['第 2 行：商品编号为空', '第 5 行：分类编码不存在', '第 9 行：价格格式错误']);
    expect((await status(token, failing.data.task_id, 'en-US')).data.error_list[0]).toBe('Row 2: the goods number is empty');
    const records = await call<Page<{ task_id: number; task_result: string }>>('seller/task?operate_type=IMPORT&module_type=SkuImport', { token });
    expect(JSON.parse(records.data.data[0].task_result)).toEqual(result.data.error_list);
  });

  it.each([
    ['spu', 'SpuImport'],
    ['sku', 'SkuImport'],
    ['param', 'ParameterImport'],
    ['image/gallery', 'GalleryImport'],
    ['image/detail', 'GoodsDetailImport'],
  ])('imports/%s starts a %s task, and needs a file', async (kind, module) => {
    const token = await login('owner');
    const started = await upload(token, `seller/goods/imports/${kind}`, 'file.xlsx');
    const records = await call<Page<{ task_id: number; module_type: string }>>(`seller/task?module_type=${module}`, { token });
    expect(records.data.data[0]).toMatchObject({ task_id: Number(started.data.task_id), module_type: module });
    const missing = await call(`seller/goods/imports/${kind}`, { method: 'POST', token, body: new FormData() });
    expect(missing.status).toBe(400);
    expect(missing.data).toMatchObject({ code: '004', message: '请选择要导入的文件(file)' });
  });

  it.each([
    ['processing', 0, 200],
    ['success', 4500, 500],
    ['error', 4500, 500],
  ] as const)('force-stop of a %s import answers %i', async (state, wait, expected) => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const token = await login('owner');
    const started = await upload(token, 'seller/goods/imports/image/gallery', state === 'error' ? 'images-error.zip' : 'images.zip');
    vi.setSystemTime(Date.now() + wait);
    expect((await status(token, started.data.task_id)).data.task_status).toBe(state);
    const stopped = await call<{ code: string; message: string }>(`seller/goods/imports/task/force-stop?task_id=${started.data.task_id}`, { token });
    expect(stopped.status).toBe(expected);
    const after = (await status(token, started.data.task_id)).data;
    if (expected === 200) {
      expect(after).toMatchObject({ task_status: 'error', message: '导入已终止', error_list: ['导入已被手动终止'] });
    } else {
      expect(stopped.data.message).toBe('导入任务已结束，不能终止');
      expect(after.task_status).toBe(state);
    }
  });

  it('status and force-stop need the task_id of one of the caller shop imports', async () => {
    const token = await login('owner');
    expect((await call('seller/goods/imports/status', { token })).data).toMatchObject({ code: '004', message: 'task_id不能为空' });
    expect((await call('seller/goods/imports/task/force-stop', { token })).status).toBe(400);
    // 9002 is an export of the owner shop; 9012 a task of the supplier shop.
    expect((await status(token, '9002')).status).toBe(404);
    expect((await status(token, '9012')).status).toBe(404);
    expect((await status(await login('supplier'), '9005')).status).toBe(404);
    expect((await call('seller/goods/imports/task/force-stop?task_id=9002', { token })).status).toBe(404);
  });
});

describe('goods export call', () => {
  it('creates a running export task with the filters as its param', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const token = await login('owner');
    const before = (await call<Page<unknown>>('seller/task?operate_type=EXPORT', { token })).data.data_total;
    const started = await call('seller/goods/export/sync?market_enable=1&keyword=&page_no=2&page_size=5', { token });
    expect(started.status).toBe(200);
    expect(started.text).toBe('');
    const after = await call<Page<{ module_type: string; task_name: string; status: string; username: string; param: string; task_result: string }>>('seller/task?operate_type=EXPORT', { token });
    expect(after.data.data_total).toBe(before + 1);
    expect(after.data.data[0]).toMatchObject({ module_type: 'ShopGoodsExport', task_name: '商品导出', status: 'processing', username: 'owner', task_result: '' });
    expect(JSON.parse(after.data.data[0].param)).toEqual([{ fieldName: 'market_enable', fieldDesc: '上架状态', value: '1' }]);
    vi.setSystemTime(Date.now() + 1600);
    const done = await call<Page<{ status: string; task_result: string }>>('seller/task?operate_type=EXPORT', { token });
    expect(done.data.data[0].status).toBe('success');
    expect(done.data.data[0].task_result).toMatch(/^http:\/\/localhost\/seller\/task\/files\/[0-9a-f]{32}$/);
  });

  it('describes the filters in English for an English caller', async () => {
    const token = await login('owner');
    await call('seller/goods/export/sync?is_auth=0&market_enable=1', { token, language: 'en-US' });
    const list = await call<Page<{ task_name: string; param: string }>>('seller/task?operate_type=EXPORT', { token, language: 'en-US' });
    expect(list.data.data[0].task_name).toBe('Goods export');
    expect(JSON.parse(list.data.data[0].param)).toEqual([
      { fieldName: 'is_auth', fieldDesc: 'Review status', value: '0' },
      { fieldName: 'market_enable', fieldDesc: 'On shelf', value: '1' },
    ]);
  });
});

describe('drafts', () => {
  it('saves, lists and publishes a draft', async () => {
    const token = await login('owner');
    expect((await call('seller/goods/draft-goods', { method: 'POST', token, json: { sn: 'X' } })).status).toBe(400);
    const saved = await call<{ draft_goods_id: string }>('seller/goods/draft-goods', {
      method: 'POST',
      token,
      json: { goods_name: '草稿 Draft', sn: 'DRAFT-1', price: 10, cost: 5, weight: 1, category_id: 111, goods_gallery_list: [{ img_id: -1, original: 'data:image/png;base64,AA', sort: 0 }] },
    });
    expect(saved.status).toBe(200);
    const listed = await call<Page<{ draft_goods_id: string }>>('seller/goods/draft-goods?keyword=DRAFT-1', { token });
    expect(listed.data.data[0].draft_goods_id).toBe(saved.data.draft_goods_id);
    const published = await call<{ goods_id: string; sn: string }>(`seller/goods/draft-goods/${saved.data.draft_goods_id}/market`, { method: 'PUT', token, json: {} });
    expect(published.status, published.text).toBe(200);
    expect(published.data.sn).toBe('DRAFT-1');
    expect((await call(`seller/goods/draft-goods/${saved.data.draft_goods_id}`, { token })).status).toBe(404);
  });
});
