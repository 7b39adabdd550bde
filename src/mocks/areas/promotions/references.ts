/** Gifts and coupons handed out by full-give activities that have not ended: they cannot be deleted. */
import { business } from '../../lib/errors';
import type { FullGiveStep } from './records';
import { activityStatus } from './status';
import { promotionsDb } from './store';

/** 500 naming the full-give activities (not ended) whose steps hand out what `uses` picks. */
export function assertNotGivenAway(shopId: string, uses: (step: FullGiveStep) => boolean, what: { zh: string; en: string }): void {
  const titles = promotionsDb()
    .fullGive.all()
    .filter(
      (r) =>
        r.shop_id === shopId &&
        activityStatus(r.start_time, r.end_time, r.closed_time !== null) !== 'END' &&
        r.step_list.some(uses),
    )
    .map((r) => `「${r.title}」`);
  if (titles.length) {
    throw business(`${what.zh}正被未结束的满赠活动${titles.join('')}使用，不能删除`, `the ${what.en} is given by full-give activities that have not ended: ${titles.join(' ')}`);
  }
}
