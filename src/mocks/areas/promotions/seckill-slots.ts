/** Times of a platform flash sale: its day runs from the first slot to midnight; each slot runs to the next one. */
import type { SeckillRecord } from './records';

const HOUR = 3600;
const DAY = 86400;

/** When the sale runs: from its first slot to the end of its day. */
export function seckillWindow(s: SeckillRecord): { start: number; end: number } {
  return { start: s.start_day + Math.min(...s.range_list) * HOUR, end: s.start_day + DAY };
}

/** When one slot (`time_line`, an hour of the day) runs: until the next slot or the end of the day. */
export function slotWindow(s: SeckillRecord, timeLine: number): { start: number; end: number } {
  const next = s.range_list.filter((h) => h > timeLine).sort((a, b) => a - b)[0];
  return { start: s.start_day + timeLine * HOUR, end: s.start_day + (next === undefined ? DAY : next * HOUR) };
}
