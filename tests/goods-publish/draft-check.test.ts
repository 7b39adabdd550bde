import { describe, expect, it } from 'vitest';
import { emptyValues } from '@/pages/goods/publish/body';
import { draftProblems } from '@/pages/goods/publish/draft-check';
import type { ParamGroup, PublishFormValues } from '@/pages/goods/publish/types';

const complete = (): PublishFormValues => ({
  ...emptyValues(),
  goods_name: '测试手机 Pro',
  sn: 'TEST-001',
  price: '1999.5',
  cost: '1000',
  weight: '0.25',
  gallery: [{ img_id: '-1', original: 'https://example.com/a.png' }],
  params: { '1': 'X1' },
});
const groups = [{ group_id: '1', group_name: '基本参数', params: [{ param_id: '1', param_name: '型号', param_type: 1, required: 1 }, { param_id: '2', param_name: '产地', param_type: 1, required: 1 }] }] as unknown as ParamGroup[];

describe("a draft checked with the publish form's rules", () => {
  it('names each required parameter and field the form would refuse', () => {
    expect(draftProblems(complete(), groups)).toEqual(['产地不能为空']);
    expect(draftProblems({ ...complete(), sn: '', gallery: [] }, [])).toEqual(['商品编号不能为空', '请至少上传一张商品图片']);
  });

  it('passes a complete draft', () => {
    expect(draftProblems({ ...complete(), params: { '1': 'X1', '2': '深圳' } }, groups)).toEqual([]);
  });
});
