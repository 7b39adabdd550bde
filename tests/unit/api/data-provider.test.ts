import { http as mock, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { dataProvider } from '@/providers/data-provider';
import { startMockServer } from '../../helpers/mock-server';
import { signInAs } from '../../helpers/session';

const { server } = startMockServer();
beforeEach(() => signInAs());

describe('data provider ↔ seller API', () => {
  it('sends page_no/page_size and filters as params; reads data and data_total', async () => {
    let query: URLSearchParams | undefined;
    server.use(
      mock.get('*/seller/goods', ({ request }) => {
        query = new URL(request.url).searchParams;
        return HttpResponse.json({ data: [{ goods_id: 1 }], page_no: 3, page_size: 20, data_total: 41 });
      }),
    );
    const result = await dataProvider.getList({
      resource: 'goodsList',
      meta: { api: 'seller/goods' },
      pagination: { currentPage: 3, pageSize: 20 },
      filters: [
        { field: 'keyword', operator: 'eq', value: '手机' },
        { field: 'market_enable', operator: 'eq', value: 1 },
        { field: 'empty', operator: 'eq', value: '' },
        { field: 'goods_ids', operator: 'in', value: [5, 6] },
      ],
    });
    expect(result).toEqual({ data: [{ goods_id: 1 }], total: 41 });
    expect(query?.get('page_no')).toBe('3');
    expect(query?.get('page_size')).toBe('20');
    expect(query?.get('keyword')).toBe('手机');
    expect(query?.get('market_enable')).toBe('1');
    expect(query?.has('empty')).toBe(false);
    expect(query?.getAll('goods_ids')).toEqual(['5', '6']);
  });

  it('reads a bare array (non-paged list) and sends no paging when paging is off', async () => {
    let query: URLSearchParams | undefined;
    server.use(mock.get('*/seller/shops/ship-templates', ({ request }) => ((query = new URL(request.url).searchParams), HttpResponse.json([{ id: 1 }, { id: 2 }]))));
    const result = await dataProvider.getList({ resource: 'x', meta: { api: 'seller/shops/ship-templates' }, pagination: { mode: 'off' } });
    expect(result).toEqual({ data: [{ id: 1 }, { id: 2 }], total: 2 });
    expect(query?.has('page_no')).toBe(false);
  });

  it('puts batch ids in the path and reads one record by id', async () => {
    const paths: string[] = [];
    server.use(
      mock.delete('*/seller/goods/:ids', ({ request }) => (paths.push(new URL(request.url).pathname), new HttpResponse(null))),
      mock.get('*/seller/goods/:id', ({ params }) => HttpResponse.json({ goods_id: params.id })),
    );
    await dataProvider.deleteMany!({ resource: 'x', meta: { api: 'seller/goods' }, ids: [1, '9223372036854775807'] });
    expect(paths).toEqual(['/seller/goods/1,9223372036854775807']);
    expect((await dataProvider.getOne({ resource: 'x', meta: { api: 'seller/goods' }, id: 12 })).data).toEqual({ goods_id: '12' });
  });

  it('sends sorters where the API sorts', async () => {
    let query: URLSearchParams | undefined;
    server.use(mock.get('*/seller/goods', ({ request }) => ((query = new URL(request.url).searchParams), HttpResponse.json({ data: [], data_total: 0 }))));
    await dataProvider.getList({ resource: 'x', meta: { api: 'seller/goods', sortParams: true }, sorters: [{ field: 'price', order: 'desc' }] });
    expect(query?.get('sort_field')).toBe('price');
    expect(query?.get('sort_type')).toBe('desc');
  });

  it('reads one record with a POST where the API answers reads to a POST (meta.method)', async () => {
    server.use(mock.post('*/seller/im/unread-num', () => HttpResponse.json(3)));
    const read = await dataProvider.getOne({ resource: 'chat', id: 'seller/im/unread-num', meta: { one: 'seller/im/unread-num', method: 'post' } });
    expect(read.data).toBe(3);
  });

  it('sends meta.query as given, empty texts too, beside the filters', async () => {
    let query: URLSearchParams | undefined;
    server.use(mock.get('*/seller/shops/resource', ({ request }) => ((query = new URL(request.url).searchParams), HttpResponse.json({ data: [], data_total: 0 }))));
    await dataProvider.getList({
      resource: 'resources',
      meta: { api: 'seller/shops/resource', query: { group_id: '', group_type: 'IMAGE', resource_name: undefined } },
      pagination: { currentPage: 1, pageSize: 15 },
    });
    expect(query?.toString()).toBe('page_no=1&page_size=15&group_id=&group_type=IMAGE');
  });
});

describe('data provider: answers checked before they are trusted', () => {
  it('a list answered {} (an envelope without its rows) is a load error, not an empty list', async () => {
    server.use(mock.get('*/seller/goods', () => HttpResponse.json({})));
    await expect(dataProvider.getList({ resource: 'x', meta: { api: 'seller/goods' } })).rejects.toMatchObject({ garbled: true, message: '网络错误，请稍后再试！' });
  });

  it('a record or a read not of the shape the call names is a load error; a call naming none takes any answer', async () => {
    server.use(mock.get('*/seller/goods/:id', () => HttpResponse.json([1, 2, 3])));
    const shape = (body: unknown) => typeof body === 'object' && body !== null && !Array.isArray(body);
    await expect(dataProvider.getOne({ resource: 'x', id: 1, meta: { api: 'seller/goods', shape } })).rejects.toMatchObject({ garbled: true });
    await expect(dataProvider.custom!({ url: 'seller/goods/1', method: 'get', meta: { shape } })).rejects.toMatchObject({ garbled: true });
    expect((await dataProvider.getOne({ resource: 'x', id: 1, meta: { api: 'seller/goods' } })).data).toEqual([1, 2, 3]);
  });
});
