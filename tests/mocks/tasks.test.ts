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

describe('goods imports', () => {
  it('progresses from processing to success over about 4 s', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const token = await login('owner');
    const started = await upload(token, 'seller/goods/imports/spu', 'spu.xlsx');
    expect(started.status).toBe(200);
    expect(started.text).toMatch(/^\{"task_id":\d+\}$/);
    const status = () => call<{ task_status: string; error_list: string[] }>(`seller/goods/imports/status?task_id=${started.data.task_id}`, { token });
    expect((await status()).data.task_status).toBe('processing');
    vi.setSystemTime(Date.now() + 4500);
    expect((await status()).data).toMatchObject({ task_status: 'success', error_list: [] });
    const records = await call<Page<{ module_type: string; status: string }>>('seller/task?operate_type=IMPORT', { token });
    expect(records.data.data[0]).toMatchObject({ module_type: 'SpuImport', status: 'success' });
  });

  it('ends in error with an error list for a failing file, and can be stopped', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const token = await login('owner');
    const failing = await upload(token, 'seller/goods/imports/sku', 'sku-error.xlsx');
    vi.setSystemTime(Date.now() + 4500);
    const result = await call<{ task_status: string; error_list: string[] }>(`seller/goods/imports/status?task_id=${failing.data.task_id}`, { token });
    expect(result.data.task_status).toBe('error');
    expect(result.data.error_list.length).toBeGreaterThan(0);

    const stopped = await upload(token, 'seller/goods/imports/image/gallery', 'images.zip');
    await call(`seller/goods/imports/task/force-stop?task_id=${stopped.data.task_id}`, { token });
    const after = await call<{ task_status: string }>(`seller/goods/imports/status?task_id=${stopped.data.task_id}`, { token });
    expect(after.data.task_status).toBe('error');
    expect((await call('seller/goods/imports/param', { method: 'POST', token, body: new FormData() })).status).toBe(400);
  });

  it('goods export creates an export task', async () => {
    const token = await login('owner');
    const before = (await call<Page<unknown>>('seller/task?operate_type=EXPORT', { token })).data.data_total;
    expect((await call('seller/goods/export/sync?market_enable=1', { token })).status).toBe(200);
    const after = await call<Page<{ module_type: string; param: string }>>('seller/task?operate_type=EXPORT', { token });
    expect(after.data.data_total).toBe(before + 1);
    expect(after.data.data[0].module_type).toBe('ShopGoodsExport');
    expect(JSON.parse(after.data.data[0].param)).toEqual([{ fieldName: 'market_enable', fieldDesc: 'market_enable', value: '1' }]);
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
