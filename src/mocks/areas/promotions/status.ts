/**
 * Activity status (CORE722 `PromotionStatusEnum`), computed from the current time on every read, and the
 * operations each status allows (UI61 list buttons), enforced on every write.
 */
import { badParam, business, text, type Bilingual } from '../../lib/errors';
import { nowSeconds } from '../../lib/runtime';

export type ActivityStatus = 'WAIT' | 'UNDERWAY' | 'END';

const STATUS_TEXT: Record<ActivityStatus, Bilingual> = {
  WAIT: text('未开始', 'Not started'),
  UNDERWAY: text('进行中', 'In progress'),
  END: text('已结束', 'Ended'),
};
const CLOSED_TEXT = text('已关闭', 'Closed');

/** WAIT before the start, UNDERWAY inside the range unless closed early, END afterwards (or once closed). */
export function activityStatus(start: number, end: number, closed: boolean, now = nowSeconds()): ActivityStatus {
  if (now < start) return 'WAIT';
  return !closed && now < end ? 'UNDERWAY' : 'END';
}

/** `status` and `status_text` of a view (the English text under `__en`). */
export function statusView(status: ActivityStatus, closed: boolean) {
  const label = status === 'END' && closed ? CLOSED_TEXT : STATUS_TEXT[status];
  return { status, status_text: label.zh, en: { status_text: label.en } };
}

const FILTER_VALUES: Record<string, ActivityStatus> = { '0': 'WAIT', '1': 'UNDERWAY', '2': 'END', WAIT: 'WAIT', UNDERWAY: 'UNDERWAY', END: 'END' };

/**
 * The `status` list filter. Full-cut, full-give and flash sales send 0/1/2, single-cut, second-half and group buy
 * send WAIT/UNDERWAY/END (api reference §6): every list takes both.
 */
export function statusFilter(query: URLSearchParams, key = 'status'): ActivityStatus | undefined {
  const value = (query.get(key) ?? '').trim();
  if (!value) return undefined;
  const status = FILTER_VALUES[value.toUpperCase()];
  if (!status) throw badParam(`${key} 取值不正确：${value}`, `${key} must be 0/1/2 or WAIT/UNDERWAY/END, not ${value}`);
  return status;
}

/** Edit and delete before the start, close while running, delete once ended; `goods` = manage a group buy's goods. */
export type Operation = 'edit' | 'delete' | 'close' | 'goods';

const ALLOWED: Record<ActivityStatus, readonly Operation[]> = {
  WAIT: ['edit', 'delete', 'goods'],
  UNDERWAY: ['close', 'goods'],
  END: ['delete'],
};

const REFUSAL: Record<Operation, Bilingual> = {
  edit: text('只有未开始的活动可以编辑', 'only an activity that has not started can be edited'),
  delete: text('进行中的活动不能删除，请先关闭活动', 'a running activity cannot be deleted: close it first'),
  close: text('只有进行中的活动可以关闭', 'only a running activity can be closed'),
  goods: text('活动已结束，不能再修改活动商品', 'the activity has ended: its goods can no longer be changed'),
};

/** 500 with a bilingual message when the status does not allow the operation. */
export function assertAllowed(operation: Operation, status: ActivityStatus, closed = false): void {
  if (ALLOWED[status].includes(operation)) return;
  const { status_text, en } = statusView(status, closed);
  const why = REFUSAL[operation];
  throw business(`当前活动${status_text}：${why.zh}`, `the activity is ${en.status_text.toLowerCase()}: ${why.en}`);
}
