/**
 * The shop's operation log, `seller/system-logs` (api-reference §7.2): paging, `level` (`normal`,
 * `important`), `start_time`/`end_time` (unix seconds, inclusive); rows `{id, operator_name, operate_detail,
 * operate_time, operate_ip, level}`, newest first. Seeded, and written to by `logOperation` (the decoration
 * area logs its changes; other areas may call it too).
 */
import { defineArea, nextId } from '../../db/store';
import { badParam, pick, type Bilingual } from '../../lib/errors';
import { paginate } from '../../lib/paging';
import { nowSeconds } from '../../lib/runtime';
import { route, type Ctx } from '../../handlers/route';
import { readTimeRange } from './period';
import { seedSystemLogs, type LogLevel, type SystemLogRecord } from './system-log-seed';

export const systemLogDb = defineArea('system-logs', (table, core) => {
  const logs = table<SystemLogRecord>('systemLogs', (r) => r.id);
  seedSystemLogs(core).forEach((r) => logs.load(r));
  return { logs, lastSeededId: String(logs.size) };
});

/** Adds an entry for the caller's shop: who (the signed-in username), what (both languages), from where. */
export function logOperation(ctx: Ctx, detail: Bilingual, level: LogLevel = 'normal'): void {
  const { logs, lastSeededId } = systemLogDb();
  logs.put({
    id: nextId('systemLog', lastSeededId),
    shop_id: ctx.session.shopId,
    operator_name: ctx.session.seller.username,
    operate_detail: pick(detail, false),
    operate_time: nowSeconds(),
    operate_ip: ctx.request.headers.get('x-forwarded-for')?.split(',')[0].trim() || '127.0.0.1',
    level,
    __en: { operate_detail: detail.en },
  });
}

export const systemLogHandlers = [
  route('get', '*/seller/system-logs', (ctx) => {
    const level = (ctx.query.get('level') ?? '').trim();
    if (level && level !== 'normal' && level !== 'important') throw badParam('level 只能是 normal 或 important', 'level must be normal or important');
    const { start, end } = readTimeRange(ctx.query);
    const rows = systemLogDb()
      .logs.all()
      .filter(
        (r) =>
          r.shop_id === ctx.session.shopId &&
          (!level || r.level === level) &&
          (start === undefined || r.operate_time >= start) &&
          (end === undefined || r.operate_time <= end),
      )
      .sort((a, b) => b.operate_time - a.operate_time || Number(b.id) - Number(a.id));
    return paginate(rows, ctx.query, ({ shop_id: _shop, ...row }) => row);
  }),
];
