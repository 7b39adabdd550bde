import { describe, expect, it } from 'vitest';
import {
  checkGallery,
  checkGoodsName,
  checkMoney,
  checkOptionalMoney,
  checkPositiveInteger,
  hintPositiveInteger,
  checkSn,
  checkSpecName,
  checkStock,
  checkWeight,
  messageOf,
} from '@/pages/goods/publish/rules';
import { moveItem, removeItem } from '@/pages/goods/publish/list-ops';
import { fieldOfServerError } from '@/validation/server-errors';
import { clearLocalDraft, localDraftKey, readLocalDraft, writeLocalDraft } from '@/pages/goods/publish/local-draft';
import { emptyValues, PUBLISH_FIELD_KEYS } from '@/pages/goods/publish/body';

const key = (error: { key: string } | null) => error?.key ?? null;

describe('publish rules', () => {
  it('goods name: required, no leading space, no HTML, 3–200', () => {
    expect(key(checkGoodsName(''))).toBe('rules.required');
    expect(key(checkGoodsName('   '))).toBe('rules.required');
    expect(key(checkGoodsName(' abc'))).toBe('rules.nonBlank');
    expect(key(checkGoodsName('<b>abc</b>'))).toBe('rules.noHtml');
    expect(key(checkGoodsName('ab'))).toBe('rules.nameLength');
    expect(key(checkGoodsName('ab '))).toBe('rules.nameLength');
    expect(key(checkGoodsName('a'.repeat(201)))).toBe('rules.nameLength');
    expect(checkGoodsName('abc')).toBeNull();
    expect(checkGoodsName('a'.repeat(200))).toBeNull();
    expect(checkGoodsName('1 < 2 fine')).toBeNull();
  });

  it('sn: letters, digits, _ and -', () => {
    expect(key(checkSn(''))).toBe('rules.required');
    expect(key(checkSn('ab c'))).toBe('rules.snPattern');
    expect(key(checkSn('编号'))).toBe('rules.snPattern');
    expect(checkSn('AB_12-x')).toBeNull();
  });

  it('money: ≥ 0, 2 decimals, ≤ 99 999 999', () => {
    expect(key(checkMoney(''))).toBe('rules.required');
    expect(key(checkMoney('-1'))).toBe('rules.negative');
    expect(key(checkMoney('abc'))).toBe('rules.number');
    expect(key(checkMoney('1.234'))).toBe('rules.decimals');
    expect(key(checkMoney('100000000'))).toBe('rules.max');
    expect(checkMoney('99999999')).toBeNull();
    expect(checkMoney('0')).toBeNull();
    expect(checkMoney('12.5')).toBeNull();
    expect(checkOptionalMoney('')).toBeNull();
    expect(key(checkOptionalMoney('1.999'))).toBe('rules.decimals');
  });

  it('weight: 4 decimals', () => {
    expect(checkWeight('1.2345')).toBeNull();
    expect(key(checkWeight('1.23456'))).toBe('rules.decimals');
  });

  it('integers: stock 0–99 999 999, positive days/points', () => {
    expect(checkStock('0')).toBeNull();
    expect(key(checkStock('1.5'))).toBe('rules.integer');
    expect(key(checkStock('-1'))).toBe('rules.range');
    expect(key(checkStock('100000000'))).toBe('rules.range');
    // validity days and points: only a whole number blocks (the reference states no bounds); 1 – 99 999 999 is a hint
    expect(checkPositiveInteger('0')).toBeNull();
    expect(key(checkPositiveInteger('1.5'))).toBe('rules.integer');
    expect(key(hintPositiveInteger('0'))).toBe('rules.range');
    expect(checkPositiveInteger('30')).toBeNull();
    expect(hintPositiveInteger('30')).toBeNull();
  });

  it('spec names ≤ 10, gallery ≥ 1', () => {
    expect(checkSpecName('1234567890')).toBeNull();
    expect(key(checkSpecName('12345678901'))).toBe('rules.specLength');
    expect(key(checkGallery([]))).toBe('rules.gallery');
    expect(checkGallery([{ img_id: '-1', original: 'x' }])).toBeNull();
  });

  it('messages are in zh-CN by default', () => {
    expect(messageOf({ key: 'rules.decimals', values: { places: 2 } }, '商品价格')).toBe('商品价格最多 2 位小数');
  });
});

describe('list ops', () => {
  it('moves and removes', () => {
    expect(moveItem(['a', 'b', 'c'], 0, 2)).toEqual(['b', 'c', 'a']);
    expect(moveItem(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'c', 'b']);
    expect(moveItem(['a', 'b'], 0, -1)).toEqual(['a', 'b']);
    expect(removeItem(['a', 'b', 'c'], 1)).toEqual(['a', 'c']);
  });
});

describe('server errors', () => {
  it("maps a 004 message to its field with the publish form's body keys", () => {
    const fieldOf = (error: unknown) => fieldOfServerError(error, PUBLISH_FIELD_KEYS);
    expect(fieldOf({ code: '004', message: '商品名称(goods_name)不能为空' })).toEqual({ name: ['goods_name'], message: '商品名称不能为空' });
    expect(fieldOf({ code: '004', message: 'goods_gallery_list (gallery) needs at least one image' })?.name).toEqual(['gallery']);
    expect(fieldOf({ code: '004', message: '商品分类(category_id)必须是末级分类' })?.name).toEqual(['category']);
    expect(fieldOf({ code: '004', message: 'goods_sn is taken' })).toBeNull();
    expect(fieldOf({ code: 'E305', message: '商品编号 x 已存在' })).toBeNull();
    expect(fieldOf({ code: '004', message: 'something else' })).toBeNull();
  });
});

describe('local draft', () => {
  it('is keyed by goods id and round-trips', () => {
    expect(localDraftKey(undefined, false)).toMatch(/\.new:/);
    expect(localDraftKey('9223372036854775807', false)).toMatch(/\.9223372036854775807:/);
    expect(localDraftKey('5', true)).toMatch(/\.draft-5:/);
    const k = localDraftKey(undefined, false);
    writeLocalDraft(k, { values: { ...emptyValues(), goods_name: 'x' }, category: null }, 1000);
    expect(readLocalDraft(k)).toMatchObject({ values: { goods_name: 'x' }, saved_at: 1000 });
    clearLocalDraft(k);
    expect(readLocalDraft(k)).toBeNull();
    localStorage.setItem(k, '{broken');
    expect(readLocalDraft(k)).toBeNull();
  });
});
