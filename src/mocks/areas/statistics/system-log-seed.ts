/**
 * The seeded operation log of each shop (`seller/system-logs`): what its owner and staff did over the 120 days
 * before BASE_TIME, in working hours, from a few office and home IPs. Deterministic.
 */
import { BASE_TIME, DAY, SHOP } from '../../db/seed/constants';
import type { DemoStore } from '../../db/store';
import { createRng, type Rng } from '../../lib/prng';

export type LogLevel = 'normal' | 'important';

export interface SystemLogRecord {
  id: string;
  shop_id: string;
  operator_name: string;
  operate_detail: string;
  operate_time: number;
  operate_ip: string;
  level: LogLevel;
  __en: { operate_detail: string };
}

interface Names {
  goods: [string, string];
  sn: string;
}

/** [zh, en, level, who (the shop owner only, or anyone), weight]; {g} = a goods name, {sn} = an order number. */
const ACTIONS: [string, string, LogLevel, 'owner' | 'any', number][] = [
  ['登录系统', 'Signed in', 'normal', 'any', 14],
  ['修改商品【{g}】的价格', 'Changed the price of "{g}"', 'normal', 'any', 8],
  ['修改商品【{g}】的库存', 'Changed the stock of "{g}"', 'normal', 'any', 8],
  ['上架商品【{g}】', 'Put "{g}" on sale', 'normal', 'any', 6],
  ['下架商品【{g}】', 'Took "{g}" off sale', 'normal', 'any', 4],
  ['订单【{sn}】发货', 'Shipped order {sn}', 'normal', 'any', 12],
  ['回复商品【{g}】的咨询', 'Answered a question about "{g}"', 'normal', 'any', 5],
  ['同意订单【{sn}】的退款申请', 'Approved the refund of order {sn}', 'important', 'any', 3],
  ['拒绝订单【{sn}】的售后申请', 'Refused the after-sales request of order {sn}', 'important', 'any', 2],
  ['删除商品【{g}】', 'Deleted "{g}"', 'important', 'owner', 2],
  ['修改店铺设置', 'Changed the shop settings', 'important', 'owner', 2],
  ['修改角色【客服专员】的权限', 'Changed the permissions of role "Customer-service clerk"', 'important', 'owner', 1],
  ['修改店员【staff】的角色', 'Changed the role of clerk "staff"', 'important', 'owner', 1],
  ['修改运费模板', 'Changed a freight template', 'normal', 'owner', 2],
  ['发布微页面', 'Published a micro-page', 'normal', 'owner', 2],
  ['修改店铺导航', 'Changed the shop navigation', 'normal', 'owner', 1],
  ['导出订单', 'Exported orders', 'normal', 'any', 3],
];
const WEIGHT_TOTAL = ACTIONS.reduce((s, a) => s + a[4], 0);

/** Entries per shop and who works there (username, share of the entries, IPs); the 8 a.m.–7 p.m. China time. */
const STAFF: Record<string, { count: number; people: [string, number, string[]][] }> = {
  [SHOP.owner]: { count: 160, people: [['owner', 0.45, ['113.88.15.204', '14.153.80.17']], ['staff', 0.55, ['183.14.132.9']]] },
  [SHOP.supplier]: { count: 48, people: [['supplier', 1, ['218.17.207.66']]] },
  [SHOP.closed]: { count: 20, people: [['closed', 1, ['101.229.64.31']]] },
};

function pickAction(rng: Rng, owner: boolean) {
  for (;;) {
    let roll = rng.next() * WEIGHT_TOTAL;
    const action = ACTIONS.find((a) => (roll -= a[4]) < 0) ?? ACTIONS[0];
    if (owner || action[3] === 'any') return action;
  }
}

export function seedSystemLogs(core: DemoStore): SystemLogRecord[] {
  const rows: Omit<SystemLogRecord, 'id'>[] = [];
  for (const [shopId, { count, people }] of Object.entries(STAFF)) {
    const rng = createRng(9100 + Number(shopId));
    const goods = core.goods.all().filter((g) => g.shop_id === shopId);
    for (let i = 0; i < count; i++) {
      let roll = rng.next();
      const [who, , ips] = people.find(([, share]) => (roll -= share) < 0) ?? people[0];
      const [zh, en, level] = pickAction(rng, core.sellers.all().some((s) => s.username === who && s.founder === 1));
      const g = goods.length ? rng.pick(goods) : undefined;
      const names: Names = {
        goods: [g?.goods_name ?? '', g?.__en?.goods_name ?? g?.goods_name ?? ''],
        sn: `2026${String(rng.int(7, 10)).padStart(2, '0')}${String(rng.int(1, 28)).padStart(2, '0')}${shopId.padStart(2, '0')}${String(rng.int(1, 80)).padStart(4, '0')}`,
      };
      const fill = (s: string, lang: 0 | 1) => s.replace('{g}', names.goods[lang]).replace('{sn}', names.sn);
      const day = rng.int(1, 120);
      rows.push({
        shop_id: shopId,
        operator_name: who,
        operate_detail: fill(zh, 0),
        operate_time: BASE_TIME - day * DAY + rng.int(1, 11) * 3600 + rng.int(0, 3599),
        operate_ip: rng.pick(ips),
        level,
        __en: { operate_detail: fill(en, 1) },
      });
    }
  }
  return rows.sort((a, b) => a.operate_time - b.operate_time).map((r, i) => ({ id: String(i + 1), ...r }));
}
