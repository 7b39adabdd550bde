import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import {
  addRange,
  canAdd,
  canAddRange,
  checkInitialRanges,
  compareDecimal,
  confirmRanges,
  dateRangePresets,
  initialChecked,
  isFuturePeriod,
  isUnlimited,
  normalizeTree,
  removeLastRange,
  selectionCounts,
  selectionOf,
  setLastUpper,
  stateOf,
  toggleItem,
  toggleNode,
  validateAction,
  validateIdText,
  validateMobile,
  validateRegion,
  validateText,
  yearMonthFields,
  internalRegion,
  overseasRegion,
  fitsLimit,
  isAcceptedFile,
  formatKb,
  bytesToKb,
  goodsListParams,
  goodsListUrl,
  goodsDetailsUrl,
  memberListParams,
  memberDetailsUrl,
  toGoodsItem,
  categoryChildrenUrl,
  type Range,
} from '@/components/pickers';
import { i18n } from '@/i18n';

describe('counts and limit (goods, member)', () => {
  it('a limit under 1 means unlimited', () => {
    expect(isUnlimited(0)).toBe(true);
    expect(isUnlimited(-1)).toBe(true);
    expect(isUnlimited(undefined)).toBe(true);
    expect(isUnlimited(1)).toBe(false);
    expect(canAdd(0, 1000)).toBe(true);
  });
  it('gives max, selected and remaining', () => {
    expect(selectionCounts(5, 2)).toEqual({ max: 5, selected: 2, remaining: 3 });
    expect(selectionCounts(0, 7)).toEqual({ max: null, selected: 7, remaining: null });
  });
  it('refuses an addition over the limit and removes a selected item', () => {
    const key = (x: string) => x;
    expect(toggleItem(['a', 'b'], 'c', key, 2)).toEqual({ list: ['a', 'b'], refused: true });
    expect(toggleItem(['a', 'b'], 'a', key, 2)).toEqual({ list: ['b'], refused: false });
    expect(toggleItem(['a'], 'b', key, -1)).toEqual({ list: ['a', 'b'], refused: false });
  });
});

describe('id values (image picker actions)', () => {
  it('compares decimal ids exactly', () => {
    expect(compareDecimal('9223372036854775807', '9223372036854775808')).toBe(-1);
    expect(compareDecimal('10', '9')).toBe(1);
    expect(compareDecimal('42', '42')).toBe(0);
  });
  it('accepts 9223372036854775807 and refuses 9223372036854775808', () => {
    expect(validateIdText('9223372036854775807')).toBeNull();
    expect(validateIdText('9223372036854775808')).toBe('idTooLarge');
    expect(validateIdText('99999999999999999999')).toBe('idTooLarge');
  });
  it('refuses zero, negatives, decimals, leading zeros and text', () => {
    for (const text of ['0', '-1', '1.5', '012', 'abc', '']) expect(validateIdText(text)).toBe('notPositiveInteger');
  });
});

describe('action rules (image and text pickers)', () => {
  it('NONE needs nothing; the others need a value', () => {
    expect(validateAction({ opt_type: 'NONE', opt_value: '' })).toBeNull();
    expect(validateAction({ opt_type: 'KEYWORD', opt_value: '' })).toBe('action.valueRequired');
    expect(validateAction({ opt_type: 'KEYWORD', opt_value: 'phone' })).toBeNull();
  });
  it('a URL must start with a single /', () => {
    expect(validateAction({ opt_type: 'URL', opt_value: '/assemble' })).toBeNull();
    expect(validateAction({ opt_type: 'URL', opt_value: '//evil.com' })).toBe('action.urlPrefix');
    expect(validateAction({ opt_type: 'URL', opt_value: 'http://x.com' })).toBe('action.urlPrefix');
    expect(validateAction({ opt_type: 'URL', opt_value: '/' })).toBe('action.urlPrefix');
  });
  it('GOODS, SHOP and CATEGORY are positive integers up to 9223372036854775807', () => {
    for (const opt_type of ['GOODS', 'SHOP', 'CATEGORY'] as const) {
      expect(validateAction({ opt_type, opt_value: '127' })).toBeNull();
      expect(validateAction({ opt_type, opt_value: '9223372036854775807' })).toBeNull();
      expect(validateAction({ opt_type, opt_value: '9223372036854775808' })).toBe('action.idTooLarge');
      expect(validateAction({ opt_type, opt_value: '-3' })).toBe('action.positiveInteger');
    }
  });
});

describe('image picker limit', () => {
  it('a file fits while the count stays within the limit', () => {
    expect(fitsLimit(9, 0, 10)).toBe(true);
    expect(fitsLimit(9, 1, 10)).toBe(false);
    expect(fitsLimit(10, 0, 10)).toBe(false);
  });
});

describe('resource types and sizes', () => {
  it('accepts the image and video types of the spec only', () => {
    for (const ext of ['jpg', 'jpeg', 'png', 'webp', 'bmp', 'gif']) expect(isAcceptedFile(`a.${ext.toUpperCase()}`, 'IMAGE')).toBe(true);
    for (const ext of ['mp4', 'mov', 'm4v', 'flv', 'mkv', 'wmv', 'avi', 'rmvb', '3gp']) expect(isAcceptedFile(`a.${ext}`, 'VIDEO')).toBe(true);
    expect(isAcceptedFile('a.svg', 'IMAGE')).toBe(false);
    expect(isAcceptedFile('a.mp4', 'IMAGE')).toBe(false);
    expect(isAcceptedFile('a.png', 'VIDEO')).toBe(false);
    expect(isAcceptedFile('noext', 'IMAGE')).toBe(false);
  });
  it('shows the size in KB with two decimals', () => {
    expect(formatKb(12.3)).toBe('12.30 KB');
    expect(bytesToKb(1536)).toBe(1.5);
    expect(bytesToKb(1000)).toBe(0.98);
  });
});

describe('mobile rule', () => {
  const countries = [
    { id: 1, code: 'CN', name: '中国', tel: '86', mobile_regex: '^1[3-9]\\d{9}$' },
    { id: 2, code: 'XX', name: 'No pattern', tel: '999' },
  ];
  it('is required', () => {
    expect(validateMobile('')).toBe('mobile.required');
    expect(validateMobile(undefined)).toBe('mobile.required');
    expect(validateMobile('+86 ')).toBe('mobile.required');
  });
  it('uses the default mobile pattern without a calling code', () => {
    expect(validateMobile('13800138000')).toBeNull();
    expect(validateMobile('12345')).toBe('mobile.format');
  });
  it("uses the country's pattern with a calling code", () => {
    expect(validateMobile('+86 13800138000', countries)).toBeNull();
    expect(validateMobile('+86 23800138000', countries)).toBe('mobile.format');
  });
  it('validates calling code plus number when the country has no pattern', () => {
    expect(validateMobile('+999 1234567', countries)).toBeNull();
    expect(validateMobile('+999 12', countries)).toBe('mobile.format');
    expect(validateMobile('+999 1234567890123456', countries)).toBe('mobile.format');
  });
});

describe('region values and rules', () => {
  it('builds the internal region JSON and address fields from a path', () => {
    const value = internalRegion([
      { id: '1', name: '广东' },
      { id: '2', name: '深圳' },
      { id: '3', name: '南山' },
      { id: '4', name: '粤海' },
    ]);
    expect(value).toEqual({
      region: { region_type: 0, internal_region_id: '4' },
      address: { province_id: '1', province: '广东', city_id: '2', city: '深圳', county_id: '3', county: '南山', town_id: '4', town: '粤海' },
    });
    expect(validateRegion(value, false)).toBeNull();
    expect(validateRegion(null, false)).toBe('region.required');
  });
  it('builds the overseas region JSON and requires country, province and city', () => {
    expect(validateRegion(null, true)).toBe('region.country');
    const partial = overseasRegion({ code: 'US', name: 'United States' }, { state_name: '', city: '' });
    expect(validateRegion(partial, true)).toBe('region.province');
    const noCity = overseasRegion({ code: 'US', name: 'United States' }, { state_id: 5, state_name: 'Texas', city: '' });
    expect(validateRegion(noCity, true)).toBe('region.city');
    const full = overseasRegion({ code: 'US', name: 'United States' }, { state_id: 5, state_name: 'Texas', city: 'Austin' });
    expect(validateRegion(full, true)).toBeNull();
    expect(full).toEqual({
      region: { region_type: 1, overseas_region: { state_id: 5, state_name: 'Texas', city: 'Austin' } },
      address: { country_code: 'US', country_name: 'United States' },
    });
  });
});

describe('area tree', () => {
  const raw = [
    { code: 'a', label: 'A', kids: [{ code: 'a1', label: 'A1' }, { code: 'a2', label: 'A2', kids: [{ code: 'a2x', label: 'A2x' }, { code: 'a2y', label: 'A2y' }] }] },
    { code: 'b', label: 'B', kids: [{ code: 'b1', label: 'B1' }, { code: 'b2', label: 'B2' }] },
    { code: 'c', label: 'C' },
  ];
  const keys = { id: 'code', name: 'label', children: 'kids' };
  const tree = normalizeTree(raw, keys);
  const node = (id: string) => {
    const find = (nodes: typeof tree): (typeof tree)[number] | undefined => {
      for (const n of nodes) {
        if (n.id === id) return n;
        const below = find(n.children);
        if (below) return below;
      }
      return undefined;
    };
    return find(tree)!;
  };

  it('reads configurable key names', () => {
    expect(tree.map((n) => n.name)).toEqual(['A', 'B', 'C']);
    expect(node('a2').children.map((n) => n.id)).toEqual(['a2x', 'a2y']);
  });
  it('checking a parent checks all its descendants', () => {
    const { checked } = toggleNode(tree, new Set(), 'a');
    expect([...checked].sort()).toEqual(['a1', 'a2x', 'a2y']);
    expect(stateOf(node('a'), checked)).toBe('checked');
    expect(stateOf(node('a2'), checked)).toBe('checked');
    expect(selectionOf(tree, checked).topIds).toEqual(['a']);
  });
  it('a parent with some checked leaves is indeterminate, with none unchecked', () => {
    const { checked } = toggleNode(tree, new Set(), 'a2x');
    expect(stateOf(node('a2'), checked)).toBe('indeterminate');
    expect(stateOf(node('a'), checked)).toBe('indeterminate');
    expect(stateOf(node('b'), checked)).toBe('unchecked');
    expect(selectionOf(tree, checked).halfCheckedIds).toEqual(['a', 'a2']);
  });
  it('unchecking a checked parent clears its descendants', () => {
    const first = toggleNode(tree, new Set(), 'b').checked;
    expect(toggleNode(tree, first, 'b').checked.size).toBe(0);
  });
  it('default ids are preselected with their descendants', () => {
    const checked = initialChecked(tree, ['a2', 'c']);
    expect([...checked].sort()).toEqual(['a2x', 'a2y', 'c']);
    expect(selectionOf(tree, checked).checkedIds).toEqual(['a2', 'a2x', 'a2y', 'c']);
  });
  it('disabled ids are locked', () => {
    const locked = normalizeTree(raw, keys, [], ['b1']);
    const preset = initialChecked(locked, ['b1']);
    // the disabled node itself does not change
    expect(toggleNode(locked, preset, 'b1').checked).toEqual(preset);
    // the parent changes only its free leaves: unchecking B keeps the locked B1
    const all = toggleNode(locked, preset, 'b').checked;
    expect([...all].sort()).toEqual(['b1', 'b2']);
    expect([...toggleNode(locked, all, 'b').checked]).toEqual(['b1']);
  });
  it('excluded ids are hidden', () => {
    const hidden = normalizeTree(raw, keys, ['a2', 'c']);
    expect(hidden.map((n) => n.id)).toEqual(['a', 'b']);
    expect(hidden[0].children.map((n) => n.id)).toEqual(['a1']);
  });
  it('the limit (default -1, none) refuses going over', () => {
    expect(toggleNode(tree, new Set(), 'a').refused).toBe(false);
    const outcome = toggleNode(tree, new Set(['c']), 'a', 3);
    expect(outcome.refused).toBe(true);
    expect([...outcome.checked]).toEqual(['c']);
  });
});

describe('price range rules', () => {
  it('default set is [0,100]; adding starts at [previous upper, previous upper + 1]', () => {
    expect(addRange([[0, 100]])).toEqual([
      [0, 100],
      [100, 101],
    ]);
  });
  it('adding needs the last upper to exist and exceed its lower', () => {
    expect(canAddRange([[0, null]])).toBe(false);
    expect(canAddRange([[0, 0]])).toBe(false);
    expect(canAddRange([[10, 5]])).toBe(false);
    expect(addRange([[0, null]])).toEqual([[0, null]]);
  });
  it('at most maxRange groups (default 10)', () => {
    let ranges: Range[] = [[0, 1]];
    for (let i = 0; i < 20; i++) ranges = addRange(ranges);
    expect(ranges).toHaveLength(10);
    expect(addRange([[0, 1]], 1)).toHaveLength(1);
  });
  it('ranges chain: each lower bound equals the previous upper', () => {
    let ranges: Range[] = [[0, 100]];
    ranges = addRange(ranges);
    ranges = setLastUpper(ranges, 250);
    ranges = addRange(ranges);
    expect(ranges).toEqual([
      [0, 100],
      [100, 250],
      [250, 251],
    ]);
  });
  it('the first group cannot be deleted', () => {
    expect(removeLastRange([[0, 100]])).toEqual([[0, 100]]);
    expect(removeLastRange([[0, 100], [100, 200]])).toEqual([[0, 100]]);
  });
  it('confirming with an invalid last group is an error', () => {
    expect(confirmRanges([[0, 100], [100, 50]])).toEqual({ ok: false, error: 'priceRange.lastInvalid' });
    expect(confirmRanges([[0, 100], [100, null]])).toEqual({ ok: false, error: 'priceRange.lastInvalid' });
    expect(confirmRanges([[0, 100], [100, 150]])).toEqual({ ok: true, ranges: [[0, 100], [100, 150]] });
  });
  it('initial ranges longer than the limit or not strictly increasing are rejected', () => {
    expect(checkInitialRanges([[0, 1], [1, 2], [2, 3]], 2)).toBe('priceRange.tooMany');
    expect(checkInitialRanges([[0, 100], [50, 150]])).toBe('priceRange.notIncreasing');
    expect(checkInitialRanges([[100, 50]])).toBe('priceRange.notIncreasing');
    expect(checkInitialRanges([[0, 100], [100, 100]])).toBe('priceRange.notIncreasing');
    expect(checkInitialRanges([[0, 100], [100, 200]])).toBeNull();
  });
});

describe('text rule', () => {
  it('is required, must not begin with a space, and is 1–100 long by default', () => {
    expect(validateText('')).toBe('text.required');
    expect(validateText(' lead')).toBe('text.required');
    expect(validateText('a')).toBeNull();
    expect(validateText('x'.repeat(100))).toBeNull();
    expect(validateText('x'.repeat(101))).toBe('text.length');
    expect(validateText('abc', 5, 10)).toBe('text.length');
  });
});

describe('year / month fields', () => {
  it('YEAR gives the year, the previous year and their bounds in unix seconds', () => {
    const f = yearMonthFields('YEAR', dayjs('2024-05-17T10:00:00'));
    expect(f).toMatchObject({ type: 'YEAR', year: '2024', last_year: '2023', month: '', last_month: '', year_month: '2024', last_year_month: '2023' });
    expect(f.start_time).toBe(dayjs('2024-01-01T00:00:00').unix());
    expect(f.end_time).toBe(dayjs('2024-12-31T23:59:59').unix());
    expect(f.last_start_time).toBe(dayjs('2023-01-01T00:00:00').unix());
    expect(f.last_end_time).toBe(dayjs('2023-12-31T23:59:59').unix());
  });
  it('MONTH gives the month and the previous month, across a year boundary', () => {
    const f = yearMonthFields('MONTH', dayjs('2024-01-09T10:00:00'));
    expect(f).toMatchObject({ type: 'MONTH', year: '2024', last_year: '2023', month: '01', last_month: '12', year_month: '2024-01', last_year_month: '2023-12' });
    expect(f.start_time).toBe(dayjs('2024-01-01T00:00:00').unix());
    expect(f.end_time).toBe(dayjs('2024-01-31T23:59:59').unix());
    expect(f.last_start_time).toBe(dayjs('2023-12-01T00:00:00').unix());
    expect(f.last_end_time).toBe(dayjs('2023-12-31T23:59:59').unix());
    expect(yearMonthFields('MONTH', dayjs('2024-02-10')).end_time).toBe(dayjs('2024-02-29T23:59:59').unix());
  });
  it('a future year or month cannot be chosen', () => {
    const now = dayjs('2024-05-17');
    expect(isFuturePeriod('MONTH', dayjs('2024-06-01'), now)).toBe(true);
    expect(isFuturePeriod('MONTH', dayjs('2024-05-31'), now)).toBe(false);
    expect(isFuturePeriod('YEAR', dayjs('2025-01-01'), now)).toBe(true);
    expect(isFuturePeriod('YEAR', dayjs('2024-12-31'), now)).toBe(false);
  });
});

describe('date range shortcuts', () => {
  it('gives last week, last month and last three months (7, 30, 90 days) as RangePicker presets', async () => {
    await i18n.changeLanguage('zh-CN');
    const now = dayjs('2024-05-17T12:00:00');
    const presets = dateRangePresets(i18n.t, now);
    expect(presets.map((p) => p.label)).toEqual(['最近一周', '最近一个月', '最近三个月']);
    expect(presets.map((p) => now.diff(p.value[0], 'day'))).toEqual([7, 30, 90]);
    presets.forEach((p) => expect(p.value[1].isSame(now)).toBe(true));
    await i18n.changeLanguage('en-US');
    expect(dateRangePresets(i18n.t, now).map((p) => p.label)).toEqual(['Last week', 'Last month', 'Last three months']);
    await i18n.changeLanguage('zh-CN');
  });
});

describe('call paths and params', () => {
  it('goods: seller and admin paths, spu and sku, details by comma-joined ids', () => {
    expect(goodsListUrl('seller', 'spu')).toBe('seller/goods');
    expect(goodsListUrl('seller', 'sku')).toBe('seller/goods/skus');
    expect(goodsListUrl('admin', 'spu')).toBe('admin/goods');
    expect(goodsDetailsUrl('seller', 'spu', ['1', '9223372036854775807'])).toBe('seller/goods/1,9223372036854775807/details');
    expect(goodsDetailsUrl('admin', 'sku', [3])).toBe('admin/goods/skus/3/details');
    expect(goodsListParams('seller', 'spu', { keyword: 'k', sellerId: '5' })).toMatchObject({ keyword: 'k', seller_id: undefined, market_enable: 1, is_auth: 1, disabled: 1 });
    expect(goodsListParams('admin', 'sku', { sellerId: '5' })).toMatchObject({ seller_id: '5', disabled: undefined });
  });
  it('members: paths and the sex filter (1 male, 0 female)', () => {
    expect(memberDetailsUrl('admin', ['1', '2'])).toBe('admin/members/1,2/list');
    expect(memberListParams('seller', { sex: '0', sellerId: '3' })).toEqual({ keyword: undefined, sex: '0', seller_id: undefined });
    expect(memberListParams('admin', { sex: '', sellerId: '3' })).toEqual({ keyword: undefined, sex: undefined, seller_id: '3' });
  });
  it('categories: admin and seller paths', () => {
    expect(categoryChildrenUrl('admin', 0)).toBe('admin/goods/categories/0/children');
    expect(categoryChildrenUrl('seller', 12)).toBe('seller/goods/category/12/children');
  });
  it('goods rows map to picker items, keeping big ids as strings', () => {
    const item = toGoodsItem({ goods_id: '9223372036854775807', goods_name: 'G', thumbnail: 't.png', price: 12.5, point_disable: 1, exchange_point: 300, spec_list: [{ spec_value_name: '红' }, { spec_value_name: 'XL' }] });
    expect(item).toMatchObject({ goods_id: '9223372036854775807', goods_image: 't.png', goods_price: 12.5, price: 12.5, point_disable: 1, exchange_point: 300, properties_name: '红 XL' });
  });
});
