import { describe, expect, it } from 'vitest';
import { fieldKeysOf } from '@/engine/schema';
import { fieldOfServerError } from '@/validation/server-errors';

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
