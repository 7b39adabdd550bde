// @vitest-environment node
import { it } from 'vitest';
import { afterSaleDb } from '../../src/mocks/areas/aftersales/store';
it('counts', () => {
  const t0 = performance.now();
  const db = afterSaleDb();
  console.log('build ms', performance.now() - t0);
  const counts: Record<string, number> = {};
  for (const s of db.services.all()) {
    const k = `${s.shop_id}|${s.service_type}|${s.service_status}|${s.refund?.refund_way ?? ''}`;
    counts[k] = (counts[k] ?? 0) + 1;
  }
  console.log(Object.entries(counts).sort().map(([k,v])=>`${v}\t${k}`).join('\n'));
  console.log(db.services.all().slice(0,2).map(s => JSON.stringify(s).slice(0, 1500)).join('\n'));
  console.log('asks', db.asks.size, 'replies', db.askReplies.size, 'notices', db.notices.size, db.notices.all().filter(n=>n.shop_id==='1').map(n=>`${n.type} ${n.is_read} ${n.notice_content}`).slice(0,12).join('\n'));
});
