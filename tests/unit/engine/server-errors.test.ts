// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { i18n } from '@/i18n';
import { fieldKeysOf } from '@/engine/schema';
import { fieldOfServerError, readableServerMessage } from '@/validation/server-errors';

const keys = fieldKeysOf([
  { key: 'sn', label: 'x', type: 'text' },
  { key: 'goods_name', label: 'x', type: 'text' },
  { key: 'time', label: 'x', type: 'timeRange', range: { start: 'start_time', end: 'end_time' } },
]);
const error = (message: string, code = '004') => ({ code, status: 400, message });

describe('the one server-error-to-field mapper', () => {
  it('finds the field named in brackets, first, or as a whole word', () => {
    expect(fieldOfServerError(error('商品名称(goods_name)不能为空'), keys)?.name).toEqual(['goods_name']);
    expect(fieldOfServerError(error('goods_name is required'), keys)?.name).toEqual(['goods_name']);
    expect(fieldOfServerError(error('编号 sn 已存在'), keys)?.name).toEqual(['sn']);
  });

  it('never matches a key inside another word', () => {
    expect(fieldOfServerError(error('goods_sn is taken'), keys)).toBeNull();
    expect(fieldOfServerError(error('snapshot missing'), keys)).toBeNull();
  });

  it('maps a range key to its range field, and a label the user sees', () => {
    expect(fieldOfServerError(error('end_time must be after start_time'), keys)?.name).toEqual(['time']);
    expect(fieldOfServerError(error('请填写商品名称'), keys, { goods_name: '商品名称' })?.name).toEqual(['goods_name']);
  });

  it('only for a validation error (400 / code 004)', () => {
    expect(fieldOfServerError({ code: '500', status: 500, message: 'goods_name 已锁定' }, keys)).toBeNull();
    expect(fieldOfServerError(null, keys)).toBeNull();
  });
});

describe('a server message in the user words', () => {
  const labels = { title: 'Activity name' };

  it('puts the field at its label, never its body key or path', () => {
    expect(readableServerMessage('end_time 结束时间必须晚于开始时间')).toBe('结束时间必须晚于开始时间');
    expect(readableServerMessage('actual_store 库存不能小于已发放数量')).toBe('库存不能小于已发放数量');
    expect(readableServerMessage('valid_until（有效期）必须晚于当前时间')).toBe('有效期必须晚于当前时间');
    expect(readableServerMessage('items[0].unit_price（单价）必须大于 0：厨神 SE 42 塔扇')).toBe('第 1 行单价必须大于 0：厨神 SE 42 塔扇');
    expect(readableServerMessage('商品名称(goods_name)不能为空')).toBe('商品名称不能为空');
    expect(readableServerMessage('spec_values[1].spec_value_name 不能为空')).toBe('第 2 行不能为空');
  });

  it('in English: labels or words for the keys, and a capital first letter', async () => {
    await i18n.changeLanguage('en-US');
    expect(readableServerMessage('end_time must be after start_time')).toBe('End time must be after start time');
    expect(readableServerMessage('items[0].unit_price must be above 0 (Fan)', { unit_price: 'Unit price' })).toBe('Unit price (row 1) must be above 0 (Fan)');
    expect(readableServerMessage('title is required', labels)).toBe('Activity name is required');
    expect(readableServerMessage('wrong user name or password')).toBe('Wrong user name or password');
    await i18n.changeLanguage('zh-CN');
  });

  it('leaves what is not a field alone', () => {
    expect(readableServerMessage('请求超时，请稍后再试')).toBe('请求超时，请稍后再试');
    expect(readableServerMessage('See https://example.com/a_b for help')).toBe('See https://example.com/a_b for help');
    expect(readableServerMessage('Version 1.2 of the app')).toBe('Version 1.2 of the app');
  });

  it('the field error of an item of a group names the item, in words', () => {
    const groupKeys = fieldKeysOf([{ key: 'items', label: 'x', type: 'group' }]);
    expect(fieldOfServerError(error('items[0].unit_price（单价）必须大于 0'), groupKeys)).toEqual({ name: ['items', 0, 'unit_price'], message: '第 1 行单价必须大于 0' });
    expect(fieldOfServerError(error('end_time 结束时间必须晚于开始时间'), keys)).toEqual({ name: ['time'], message: '结束时间必须晚于开始时间' });
  });
});
