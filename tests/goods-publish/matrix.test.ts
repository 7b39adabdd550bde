// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { batchFill, buildRows, cartesian, fromSkus, setCell, toSkuBody, validateMatrix, cellId, type SpecGroup } from '@/pages/goods/sku/matrix';
import { checkNewSpecName } from '@/pages/goods/sku/use-sku-editor';

const color: SpecGroup = {
  spec_group_name: '颜色',
  spec_group_sn: 'COLOR',
  values: [
    { spec_value_name: '黑色', spec_value_sn: 'COLOR-1', spec_value_image: 'img-black' },
    { spec_value_name: '白色', spec_value_sn: 'COLOR-2' },
  ],
};
const size: SpecGroup = {
  spec_group_name: '尺码',
  spec_group_sn: 'SIZE',
  values: [
    { spec_value_name: 'S', spec_value_sn: 'SIZE-1' },
    { spec_value_name: 'M', spec_value_sn: 'SIZE-2' },
    { spec_value_name: 'L', spec_value_sn: 'SIZE-3' },
  ],
};

describe('cartesian / buildRows', () => {
  it('is the product of the groups', () => {
    expect(cartesian<number | string>([[1, 2], ['a', 'b', 'c']])).toHaveLength(6);
    expect(cartesian([])).toEqual([[]]);
    const rows = buildRows([color, size], []);
    expect(rows.map((r) => r.specs.map((s) => s.spec_value_name).join('/'))).toEqual(['黑色/S', '黑色/M', '黑色/L', '白色/S', '白色/M', '白色/L']);
    expect(rows[0].specs[0].spec_value_image).toBe('img-black');
    expect(rows[0].specs[1].spec_value_image).toBe('');
    expect(rows.every((r) => r.sku_id === '')).toBe(true);
  });

  it('groups without values are ignored; no groups = one SKU', () => {
    expect(buildRows([color, { ...size, values: [] }], [])).toHaveLength(2);
    expect(buildRows([], [])).toEqual([expect.objectContaining({ key: '', specs: [] })]);
  });

  it("a new SKU sharing nothing with the rows before starts with the goods' price, cost and weight", () => {
    const [first] = buildRows([color], [], { price: '100', cost: '50', weight: '1.5' });
    expect(first).toMatchObject({ price: '100', cost: '50', weight: '1.5', quantity: '', sn: '' });
  });

  it('keeps existing rows when specs change', () => {
    let rows = buildRows([color], []);
    rows = setCell(rows, rows[0].key, 'price', '9.9');
    rows = rows.map((r, i) => ({ ...r, sku_id: `187700000000000000${i}`, sn: `A${i}` }));
    // a value added: the old rows stay as they were
    const more = buildRows([{ ...color, values: [...color.values, { spec_value_name: '蓝色', spec_value_sn: 'COLOR-3' }] }], rows);
    expect(more).toHaveLength(3);
    expect(more[0]).toMatchObject({ sku_id: '1877000000000000000', sn: 'A0', price: '9.9' });
    expect(more[2]).toMatchObject({ sku_id: '', sn: '' });
    // a group added: values carried from the row sharing the colour, no id, no sn
    const crossed = buildRows([color, size], rows);
    expect(crossed).toHaveLength(6);
    expect(crossed[0]).toMatchObject({ sku_id: '', sn: '', price: '9.9' });
    // back to one group: the original rows come back by key
    expect(buildRows([color], rows)[0]).toMatchObject({ sku_id: '1877000000000000000' });
  });
});

describe('batch fill and validation', () => {
  it('fills a column; sn gets a suffix per row', () => {
    const rows = buildRows([color], []);
    expect(batchFill(rows, 'price', ' 5 ').map((r) => r.price)).toEqual(['5', '5']);
    expect(batchFill(rows, 'sn', 'AB').map((r) => r.sn)).toEqual(['AB-1', 'AB-2']);
    expect(batchFill(rows.slice(0, 1), 'sn', 'AB')[0].sn).toBe('AB');
  });

  it('validates each cell', () => {
    let rows = buildRows([color], []);
    let errors = validateMatrix(rows);
    expect(errors.size).toBe(10);
    rows = batchFill(batchFill(batchFill(batchFill(rows, 'price', '1.5'), 'cost', '1'), 'weight', '0.12345'), 'quantity', '1.5');
    rows = setCell(rows, rows[0].key, 'sn', 'X');
    rows = setCell(rows, rows[1].key, 'sn', 'X');
    errors = validateMatrix(rows);
    expect(errors.get(cellId(rows[0].key, 'weight'))?.key).toBe('rules.decimals');
    expect(errors.get(cellId(rows[0].key, 'quantity'))?.key).toBe('rules.integer');
    expect(errors.get(cellId(rows[0].key, 'sn'))?.key).toBe('rules.snDuplicate');
    expect(errors.has(cellId(rows[0].key, 'price'))).toBe(false);
    expect(validateMatrix(setCell(rows, rows[0].key, 'weight', ''), { weightOptional: true }).has(cellId(rows[0].key, 'weight'))).toBe(false);
  });

  it('new spec names: ≤ 10 characters, not duplicated', () => {
    expect(checkNewSpecName('12345678901', [])?.key).toBe('rules.specLength');
    expect(checkNewSpecName('黑色', ['黑色'])?.key).toBe('rules.specDuplicate');
    expect(checkNewSpecName('', [])?.key).toBe('rules.required');
    expect(checkNewSpecName('红色', ['黑色'])).toBeNull();
  });
});

describe('fromSkus / toSkuBody', () => {
  const saved = [
    {
      sku_id: '1877000000000000001',
      sn: 'A-1',
      price: 10,
      cost: 5,
      weight: 0.5,
      quantity: 3,
      spec_list: [
        { spec_group_name: '颜色', spec_group_sn: 'COLOR', spec_value_name: '黑色', spec_value_sn: 'COLOR-1', spec_value_image: 'img' },
        { spec_group_name: '尺码', spec_group_sn: 'SIZE', spec_value_name: 'S', spec_value_sn: 'SIZE-1', spec_value_image: '' },
      ],
    },
    {
      sku_id: '1877000000000000002',
      sn: 'A-2',
      price: 11,
      cost: 5,
      weight: 0.5,
      quantity: 4,
      spec_list: [
        { spec_group_name: '颜色', spec_group_sn: 'COLOR', spec_value_name: '黑色', spec_value_sn: 'COLOR-1', spec_value_image: 'img' },
        { spec_group_name: '尺码', spec_group_sn: 'SIZE', spec_value_name: 'M', spec_value_sn: 'SIZE-2', spec_value_image: '' },
      ],
    },
  ];

  it('round-trips saved SKUs with their ids as strings', () => {
    const { groups, rows } = fromSkus(saved);
    expect(groups.map((g) => [g.spec_group_sn, g.values.map((v) => v.spec_value_sn)])).toEqual([
      ['COLOR', ['COLOR-1']],
      ['SIZE', ['SIZE-1', 'SIZE-2']],
    ]);
    expect(groups[0].values[0].spec_value_image).toBe('img');
    const body = toSkuBody(buildRows(groups, rows));
    expect(body).toEqual([
      expect.objectContaining({ sku_id: '1877000000000000001', sn: 'A-1', price: 10, cost: 5, weight: 0.5, quantity: 3, thumbnail: 'img' }),
      expect.objectContaining({ sku_id: '1877000000000000002', sn: 'A-2', price: 11, quantity: 4 }),
    ]);
    expect(body[0].spec_list).toEqual(saved[0].spec_list);
    expect(toSkuBody(rows, { exchangePoint: 100 })[0].exchange_point).toBe(100);
  });

  it('a goods without specs has one row', () => {
    const { groups, rows } = fromSkus([{ sku_id: '9', sn: 'S', price: 1, cost: 1, weight: 1, quantity: 1, spec_list: [] }]);
    expect(groups).toEqual([]);
    expect(buildRows(groups, rows)).toEqual([expect.objectContaining({ key: '', sku_id: '9', sn: 'S' })]);
  });
});
