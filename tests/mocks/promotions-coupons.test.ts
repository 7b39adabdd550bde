// @vitest-environment node
/** Gifts, coupons and the coupon receive list (api reference §6.2, §6.3) of the demo marketplace. */
import { beforeAll, describe, expect, it } from 'vitest';
import { call, login, startDemoServer, type Page } from './support';

startDemoServer();

const HOUR = 3600;
const DAY = 86400;
const now = () => Math.floor(Date.now() / 1000);

interface ErrorBody {
  code: string;
  message: string;
}

interface Gift {
  gift_id: number;
  gift_name: string;
  gift_price: number;
  gift_img: string;
  actual_store: number;
  enable_store: number;
  gift_type: number;
  disabled: number;
  create_time: number;
}

interface Coupon {
  coupon_id: number;
  title: string;
  coupon_price: number;
  coupon_threshold_price: number;
  type: string;
  effective_type: string;
  effective_days: number | null;
  effective_time_text: string;
  start_time: number | null;
  end_time: number | null;
  status: number;
  status_text: string;
  create_num: number;
  limit_num: number;
  received_num: number;
  used_num: number;
  use_scope: string;
}

interface MemberCoupon {
  mc_id: number;
  member_id: number;
  member_name: string;
  coupon_price: number;
  start_time: number;
  end_time: number;
  used_status: number;
  order_sn: string;
  status: number;
  status_text: string;
  is_cancel: number;
  cancel_reason: string;
}

let token = '';
// Tokens outlive the store resets between tests (the seeded sellers come back with the same ids).
beforeAll(async () => {
  token = await login('owner');
});

const form = (values: Record<string, string | number>) => Object.fromEntries(Object.entries(values).map(([k, v]) => [k, String(v)]));

describe('gifts', () => {
  const base = 'seller/promotion/full-discount-gifts';
  const giftForm = { gift_name: '测试赠品', gift_price: 12.5, gift_img: 'data:image/png;base64,AAAA', actual_store: 30 };

  it('lists a page (with keyword), all of them as an array, and one', async () => {
    const page = await call<Page<Gift>>(`${base}?page_no=1&page_size=3`, { token });
    expect(page.data).toMatchObject({ page_no: 1, page_size: 3, data_total: 8 });
    expect(page.data.data[0]).toMatchObject({ gift_type: 0, disabled: 0 });
    const found = await call<Page<Gift>>(`${base}?keyword=${encodeURIComponent('帆布')}`, { token });
    expect(found.data.data.map((g) => g.gift_name)).toEqual(['定制帆布袋']);
    const all = await call<Gift[]>(`${base}/all`, { token });
    expect(all.data).toHaveLength(8);
    expect((await call<Gift>(`${base}/${all.data[0].gift_id}`, { token })).data).toEqual(all.data[0]);
    const english = await call<Page<Gift>>(`${base}?keyword=tote`, { token, language: 'en-US' });
    expect(english.data.data[0].gift_name).toBe('Custom tote bag');
  });

  it('adds and edits a gift from the form; stock promised to orders stays promised', async () => {
    const added = await call<Gift>(base, { token, method: 'POST', form: form(giftForm) });
    expect(added.status).toBe(200);
    expect(added.data).toMatchObject({ gift_name: '测试赠品', gift_price: 12.5, actual_store: 30, enable_store: 30 });
    const tote = (await call<Gift[]>(`${base}/all`, { token })).data.find((g) => g.gift_name === '定制帆布袋') as Gift;
    const promised = tote.actual_store - tote.enable_store;
    expect(promised).toBeGreaterThan(0);
    const edited = await call<Gift>(`${base}/${tote.gift_id}`, { token, method: 'PUT', form: form({ ...giftForm, actual_store: promised + 10 }) });
    expect(edited.data).toMatchObject({ gift_name: '测试赠品', actual_store: promised + 10, enable_store: 10, create_time: tote.create_time });
    const below = await call<ErrorBody>(`${base}/${tote.gift_id}`, { token, method: 'PUT', form: form({ ...giftForm, actual_store: promised - 1 }) });
    expect(below.status).toBe(400);
    expect(below.data.message).toContain('actual_store');
  });

  it('validates the form (400 code 004 naming the field)', async () => {
    const cases: Array<[Record<string, string | number>, string]> = [
      [{ gift_name: '' }, 'gift_name'],
      [{ gift_price: -1 }, 'gift_price'],
      [{ gift_price: 1.234 }, 'gift_price'],
      [{ gift_img: '' }, 'gift_img'],
      [{ actual_store: 1.5 }, 'actual_store'],
      [{ actual_store: '' }, 'actual_store'],
    ];
    for (const [change, field] of cases) {
      const result = await call<ErrorBody>(base, { token, method: 'POST', form: form({ ...giftForm, ...change }) });
      expect(result.status, field).toBe(400);
      expect(result.data).toMatchObject({ code: '004' });
      expect(result.data.message).toContain(field);
    }
  });

  it('refuses to delete a gift handed out by a full-give that has not ended', async () => {
    const gifts = (await call<Gift[]>(`${base}/all`, { token })).data;
    const byName = (name: string) => String(gifts.find((g) => g.gift_name === name)?.gift_id);
    // 定制帆布袋: running and not-started full-give; 懒人手机支架: not started; 数据线收纳包: a closed one.
    const cases: Array<[string, number]> = [['定制帆布袋', 500], ['懒人手机支架', 500], ['数据线收纳包', 200], ['屏幕清洁套装', 200]];
    for (const [name, status] of cases) {
      const result = await call<ErrorBody>(`${base}/${byName(name)}`, { token, method: 'DELETE' });
      expect(result.status, name).toBe(status);
      if (status === 500) expect(result.data.message).toMatch(/满赠/);
    }
    expect((await call<Gift[]>(`${base}/all`, { token })).data).toHaveLength(6);
  });

  it('isolates shops', async () => {
    const supplier = await login('supplier');
    const ownGift = (await call<Gift[]>(`${base}/all`, { token })).data[0].gift_id;
    const theirs = (await call<Gift[]>(`${base}/all`, { token: supplier })).data;
    expect(theirs.length).toBeGreaterThan(0);
    expect(theirs.map((g) => g.gift_id)).not.toContain(ownGift);
    expect((await call(`${base}/${ownGift}`, { token: supplier })).status).toBe(404);
    expect((await call(`${base}/${ownGift}`, { token: supplier, method: 'PUT', form: form(giftForm) })).status).toBe(404);
    expect((await call(`${base}/${ownGift}`, { token: supplier, method: 'DELETE' })).status).toBe(404);
  });
});

describe('coupons', () => {
  const base = 'seller/promotion/coupons';
  const fixed = () => ({
    title: '测试优惠券',
    coupon_price: 10,
    coupon_threshold_price: 100,
    create_num: 50,
    limit_num: 1,
    type: 'FREE_GET',
    effective_type: 'AUTO_TAKE_EFFECT',
    start_time: now() - HOUR,
    end_time: now() + 10 * DAY,
  });
  const afterClaim = { title: '活动赠送券', coupon_price: 5, coupon_threshold_price: 50, create_num: 100, limit_num: 0, type: 'ACTIVITY_GIVE', effective_type: 'EFFECTIVE_AFTER_RECEIVING', effective_days: 7 };

  const all = async (query = '') => (await call<Page<Coupon>>(`${base}?${query}&page_size=100`, { token })).data.data;
  const byTitle = async (title: string) => (await all()).find((c) => c.title === title) as Coupon;

  it('lists coupons of every type and status with their claimed and used counts', async () => {
    const coupons = await all();
    expect(coupons).toHaveLength(10);
    expect(new Set(coupons.map((c) => c.status))).toEqual(new Set([0, 1, 2]));
    expect(new Set(coupons.map((c) => `${c.type}/${c.effective_type}`))).toEqual(
      new Set(['FREE_GET/AUTO_TAKE_EFFECT', 'FREE_GET/EFFECTIVE_AFTER_RECEIVING', 'ACTIVITY_GIVE/EFFECTIVE_AFTER_RECEIVING']),
    );
    expect(new Set(coupons.map((c) => c.status_text))).toEqual(new Set(['未生效', '生效中', '已失效', '已作废']));
    for (const c of coupons.filter((x) => x.received_num > 0)) {
      const claims = await call<Page<MemberCoupon>>(`seller/members/coupon?coupon_id=${c.coupon_id}&page_size=1`, { token });
      expect(claims.data.data_total).toBe(c.received_num);
      const used = await call<Page<MemberCoupon>>(`seller/members/coupon?coupon_id=${c.coupon_id}&used_status=1&page_size=1`, { token });
      expect(used.data.data_total).toBe(c.used_num);
      expect(c.received_num).toBeLessThanOrEqual(c.create_num);
    }
    const unlimited = coupons.find((c) => c.limit_num === 0 && c.received_num > 0);
    expect(unlimited).toBeDefined();
    expect(coupons.find((c) => c.effective_type === 'EFFECTIVE_AFTER_RECEIVING')?.effective_time_text).toMatch(/领取后 \d+ 天内有效/);
    expect(coupons.find((c) => c.effective_type === 'AUTO_TAKE_EFFECT')?.effective_time_text).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d 至 /);
  });

  it('filters by type, effective type, status, keyword and validity window', async () => {
    for (const [query, check] of [
      ['type=ACTIVITY_GIVE', (c: Coupon) => c.type === 'ACTIVITY_GIVE'],
      ['effective_type=EFFECTIVE_AFTER_RECEIVING', (c: Coupon) => c.effective_type === 'EFFECTIVE_AFTER_RECEIVING'],
      ['status=0', (c: Coupon) => c.status === 0],
      ['status=1', (c: Coupon) => c.status === 1],
      ['status=2', (c: Coupon) => c.status === 2],
      [`keyword=${encodeURIComponent('周年庆')}`, (c: Coupon) => c.title.includes('周年庆')],
    ] as const) {
      const rows = await all(query);
      expect(rows.length, query).toBeGreaterThan(0);
      expect(rows.every(check), query).toBe(true);
    }
    const first = (await all('effective_type=AUTO_TAKE_EFFECT'))[0];
    const windowed = await all(`start_time=${first.start_time}&end_time=${first.end_time}`);
    expect(windowed.map((c) => c.coupon_id)).toContain(first.coupon_id);
    expect(windowed.every((c) => c.effective_type === 'AUTO_TAKE_EFFECT')).toBe(true);
    expect((await call(`${base}?status=7`, { token })).status).toBe(400);
  });

  it('adds a fixed-window coupon and an after-claim coupon; edits one nobody claimed', async () => {
    const body = fixed();
    const added = await call<Coupon>(base, { token, method: 'POST', form: form(body) });
    expect(added.status).toBe(200);
    expect(added.data).toMatchObject({ title: '测试优惠券', start_time: body.start_time, end_time: body.end_time, status: 1, received_num: 0, used_num: 0, use_scope: 'ALL' });
    const given = await call<Coupon>(base, { token, method: 'POST', form: form(afterClaim) });
    expect(given.data).toMatchObject({ effective_days: 7, start_time: null, end_time: null, status: 1, effective_time_text: '领取后 7 天内有效' });
    expect((await call<Coupon[]>(`${base}/list-activity-coupons`, { token })).data.map((c) => c.coupon_id)).toContain(given.data.coupon_id);
    const edited = await call<Coupon>(`${base}/${added.data.coupon_id}`, { token, method: 'PUT', form: form({ ...body, title: '改名', coupon_price: 20 }) });
    expect(edited.data).toMatchObject({ coupon_id: added.data.coupon_id, title: '改名', coupon_price: 20 });
    expect((await call<Coupon>(`${base}/${added.data.coupon_id}`, { token })).data.title).toBe('改名');
  });

  it('validates the form (400 code 004 naming the field)', async () => {
    const cases: Array<[Record<string, string | number>, string]> = [
      [{ title: '' }, 'title'],
      [{ coupon_price: 0 }, 'coupon_price'],
      [{ coupon_price: 100 }, 'coupon_price'],
      [{ coupon_threshold_price: '' }, 'coupon_threshold_price'],
      [{ create_num: 0 }, 'create_num'],
      [{ limit_num: -1 }, 'limit_num'],
      [{ limit_num: 51 }, 'limit_num'],
      [{ type: 'GIFT' }, 'type'],
      [{ effective_type: 'SOMETIMES' }, 'effective_type'],
      [{ type: 'ACTIVITY_GIVE' }, 'effective_type'],
      [{ start_time: '' }, 'start_time'],
      [{ end_time: now() - 2 * HOUR }, 'end_time'],
      [{ start_time: now() - 3 * DAY, end_time: now() - DAY }, 'end_time'],
      [{ effective_type: 'EFFECTIVE_AFTER_RECEIVING', effective_days: 0 }, 'effective_days'],
      [{ effective_type: 'EFFECTIVE_AFTER_RECEIVING', effective_days: 1001 }, 'effective_days'],
    ];
    for (const [change, field] of cases) {
      const result = await call<ErrorBody>(base, { token, method: 'POST', form: form({ ...fixed(), ...change }) });
      expect(result.status, `${field} ${JSON.stringify(change)}`).toBe(400);
      expect(result.data).toMatchObject({ code: '004' });
      expect(result.data.message).toContain(field);
    }
  });

  describe('what each coupon state allows', () => {
    const cases: Array<[title: string, state: string, edit: number, voiding: number, remove: number]> = [
      ['满299减30元券', 'not effective, unclaimed', 200, 200, 200],
      ['老客回馈10元券', 'effective, unclaimed', 200, 200, 200],
      ['新人专享10元券', 'effective, claimed', 500, 200, 500],
      ['双11 50元大额券', 'expired, claimed', 500, 500, 200],
      ['周年庆15元券', 'voided, claimed', 500, 500, 200],
      ['限量秒光8元券', 'all claimed', 500, 500, 500],
      ['满赠专用20元券', 'unclaimed, given by a full-give to come', 200, 200, 500],
    ];
    it.each(cases)('%s (%s): edit %i, void %i', async (title, _state, editStatus, voidStatus) => {
      const coupon = await byTitle(title);
      const editForm = coupon.effective_type === 'AUTO_TAKE_EFFECT' ? fixed() : { ...afterClaim, type: coupon.type };
      const edited = await call<ErrorBody>(`${base}/${coupon.coupon_id}`, { token, method: 'PUT', form: form({ ...editForm, title }) });
      expect(edited.status, 'edit').toBe(editStatus);
      if (editStatus === 500) expect((await call<Coupon>(`${base}/${coupon.coupon_id}`, { token })).data).toEqual(coupon);
      const voided = await call<ErrorBody>(`${base}/${coupon.coupon_id}`, { token, method: 'POST' });
      expect(voided.status, 'void').toBe(voidStatus);
      if (voidStatus === 200) expect((await call<Coupon>(`${base}/${coupon.coupon_id}`, { token })).data).toMatchObject({ status: 2, status_text: '已作废' });
    });

    // Each test starts from the seed again: deleting is checked on the seeded states.
    it.each(cases)('%s (%s): delete', async (title, _state, _edit, _void, deleteStatus) => {
      const coupon = await byTitle(title);
      const result = await call<ErrorBody>(`${base}/${coupon.coupon_id}`, { token, method: 'DELETE' });
      expect(result.status).toBe(deleteStatus);
      if (deleteStatus === 200) {
        expect((await call(`${base}/${coupon.coupon_id}`, { token })).status).toBe(404);
        expect((await call(`seller/members/coupon?coupon_id=${coupon.coupon_id}`, { token })).status).toBe(404);
      } else {
        expect((await call(`${base}/${coupon.coupon_id}`, { token })).status).toBe(200);
      }
    });
  });

  it('names the full-give activities that hand a coupon out', async () => {
    const coupon = await byTitle('满赠专用20元券');
    const result = await call<ErrorBody>(`${base}/${coupon.coupon_id}`, { token, method: 'DELETE' });
    expect(result.data.message).toContain('满2件送帆布袋');
  });

  it('lists coupons by validity (0 all, 1 valid, 2 invalid) and the ones full-give steps may hand out', async () => {
    const every = (await call<Coupon[]>(`${base}/0/list`, { token })).data;
    const valid = (await call<Coupon[]>(`${base}/1/list`, { token })).data;
    const invalid = (await call<Coupon[]>(`${base}/2/list`, { token })).data;
    expect(every).toHaveLength(10);
    expect(valid.length + invalid.length).toBe(10);
    expect(valid.every((c) => c.status !== 2)).toBe(true);
    expect(invalid.every((c) => c.status === 2)).toBe(true);
    const giftable = (await call<Coupon[]>(`${base}/list-activity-coupons`, { token })).data;
    expect(giftable.length).toBeGreaterThan(0);
    expect(giftable.every((c) => c.type === 'ACTIVITY_GIVE' && c.status !== 2 && c.received_num < c.create_num)).toBe(true);
  });

  it('isolates shops', async () => {
    const supplier = await login('supplier');
    const own = (await all())[0];
    const theirs = (await call<Page<Coupon>>(base, { token: supplier })).data.data;
    expect(theirs.length).toBeGreaterThan(0);
    expect(theirs.map((c) => c.coupon_id)).not.toContain(own.coupon_id);
    for (const method of ['GET', 'PUT', 'POST', 'DELETE']) {
      const result = await call(`${base}/${own.coupon_id}`, { token: supplier, method, form: method === 'PUT' ? form(fixed()) : undefined });
      expect(result.status, method).toBe(404);
    }
    expect((await call(`seller/members/coupon?coupon_id=${own.coupon_id}`, { token: supplier })).status).toBe(404);
  });
});

describe('receive list', () => {
  const list = async (query: string) => (await call<Page<MemberCoupon>>(`seller/members/coupon?${query}&page_size=100`, { token })).data;
  const couponId = async (title: string) =>
    (await call<Page<Coupon>>(`seller/promotion/coupons?keyword=${encodeURIComponent(title)}`, { token })).data.data[0].coupon_id;

  it('lists who claimed a coupon, used or not, with the order it was used in', async () => {
    const id = await couponId('新人专享10元券');
    const claims = await list(`coupon_id=${id}`);
    expect(claims.data_total).toBe(30);
    // limit_num 1: thirty different members.
    expect(new Set(claims.data.map((c) => c.member_id)).size).toBe(30);
    const used = claims.data.filter((c) => c.used_status === 1);
    expect(used.length).toBeGreaterThan(0);
    expect(used.every((c) => /^\d{14}$/.test(c.order_sn) && c.status_text === '已使用')).toBe(true);
    expect(claims.data.filter((c) => c.used_status === 0).every((c) => c.order_sn === '')).toBe(true);
    const cancelled = claims.data.find((c) => c.is_cancel === 1);
    expect(cancelled).toMatchObject({ status: 2, status_text: '已作废', cancel_reason: '会员申请作废' });
    expect(claims.data.every((c) => c.coupon_price === 10)).toBe(true);

    expect((await list(`coupon_id=${id}&used_status=1`)).data_total).toBe(used.length);
    expect((await list(`coupon_id=${id}&coupon_status=2`)).data.every((c) => c.status === 2)).toBe(true);
    expect((await list(`coupon_id=${id}&order_sn=${used[0].order_sn}`)).data.map((c) => c.mc_id)).toEqual([used[0].mc_id]);
    const name = claims.data[0].member_name;
    expect((await list(`coupon_id=${id}&member_name=${encodeURIComponent(name)}`)).data.every((c) => c.member_name.includes(name))).toBe(true);
  });

  it('a coupon valid N days after the claim runs from each claim', async () => {
    const claims = await list(`coupon_id=${await couponId('领取后7天有效20元券')}`);
    expect(claims.data.every((c) => c.end_time - c.start_time === 7 * DAY)).toBe(true);
  });

  it('needs the coupon id of an own coupon', async () => {
    const missing = await call<ErrorBody>('seller/members/coupon', { token });
    expect(missing.status).toBe(400);
    expect(missing.data.message).toContain('coupon_id');
    expect((await call('seller/members/coupon?coupon_id=424242', { token })).status).toBe(404);
  });

  it('voids one unused, valid coupon of a member (cancel_reason required), and only that', async () => {
    const claims = (await list(`coupon_id=${await couponId('新人专享10元券')}`)).data;
    const unused = claims.find((c) => c.used_status === 0 && c.status === 1) as MemberCoupon;
    const used = claims.find((c) => c.used_status === 1) as MemberCoupon;
    const cancelled = claims.find((c) => c.is_cancel === 1) as MemberCoupon;
    const expired = (await list(`coupon_id=${await couponId('双11 50元大额券')}`)).data.find((c) => c.used_status === 0) as MemberCoupon;
    const cancel = (mc: MemberCoupon, reason = '测试作废', as = token) =>
      call<ErrorBody>(`/seller/members/coupon/${mc.mc_id}/cancel?cancel_reason=${encodeURIComponent(reason)}`, { token: as, method: 'PUT' });

    const noReason = await cancel(unused, '');
    expect(noReason.status).toBe(400);
    expect(noReason.data.message).toContain('cancel_reason');
    expect((await cancel(unused, '测试', await login('supplier'))).status).toBe(404);
    expect((await cancel(unused)).status).toBe(200);
    const after = (await list(`coupon_id=${await couponId('新人专享10元券')}`)).data.find((c) => c.mc_id === unused.mc_id);
    expect(after).toMatchObject({ is_cancel: 1, cancel_reason: '测试作废', status: 2 });
    for (const refused of [unused, used, cancelled, expired]) expect((await cancel(refused)).status).toBe(500);
  });
});
