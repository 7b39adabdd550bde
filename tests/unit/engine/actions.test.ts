// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { allows, flagsOf, formOf } from '@/engine/actions/flags';
import { bodyOf, visibleFields } from '@/engine/form/use-engine-form';
import '@/engine/schema';
import dayjs from 'dayjs';

describe('flag-gated actions', () => {
  const family = { flags: 'order_operate_allowable_vo' };
  it('read the row\'s allowed operations where the family keeps them', () => {
    expect(flagsOf(family, { order_operate_allowable_vo: { allow_ship: true } })).toEqual({ allow_ship: true });
    expect(flagsOf({ flags: (row) => ({ allow_reply: row.reply_status === 0 }) }, { reply_status: 0 })).toEqual({ allow_reply: true });
    expect(flagsOf(undefined, {})).toEqual({});
  });

  it('offer an action only where its flag is set and its condition holds', () => {
    const ship = { flag: 'allow_ship' };
    expect(allows(ship, { order_operate_allowable_vo: { allow_ship: true } }, family)).toBe(true);
    expect(allows(ship, { order_operate_allowable_vo: { allow_ship: false } }, family)).toBe(false);
    expect(allows(ship, {}, family)).toBe(false);
    expect(allows({ flag: 'allow_ship', visible: () => false }, { order_operate_allowable_vo: { allow_ship: true } }, family)).toBe(false);
    expect(allows({}, {}, family)).toBe(true);
  });

  it('a prompt is a one-field form: required, non-blank, limited', () => {
    const form = formOf({ key: 'cancel', label: 'x', prompt: { field: 'reason', label: 'order:field.cancelReason', maxLength: 100 } });
    expect(form?.fields[0]).toMatchObject({ key: 'reason', type: 'textarea', form: { rules: [{ kind: 'nonBlank' }, { kind: 'maxLength', value: 100 }] } });
    expect(formOf({ key: 'x', label: 'x' })).toBeUndefined();
  });
});

describe('form bodies', () => {
  const fields = [
    { key: 'type', label: 't', type: 'radio' },
    { key: 'discount', label: 'd', type: 'money', form: { when: (v: Record<string, unknown>) => v.type === 'MONEY' } },
    { key: 'time', label: 'r', type: 'timeRange', range: { start: 'start_time', end: 'end_time' } },
    { key: 'steps', label: 's', type: 'group', item: [{ key: 'at', label: 'a', type: 'date' }, { key: 'n', label: 'n', type: 'number' }] },
  ];

  it('send only the fields shown: a field whose condition fails is left out', () => {
    expect(visibleFields(fields, { type: 'RATE' }).map((f) => f.key)).toEqual(['type', 'time', 'steps']);
    expect(bodyOf(fields, { type: 'RATE', discount: 5 })).not.toHaveProperty('discount');
    expect(bodyOf(fields, { type: 'MONEY', discount: 5 })).toMatchObject({ discount: 5 });
  });

  it('a time range writes its two keys in unix seconds; group items write their own fields', () => {
    const start = dayjs.unix(1_800_000_000);
    const body = bodyOf(fields, { type: 'RATE', time: [start, start.add(1, 'hour')], steps: [{ at: start, n: 2 }] });
    expect(body).toMatchObject({ start_time: 1_800_000_000, end_time: 1_800_003_600, steps: [{ at: start.startOf('day').unix(), n: 2 }] });
  });
});
