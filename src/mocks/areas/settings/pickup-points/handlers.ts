/**
 * Pickup points of the caller's shop (designed, no source documents them: docs/api/pickup-points.md).
 * A point is enabled or disabled; only a disabled point may be deleted.
 */
import { business, notFound, text as bilingual } from '../../../lib/errors';
import { pathIds } from '../../../lib/body';
import { paginate } from '../../../lib/paging';
import { nowSeconds } from '../../../lib/runtime';
import { list, matches, num, str } from '../../../lib/values';
import { toId } from '../../../lib/json';
import { route, type Ctx } from '../../../handlers/route';
import { newId, settingsDb } from '../db';
import { keepEnglish } from '../lib/english';
import { fieldError, flag, mobileNumber, text, type Fields } from '../lib/fields';
import { callerShop, input } from '../lib/request';
import { addressFields, isLastLevel, REGION_LEVELS } from '../lib/regions';
import type { PickupPointRecord } from '../types';

const POINT = bilingual('自提点', 'Pickup point');
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

const shopPoints = (ctx: Ctx) => settingsDb().pickupPoints.all().filter((p) => p.shop_id === ctx.session.shopId);

function ownPoints(ctx: Ctx, ids: string[]): PickupPointRecord[] {
  return ids.map((id) => {
    const point = settingsDb().pickupPoints.get(id);
    if (!point || point.shop_id !== ctx.session.shopId) throw notFound(POINT, id);
    return point;
  });
}

/** What the state allows; every write checks the same rule. */
const allowable = (p: Pick<PickupPointRecord, 'enabled'>) => ({
  allow_edit: true,
  allow_enable: p.enabled === 0,
  allow_disable: p.enabled === 1,
  allow_delete: p.enabled === 0,
});

function pointView({ shop_id: _shop, ...p }: PickupPointRecord) {
  const regionId = [...REGION_LEVELS].reverse().map((level) => p[`${level}_id`]).find(Boolean) ?? '';
  return {
    ...p,
    region_id: regionId,
    full_address: `${p.province}${p.city}${p.county}${p.town}${p.address}`,
    operate_allowable: allowable(p),
  };
}

function openTime(f: Fields, key: 'open_time' | 'close_time', label: string): string {
  const value = str(f[key]).trim();
  if (!value) throw fieldError(key, label, '不能为空', 'is required');
  if (!TIME.test(value)) throw fieldError(key, label, '格式应为 HH:mm', 'must be HH:mm');
  return value;
}

/** Days of the week it opens: 1 (Monday) to 7 (Sunday), comma-joined or repeated. */
function openDays(f: Fields): string {
  const days = [...new Set(list(f.open_days))];
  if (!days.length) throw fieldError('open_days', '营业日', '不能为空', 'is required');
  if (days.some((d) => !/^[1-7]$/.test(d))) throw fieldError('open_days', '营业日', '只能是 1–7（周一至周日）', 'must be days 1–7 (Monday to Sunday)');
  return days.sort().join(',');
}

function parsePoint(ctx: Ctx, f: Fields, existing: PickupPointRecord | null): PickupPointRecord {
  const name = text(f, 'name', '自提点名称', { required: true, max: 30 });
  const regionId = toId(f.region_id);
  if (!regionId) throw fieldError('region_id', '所在地区', '不能为空', 'is required');
  if (!isLastLevel(regionId)) throw fieldError('region_id', '所在地区', '请选择到最后一级地区', 'must name a region of the last level');
  const point: PickupPointRecord = {
    id: existing?.id ?? newId.pickupPoint(),
    shop_id: ctx.session.shopId,
    name,
    ...addressFields(regionId),
    address: text(f, 'address', '详细地址', { required: true, max: 100 }),
    contact_name: text(f, 'contact_name', '联系人', { required: true, max: 20 }),
    contact_mobile: mobileNumber(f.contact_mobile, 'contact_mobile', '联系电话'),
    open_time: openTime(f, 'open_time', '开始营业时间'),
    close_time: openTime(f, 'close_time', '结束营业时间'),
    open_days: openDays(f),
    enabled: num(f.enabled) === undefined ? (existing?.enabled ?? 1) : flag(f, 'enabled', '是否启用'),
    create_time: existing?.create_time ?? nowSeconds(),
    update_time: nowSeconds(),
    __en: existing?.__en,
  };
  if (point.close_time <= point.open_time) throw fieldError('close_time', '结束营业时间', '必须晚于开始营业时间', 'must be after open_time');
  if (shopPoints(ctx).some((p) => p.name === name && p.id !== point.id)) {
    throw business(`自提点名称已存在：${name}`, `another pickup point is named ${name}`, 'E601');
  }
  return existing ? keepEnglish(existing, point) : point;
}

/** Enables or disables points, all or none: each must be in the other state (500). */
function setEnabled(ctx: Ctx, enabled: 0 | 1) {
  const points = ownPoints(ctx, pathIds(ctx.params.ids));
  const stuck = points.find((p) => !allowable(p)[enabled ? 'allow_enable' : 'allow_disable']);
  if (stuck) {
    throw enabled
      ? business(`自提点已启用：${stuck.name}`, `the pickup point is already enabled: ${stuck.name}`, 'E602')
      : business(`自提点已停用：${stuck.name}`, `the pickup point is already disabled: ${stuck.name}`, 'E603');
  }
  points.forEach((p) => settingsDb().pickupPoints.put({ ...p, enabled, update_time: nowSeconds() }));
}

export const pickupPointHandlers = [
  route('get', '*/seller/shops/pickup-points', (ctx) => {
    const keyword = ctx.query.get('keyword') ?? '';
    const enabled = ctx.query.get('enabled') ?? '';
    if (!['', '0', '1'].includes(enabled)) throw fieldError('enabled', '是否启用', '只能是 0 或 1', 'must be 0 or 1');
    const rows = shopPoints(ctx)
      .filter((p) => (enabled === '' || p.enabled === Number(enabled)) && matches(keyword, p.name, p.__en?.name, p.address, p.contact_name, p.contact_mobile))
      .sort((a, b) => b.create_time - a.create_time || Number(b.id) - Number(a.id));
    return paginate(rows, ctx.query, pointView);
  }),
  route('get', '*/seller/shops/pickup-points/:id', (ctx) => pointView(ownPoints(ctx, [ctx.params.id])[0])),
  route('post', '*/seller/shops/pickup-points', async (ctx) => {
    callerShop(ctx); // an account without a shop has none
    return pointView(settingsDb().pickupPoints.put(parsePoint(ctx, await input(ctx), null)));
  }),
  route('put', '*/seller/shops/pickup-points/:id', async (ctx) => {
    const [existing] = ownPoints(ctx, [ctx.params.id]);
    return pointView(settingsDb().pickupPoints.put(parsePoint(ctx, await input(ctx), existing)));
  }),
  route('put', '*/seller/shops/pickup-points/:ids/enable', (ctx) => setEnabled(ctx, 1)),
  route('put', '*/seller/shops/pickup-points/:ids/disable', (ctx) => setEnabled(ctx, 0)),
  route('delete', '*/seller/shops/pickup-points/:ids', (ctx) => {
    const points = ownPoints(ctx, pathIds(ctx.params.ids));
    const enabled = points.find((p) => !allowable(p).allow_delete);
    if (enabled) throw business(`请先停用自提点再删除：${enabled.name}`, `disable the pickup point before deleting it: ${enabled.name}`, 'E604');
    points.forEach((p) => settingsDb().pickupPoints.remove(p.id));
  }),
];
