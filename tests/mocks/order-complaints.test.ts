// @vitest-environment node
import { beforeAll, describe, expect, it } from 'vitest';
import { call, login, startDemoServer, type Page } from './support';

startDemoServer();

interface Complaint {
  complain_id: string;
  complain_topic: string;
  status: string;
  status_text: string;
  order_sn: string;
  goods_id: string;
  sku_id: string;
  goods_name: string;
  member_name: string;
  create_time: number;
  images: string;
}

interface Detail extends Complaint {
  appeal_content: string;
  appeal_images: string;
  appeal_time: number;
  arbitration_result: string;
  order_price: number;
  communication_list: { communication_id: string; content: string; owner: string; owner_name: string }[];
  allowable: { allow_appeal: boolean; allow_communication: boolean; allow_arbitration: boolean };
}

let token = '';
beforeAll(async () => {
  token = await login('owner');
});

const complaints = async (query = '') => (await call<Page<Complaint>>(`seller/trade/order-complains?page_size=100&${query}`, { token })).data.data;
const detail = async (id: string) => (await call<Detail>(`seller/trade/order-complains/${id}`, { token })).data;
const inStatus = async (status: string) => (await complaints()).find((c) => c.status === status) as Complaint;
const put = (id: string, action: string, query = '') => call<Detail & { message: string; owner: string; content: string }>(`seller/trade/order-complains/${id}/${action}?${query}`, { method: 'PUT', token });

const STATUSES = ['NEW', 'WAIT_APPEAL', 'COMMUNICATION', 'WAIT_ARBITRATION', 'COMPLETE', 'CANCEL'];

describe('complaints', () => {
  it('has complaints in every status, on real shipped orders and their goods, with dialogues', async () => {
    const all = await complaints();
    for (const status of STATUSES) expect(all.some((c) => c.status === status), status).toBe(true);
    for (const c of all) {
      const order = await call<{ ship_status: string; order_sku_list: { sku_id: string; complain_status: string }[] }>(`seller/trade/orders/${c.order_sn}`, { token });
      expect(order.status).toBe(200);
      expect(order.data.ship_status).not.toBe('SHIP_NO');
      const line = order.data.order_sku_list.find((l) => String(l.sku_id) === String(c.sku_id));
      expect(line).toBeDefined();
      if (['NEW', 'WAIT_APPEAL', 'COMMUNICATION', 'WAIT_ARBITRATION'].includes(c.status)) expect(line?.complain_status).toBe('APPLYING');
      if (c.status === 'COMPLETE') expect(line?.complain_status).toBe('COMPLETE');
    }
    const talking = await detail((await inStatus('COMMUNICATION')).complain_id);
    expect(talking.appeal_content).not.toBe('');
    expect(talking.communication_list.map((m) => m.owner)).toEqual(['BUYER', 'SELLER']);
    expect((await detail((await inStatus('COMPLETE')).complain_id)).arbitration_result).not.toBe('');
    for (let i = 1; i < all.length; i++) expect(all[i - 1].create_time).toBeGreaterThanOrEqual(all[i].create_time);
  });

  it.each([
    ['ALL', STATUSES],
    ['COMPLAINING', ['NEW', 'WAIT_APPEAL', 'COMMUNICATION', 'WAIT_ARBITRATION']],
    ['CANCELED', ['CANCEL']],
    ['COMPLETE', ['COMPLETE']],
  ])('tag=%s lists %o', async (tag, statuses) => {
    const rows = await complaints(`tag=${tag}`);
    expect(new Set(rows.map((c) => c.status))).toEqual(new Set(statuses));
  });

  it('filters by order_sn and keywords; a bad tag is a 400', async () => {
    const one = (await complaints())[4];
    expect((await complaints(`order_sn=${one.order_sn}`)).every((c) => c.order_sn === one.order_sn)).toBe(true);
    expect((await complaints(`keywords=${encodeURIComponent(one.complain_topic)}`)).every((c) => c.complain_topic === one.complain_topic)).toBe(true);
    expect((await call('seller/trade/order-complains?tag=OPEN', { token })).status).toBe(400);
  });

  it.each([
    ['NEW', [1, 0, 0, 0, 0]],
    ['WAIT_APPEAL', [1, 1, 0, 0, 0]],
    ['COMMUNICATION', [1, 1, 1, 0, 0]],
    ['WAIT_ARBITRATION', [1, 1, 1, 1, 0]],
    ['COMPLETE', [1, 1, 1, 1, 2]],
    ['CANCEL', [1, 3]],
  ])('the flow of a %s complaint is %o', async (status, shows) => {
    const nodes = await call<{ text: string; show_status: number }[]>(`seller/trade/order-complains/${(await inStatus(status)).complain_id}/flow`, { token });
    expect(nodes.data.map((n) => n.show_status)).toEqual(shows);
    expect(nodes.data[0].text).toBe('新投诉');
  });
});

/** Which statuses allow each of the seller's actions. */
const ACTIONS: [action: string, query: string, allowed: string[], after: string][] = [
  ['appeal', `appeal_content=${encodeURIComponent('已核实，同意退货')}&images=https://x/a.png,https://x/b.png`, ['WAIT_APPEAL'], 'COMMUNICATION'],
  ['communication', `content=${encodeURIComponent('请提供照片')}`, ['WAIT_APPEAL', 'COMMUNICATION', 'WAIT_ARBITRATION'], ''],
  ['to-arbitration', '', ['COMMUNICATION'], 'WAIT_ARBITRATION'],
];

const CASES = ACTIONS.flatMap(([action, query, allowed, after]) => STATUSES.map((status) => [action, status, allowed.includes(status), query, after] as const));

describe("the seller's actions", () => {
  it.each(CASES)('%s at %s → allowed: %s', async (action, status, allowed, query, after) => {
    const c = await inStatus(status);
    const before = await detail(c.complain_id);
    expect(before.allowable[action === 'appeal' ? 'allow_appeal' : action === 'communication' ? 'allow_communication' : 'allow_arbitration']).toBe(allowed);
    const result = await put(c.complain_id, action, query);
    if (!allowed) {
      expect(result.status).toBe(500);
      expect(result.data.message).toContain(String(c.complain_id));
      expect(await detail(c.complain_id)).toEqual(before);
      return;
    }
    expect(result.status, result.text).toBe(200);
    const saved = await detail(c.complain_id);
    if (after) expect(saved.status).toBe(after);
    if (action === 'appeal') expect(saved).toMatchObject({ appeal_content: '已核实，同意退货', appeal_images: 'https://x/a.png,https://x/b.png' });
    if (action === 'communication') {
      expect(result.data).toMatchObject({ owner: 'SELLER', content: '请提供照片' });
      expect(saved.communication_list[saved.communication_list.length - 1]).toMatchObject({ owner: 'SELLER', content: '请提供照片', owner_name: '晨光数码旗舰店' });
    }
  });

  it.each([
    ['appeal', '', 'appeal_content'],
    ['appeal', `appeal_content=x&images=${Array.from({ length: 6 }, (_, i) => `https://x/${i}.png`).join(',')}`, 'images'],
    ['communication', 'content=%20', 'content'],
  ])('%s with %s is a 400 naming %s', async (action, query, field) => {
    const c = await inStatus('WAIT_APPEAL');
    const result = await put(c.complain_id, action, query);
    expect(result.status).toBe(400);
    expect(result.data.message).toContain(field);
  });

  it("another shop's complaint is a 404", async () => {
    const c = await inStatus('WAIT_APPEAL');
    const supplier = await login('supplier');
    expect((await call(`seller/trade/order-complains/${c.complain_id}`, { token: supplier })).status).toBe(404);
    expect((await call(`seller/trade/order-complains/${c.complain_id}/appeal?appeal_content=x`, { method: 'PUT', token: supplier })).status).toBe(404);
    const own = await call<Page<Complaint>>('seller/trade/order-complains', { token: supplier });
    expect(own.data.data_total).toBeGreaterThan(0);
    expect(own.data.data.every((x) => x.complain_id !== c.complain_id)).toBe(true);
  });

  it('answers in English', async () => {
    const c = await inStatus('COMPLETE');
    const en = await call<Detail>(`seller/trade/order-complains/${c.complain_id}`, { token, language: 'en-US' });
    expect(en.data.status_text).toBe('Completed');
    expect(en.data.arbitration_result).toMatch(/platform/);
  });
});
