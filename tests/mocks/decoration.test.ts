// @vitest-environment node
import { beforeAll, describe, expect, it } from 'vitest';
import { call, login, startDemoServer, type CallOptions, type Page } from './support';

startDemoServer();

interface PageRow {
  id: number;
  page_name: string;
  remark: string;
  client_type: 'PC' | 'MOBILE';
  publish_status: 'YES' | 'NO';
  is_index: 'YES' | 'NO';
  page_data?: string;
  create_time: number;
  modify_time: number;
}
interface ApiError {
  code: string;
  message: string;
}

const tokens: Record<string, string> = {};
beforeAll(async () => {
  for (const user of ['owner', 'supplier']) tokens[user] = await login(user);
});

const api = <T>(path: string, options: CallOptions & { user?: string } = {}) => call<T>(path, { token: tokens[options.user ?? 'owner'], ...options });
const put = <T>(path: string, json?: unknown, user = 'owner') => api<T>(path, { method: 'PUT', json: json ?? {}, user });
const pages = async (query = '', user = 'owner') => (await api<Page<PageRow>>(`seller/pages?page_size=200&${query}`, { user })).data.data;
const homeOf = async (client: 'PC' | 'MOBILE') => (await pages(`client_type=${client}`)).filter((p) => p.is_index === 'YES');

/** One page of the owner's shop in each state, for the state-machine table. */
async function pageIn(state: 'home' | 'published' | 'unpublished'): Promise<PageRow> {
  const rows = await pages('client_type=PC');
  return rows.find((p) => (state === 'home' ? p.is_index === 'YES' : p.is_index === 'NO' && p.publish_status === (state === 'published' ? 'YES' : 'NO')))!;
}

describe('micro-pages: list and detail', () => {
  it('pages the shop pages by client type, publish status and keyword, without the widget data', async () => {
    const page = (await api<Page<PageRow>>('seller/pages?page_no=1&page_size=10&client_type=PC')).data;
    expect(page).toMatchObject({ page_no: 1, page_size: 10, data_total: 28 });
    expect(page.data.every((p) => p.client_type === 'PC' && !('page_data' in p))).toBe(true);
    expect((await homeOf('PC')).map((p) => p.page_name)).toEqual(['店铺首页']);
    expect((await homeOf('MOBILE'))).toHaveLength(1);
    const published = await pages('client_type=MOBILE&publish_status=YES');
    expect(published.length).toBe(24);
    expect(published.every((p) => p.publish_status === 'YES')).toBe(true);
    expect((await pages(`keyword=${encodeURIComponent('双十一')}`)).map((p) => p.page_name)).toEqual(['双十一狂欢', '双十一狂欢']);
    expect((await api<Page<PageRow>>('seller/pages?client_type=pc')).data.data_total).toBe(28);
    const english = (await api<Page<PageRow>>('seller/pages?client_type=PC&page_size=100', { language: 'en-US' })).data.data;
    expect(english.find((p) => p.is_index === 'YES')!.page_name).toBe('Shop home');
  });

  it.each([
    ['client_type=WAP', 'client_type'],
    ['publish_status=MAYBE', 'publish_status'],
  ])('%s → 400 naming %s', async (query, field) => {
    const result = await api<ApiError>(`seller/pages?${query}`);
    expect(result.status).toBe(400);
    expect(result.data.message).toContain(field);
  });

  it('the page picker call keeps working (seller pages of the shop; platform pages for admin and buyer)', async () => {
    const picker = (await api<Page<PageRow>>('seller/pages?page_no=1&page_size=20&client_type=MOBILE&publish_status=YES')).data;
    expect(picker.page_size).toBe(20);
    expect(picker.data).toHaveLength(20);
    expect(Object.keys(picker.data[0])).toEqual(expect.arrayContaining(['id', 'page_name', 'remark', 'create_time']));
    expect((await call<Page<unknown>>('admin/pages?client_type=PC&keyword=' + encodeURIComponent('首页'))).data.data_total).toBeGreaterThan(0);
    expect((await call<Page<unknown>>('buyer/pages?publish_status=YES')).data.data_total).toBeGreaterThan(0);
  });

  it('detail carries the widget data as a JSON text', async () => {
    const home = (await homeOf('PC'))[0];
    const detail = (await api<PageRow>(`seller/pages/${home.id}`)).data;
    expect(detail).toMatchObject({ id: home.id, is_index: 'YES', client_type: 'PC' });
    const widgets = JSON.parse(detail.page_data!) as { type: string }[];
    expect(widgets.map((w) => w.type)).toEqual(['image-carousel', 'text', 'goods-list']);
    expect((await api(`seller/pages/999999`)).status).toBe(404);
  });
});

describe('micro-pages: create, edit, copy', () => {
  it('creates an unpublished ordinary page', async () => {
    const created = await api<PageRow>('seller/pages', { method: 'POST', json: { page_name: ' 新春特卖 ', remark: '活动页', client_type: 'MOBILE', page_data: '[{"type":"text","text":"hi"}]' } });
    expect(created.status, created.text).toBe(200);
    expect(created.data).toMatchObject({ page_name: '新春特卖', remark: '活动页', client_type: 'MOBILE', publish_status: 'NO', is_index: 'NO', page_data: '[{"type":"text","text":"hi"}]' });
    expect(created.data.id).toBeGreaterThan(1056);
    expect((await pages('client_type=MOBILE')).map((p) => p.id)).toContain(created.data.id);
    const form = await api<PageRow>('seller/pages', { method: 'POST', form: { page_name: 'Form page', client_type: 'PC' } });
    expect(form.data).toMatchObject({ page_name: 'Form page', remark: '', page_data: '[]' });
  });

  it.each([
    [{ client_type: 'PC' }, 'page_name'],
    [{ page_name: '   ', client_type: 'PC' }, 'page_name'],
    [{ page_name: 'x'.repeat(31), client_type: 'PC' }, 'page_name'],
    [{ page_name: 'ok' }, 'client_type'],
    [{ page_name: 'ok', client_type: 'WAP' }, 'client_type'],
    [{ page_name: 'ok', client_type: 'PC', remark: 'r'.repeat(201) }, 'remark'],
    [{ page_name: 'ok', client_type: 'PC', page_data: '{not json' }, 'page_data'],
    [{ page_name: 'ok', client_type: 'PC', page_data: [{ type: 'text' }] }, 'page_data'],
  ])('create %j → 400 naming %s', async (json, field) => {
    const before = (await pages()).length;
    const result = await api<ApiError>('seller/pages', { method: 'POST', json });
    expect(result.status).toBe(400);
    expect(result.data.code).toBe('004');
    expect(result.data.message).toContain(field);
    expect((await pages()).length).toBe(before);
  });

  it('edits name, remark and widget data; only the fields sent change', async () => {
    const target = await pageIn('published');
    const renamed = await put<PageRow>(`seller/pages/${target.id}`, { page_name: '改名页面' });
    expect(renamed.data).toMatchObject({ page_name: '改名页面', remark: target.remark, publish_status: 'YES' });
    // A renamed page answers its new name in English too.
    expect((await api<PageRow>(`seller/pages/${target.id}`, { language: 'en-US' })).data.page_name).toBe('改名页面');
    const data = await put<PageRow>(`seller/pages/${target.id}`, { page_data: '[]', remark: '新描述' });
    expect(data.data).toMatchObject({ page_name: '改名页面', remark: '新描述', page_data: '[]' });
    const bad = await put<ApiError>(`seller/pages/${target.id}`, { page_name: '' });
    expect(bad.status).toBe(400);
    expect((await api<PageRow>(`seller/pages/${target.id}`)).data.page_name).toBe('改名页面');
  });

  it('copies a page as an unpublished ordinary page with the same widgets', async () => {
    const home = (await homeOf('PC'))[0];
    const source = (await api<PageRow>(`seller/pages/${home.id}`)).data;
    const copy = (await put<PageRow>(`seller/pages/${home.id}/copy`)).data;
    expect(copy).toMatchObject({ page_name: '店铺首页（副本）', client_type: 'PC', publish_status: 'NO', is_index: 'NO', page_data: source.page_data });
    expect(copy.id).not.toBe(home.id);
    expect((await api<PageRow>(`seller/pages/${copy.id}`, { language: 'en-US' })).data.page_name).toBe('Shop home (copy)');
    expect(await homeOf('PC')).toHaveLength(1);
  });
});

describe('micro-pages: state machine', () => {
  type State = 'home' | 'published' | 'unpublished';
  const cases: [State, 'publish' | 'index' | 'delete', number, Partial<PageRow> | 'gone' | null][] = [
    ['home', 'publish', 500, null],
    ['home', 'index', 500, null],
    ['home', 'delete', 500, null],
    ['published', 'publish', 200, { publish_status: 'NO' }],
    ['published', 'index', 200, { is_index: 'YES' }],
    ['published', 'delete', 200, 'gone'],
    ['unpublished', 'publish', 200, { publish_status: 'YES' }],
    ['unpublished', 'index', 500, null],
    ['unpublished', 'delete', 200, 'gone'],
  ];
  it.each(cases)('%s page × %s → %i', async (state, operation, status, after) => {
    const page = await pageIn(state);
    const before = (await api<PageRow>(`seller/pages/${page.id}`)).data;
    const result =
      operation === 'delete' ? await api<ApiError>(`seller/pages/${page.id}`, { method: 'DELETE' }) : await put<ApiError>(`seller/pages/${page.id}/${operation}`);
    expect(result.status).toBe(status);
    const now = await api<PageRow>(`seller/pages/${page.id}`);
    if (status === 500) {
      expect(result.data.message.length).toBeGreaterThan(5);
      expect((await api<ApiError>(`seller/pages/${page.id}/${operation === 'delete' ? 'publish' : operation}`, { method: 'PUT', json: {}, language: 'en-US' })).data.message).toMatch(/home page|publish/);
      expect(now.data).toEqual(before);
    } else if (after === 'gone') {
      expect(now.status).toBe(404);
    } else {
      expect(now.data).toMatchObject(after!);
    }
    expect(await homeOf('PC')).toHaveLength(1);
    expect(await homeOf('MOBILE')).toHaveLength(1);
  });

  it('setting a home page moves it within the client type only', async () => {
    const [oldHome] = await homeOf('PC');
    const [mobileHome] = await homeOf('MOBILE');
    const next = await pageIn('published');
    expect((await put<PageRow>(`seller/pages/${next.id}/index`)).data.is_index).toBe('YES');
    expect((await homeOf('PC')).map((p) => p.id)).toEqual([next.id]);
    expect((await api<PageRow>(`seller/pages/${oldHome.id}`)).data.is_index).toBe('NO');
    expect((await homeOf('MOBILE')).map((p) => p.id)).toEqual([mobileHome.id]);
    // The former home page is an ordinary page again: it may be unpublished and deleted.
    expect((await put(`seller/pages/${oldHome.id}/publish`)).status).toBe(200);
    expect((await api(`seller/pages/${oldHome.id}`, { method: 'DELETE' })).status).toBe(200);
  });

  it('batch delete is all or nothing', async () => {
    const rows = (await pages('client_type=MOBILE')).filter((p) => p.is_index === 'NO').slice(0, 2);
    const [home] = await homeOf('MOBILE');
    const withHome = await api<ApiError>(`seller/pages/${rows[0].id},${home.id}`, { method: 'DELETE' });
    expect(withHome.status).toBe(500);
    expect(withHome.data.message).toContain('首页');
    expect((await api(`seller/pages/${rows[0].id},999999`, { method: 'DELETE' })).status).toBe(404);
    expect((await api(`seller/pages/${rows[0].id}`)).status).toBe(200);
    expect((await api(`seller/pages/${rows[0].id},${rows[1].id}`, { method: 'DELETE' })).status).toBe(200);
    expect((await api(`seller/pages/${rows[1].id}`)).status).toBe(404);
  });

  it('logs the changes in the shop operation log', async () => {
    const page = await pageIn('published');
    await put(`seller/pages/${page.id}/index`);
    const log = (await api<Page<{ operate_detail: string; level: string; operator_name: string }>>('seller/system-logs?page_size=1')).data.data[0];
    expect(log).toMatchObject({ level: 'important', operator_name: 'owner' });
    expect(log.operate_detail).toContain(page.page_name);
  });
});

describe('micro-pages: shop isolation', () => {
  it("another shop's page is a 404 for every call", async () => {
    const owners = await pageIn('published');
    const supplier = await pages('', 'supplier');
    expect(supplier).toHaveLength(16);
    expect(supplier.map((p) => p.id)).not.toContain(owners.id);
    expect((await api(`seller/pages/${owners.id}`, { user: 'supplier' })).status).toBe(404);
    for (const op of ['publish', 'index', 'copy']) expect((await put(`seller/pages/${owners.id}/${op}`, {}, 'supplier')).status).toBe(404);
    expect((await put(`seller/pages/${owners.id}`, { page_name: 'x' }, 'supplier')).status).toBe(404);
    expect((await api(`seller/pages/${owners.id}`, { method: 'DELETE', user: 'supplier' })).status).toBe(404);
    expect((await api<PageRow>(`seller/pages/${owners.id}`)).data.page_name).toBe(owners.page_name);
  });
});
