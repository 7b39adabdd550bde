// @vitest-environment node
import { expect, it } from 'vitest';
import { ApiError } from '@/api';
import { isNotFound } from '@/utils/not-found';

it('a 404 or the API code 003 says the record does not exist; a server or network failure does not', () => {
  expect(isNotFound(new ApiError('请求的资源不存在', { status: 404 }))).toBe(true);
  expect(isNotFound(new ApiError('订单不存在', { status: 400, code: '003' }))).toBe(true);
  expect(isNotFound(new ApiError('服务器繁忙', { status: 500, code: '500' }))).toBe(false);
  expect(isNotFound(new ApiError('网络错误，请稍后再试！'))).toBe(false);
  expect(isNotFound(undefined)).toBe(false);
});
