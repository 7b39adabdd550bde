// @vitest-environment node
import { expect, it } from 'vitest';
import { isImport } from '@/schemas/backstage-task/task-row';

it("knows an import by its operate type, or, where the reference's rows carry none, by its module type", () => {
  expect(isImport({ operate_type: 'IMPORT', module_type: 'SpuImport' })).toBe(true);
  expect(isImport({ operate_type: 'EXPORT', module_type: 'ShopGoodsExport' })).toBe(false);
  expect(isImport({ module_type: 'GalleryImport' })).toBe(true);
  expect(isImport({ module_type: 'ShopOrderExport' })).toBe(false);
});
