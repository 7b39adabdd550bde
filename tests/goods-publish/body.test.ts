// @vitest-environment jsdom
// (happy-dom 21 breaks DOMPurify: it drops allowed tags and keeps <script>; browsers and jsdom do not.)
import { describe, expect, it } from 'vitest';
import { categoryOf, defaultTemplateId, emptyValues, fromDetail, sanitizeHtml, stripTags, toPublishBody } from '@/pages/goods/publish/body';
import type { ParamGroup, PublishFormValues } from '@/pages/goods/publish/types';
import { stringifyJson } from '@/utils/json';

const BIG = '9223372036854775807';
const groups: ParamGroup[] = [
  {
    group_id: '101',
    group_name: '主体',
    params: [
      { param_id: '1001', param_name: '型号', param_type: 1, required: 1 },
      { param_id: '1002', param_name: '产地', param_type: 2, option_list: ['中国大陆'], required: 0 },
    ],
  },
];

const values = (over: Partial<PublishFormValues> = {}): PublishFormValues => ({
  ...emptyValues(),
  goods_name: ' 测试商品 ',
  sn: 'SN-1',
  price: '12.50',
  mktprice: '',
  cost: '3',
  weight: '0.1234',
  gallery: [
    { img_id: '77', original: 'https://x/a.png' },
    { img_id: '-1', original: 'https://x/b.png' },
  ],
  params: { '1001': 'X1' },
  template_id: '0',
  ...over,
});

describe('toPublishBody', () => {
  const ctx = { category: { id: '1011', name: '手机', ids: ['1', '101', '1011'] }, paramGroups: groups };

  it('builds the §3.3 body', () => {
    const body = toPublishBody(values({ intro: '<p>hi<script>alert(1)</script><img src=x onerror=alert(1)></p>', page_title: '<b>T</b>', shop_cat_id: '5', brand_id: '9' }), ctx);
    expect(body).toMatchObject({
      goods_type: 'NORMAL',
      category_id: '1011',
      category_name: '手机',
      shop_cat_id: '5',
      brand_id: '9',
      goods_name: '测试商品',
      sn: 'SN-1',
      price: 12.5,
      mktprice: null,
      cost: 3,
      weight: 0.1234,
      template_id: '0',
      free_freight: 1,
      market_enable: 1,
      page_title: 'T',
      point_disable: 0,
      exchange_point: 0,
    });
    expect(body.goods_gallery_list).toEqual([
      { img_id: '77', original: 'https://x/a.png', sort: 0 },
      { img_id: '-1', original: 'https://x/b.png', sort: 1 },
    ]);
    expect(body.intro).not.toMatch(/script|onerror/);
    expect(body.intro).toContain('hi');
    expect(body.goods_params_list).toEqual([
      { param_id: '1001', param_name: '型号', param_value: 'X1', group_id: '101', param_type: 1, required: 1 },
      { param_id: '1002', param_name: '产地', param_value: '', group_id: '101', param_type: 2, required: 0 },
    ]);
    expect(body).not.toHaveProperty('expired_date');
    expect(body).not.toHaveProperty('goods_id');
  });

  it('free_freight follows the template', () => {
    expect(toPublishBody(values({ template_id: '3' }), ctx)).toMatchObject({ template_id: '3', free_freight: 0 });
    expect(toPublishBody(values({ template_id: undefined }), ctx)).toMatchObject({ template_id: '0', free_freight: 1 });
  });

  it('virtual goods: validity days, no freight', () => {
    const body = toPublishBody(values({ goods_type: 'VIRTUAL', expired_date: '30', template_id: '3', weight: '' }), ctx);
    expect(body).toMatchObject({ goods_type: 'VIRTUAL', expired_date: 30, template_id: '0', free_freight: 1, weight: 0 });
  });

  it('points goods', () => {
    expect(toPublishBody(values({ point_disable: true, exchange_point: '200' }), ctx)).toMatchObject({ point_disable: 1, exchange_point: 200 });
  });

  it('keeps a big goods id exact, also through the JSON the client sends', () => {
    const body = toPublishBody(values(), { ...ctx, goodsId: BIG, marketEnable: 0 });
    expect(body.goods_id).toBe(BIG);
    expect(body.market_enable).toBe(0);
    expect(stringifyJson(body)).toContain(`"goods_id":${BIG}`);
  });

  it('mobile blocks: empty ones dropped, text stripped of tags', () => {
    const body = toPublishBody(values({ intro_list: [{ type: 'text', content: '<i>a</i> & b' }, { type: 'image', content: '' }, { type: 'image', content: 'u' }] }), ctx);
    expect(body.intro_list).toEqual([
      { type: 'text', content: 'a & b' },
      { type: 'image', content: 'u' },
    ]);
  });
});

describe('fromDetail', () => {
  it('reads a goods detail, ids as strings', () => {
    const v = fromDetail({
      goods_id: BIG,
      category_id: 1011,
      category_name: '手机',
      category_ids: [1, 101, 1011],
      shop_cat_id: 0,
      brand_id: 3,
      goods_name: 'n',
      sn: 's',
      price: 10,
      cost: 1,
      mktprice: 0,
      weight: 0.5,
      goods_gallery_list: [
        { img_id: 2, original: 'b', sort: 1 },
        { img_id: 1, original: 'a', sort: 0 },
      ],
      goods_params_list: [{ param_id: 1001, param_value: 'X' }],
      template_id: 0,
      goods_type: 'NORMAL',
      intro: '<p onclick="x()">ok</p>',
      point_disable: 0,
    });
    expect(v).toMatchObject({ brand_id: '3', shop_cat_id: undefined, price: '10', weight: '0.5', template_id: '0', params: { '1001': 'X' } });
    expect(v.gallery).toEqual([
      { img_id: '1', original: 'a' },
      { img_id: '2', original: 'b' },
    ]);
    expect(v.intro).toBe('<p>ok</p>');
    expect(categoryOf({ category_id: 1011, category_name: '手机', category_ids: [1, 101, 1011] })).toEqual({ id: '1011', name: '手机', ids: ['1', '101', '1011'] });
  });

  it('reads a draft with bare URL gallery', () => {
    expect(fromDetail({ gallery_list: ['u1', 'u2'] }).gallery).toEqual([
      { img_id: '-1', original: 'u1' },
      { img_id: '-1', original: 'u2' },
    ]);
  });
});

describe('helpers', () => {
  it('default template, sanitising', () => {
    expect(defaultTemplateId([{ id: 1 }, { id: 2, is_default: 1 }])).toBe('2');
    expect(defaultTemplateId([{ id: 1 }])).toBe('0');
    expect(sanitizeHtml('<a href="javascript:alert(1)">x</a>')).not.toContain('javascript');
    expect(stripTags('<script>bad()</script><b>key</b>words')).toBe('keywords');
  });
});
