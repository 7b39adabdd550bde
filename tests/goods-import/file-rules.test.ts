import { describe, expect, it } from 'vitest';
import { i18n } from '@/i18n';
import { acceptAttribute, checkImportFile, FILE_RULES, limitText, refusalMessage, typesText } from '@/pages/goods/import/file-rules';
import { IMPORT_SCREENS } from '@/pages/goods/import/import-configs';

const MB = 1024 * 1024;
const file = (name: string, size: number) => ({ name, size });
const { spreadsheet, archive } = FILE_RULES;

describe('import file rules', () => {
  it('spreadsheets: .xls/.xlsx up to 2 MB, extension case-insensitive', () => {
    expect(checkImportFile(file('goods.xlsx', 10), spreadsheet)).toBeNull();
    expect(checkImportFile(file('goods.XLS', 10), spreadsheet)).toBeNull();
    expect(checkImportFile(file('a.b.xlsx', 2 * MB), spreadsheet)).toBeNull();
    expect(checkImportFile(file('goods.xlsx', 2 * MB + 1), spreadsheet)).toEqual({ reason: 'size', limit: '2 MB' });
    for (const name of ['goods.csv', 'goods.zip', 'goods', 'xlsx', 'goods.xlsx.exe']) {
      expect(checkImportFile(file(name, 10), spreadsheet), name).toEqual({ reason: 'type', types: '.xls, .xlsx' });
    }
  });

  it('archives: .zip up to 10 MB', () => {
    expect(checkImportFile(file('images.zip', 10 * MB), archive)).toBeNull();
    expect(checkImportFile(file('images.ZIP', 1), archive)).toBeNull();
    expect(checkImportFile(file('images.zip', 10 * MB + 1), archive)).toEqual({ reason: 'size', limit: '10 MB' });
    expect(checkImportFile(file('images.rar', 1), archive)).toEqual({ reason: 'type', types: '.zip' });
    expect(checkImportFile(file('goods.xlsx', 1), archive)).toEqual({ reason: 'type', types: '.zip' });
  });

  it('checks the type before the size, and refuses an empty file', () => {
    expect(checkImportFile(file('huge.csv', 50 * MB), spreadsheet)).toEqual({ reason: 'type', types: '.xls, .xlsx' });
    expect(checkImportFile(file('empty.xlsx', 0), spreadsheet)).toEqual({ reason: 'empty' });
  });

  it('names the allowed types and the limit in every message, in both languages', () => {
    const text = (lang: string, refusal: Parameters<typeof refusalMessage>[0]) => {
      const { key, values } = refusalMessage(refusal);
      return i18n.getFixedT(lang)(key, values);
    };
    expect(text('zh-CN', { reason: 'type', types: typesText(spreadsheet) })).toBe('文件格式不正确，只能上传 .xls, .xlsx 格式的文件');
    expect(text('zh-CN', { reason: 'size', limit: limitText(spreadsheet) })).toBe('文件过大，大小不能超过 2 MB');
    expect(text('zh-CN', { reason: 'type', types: typesText(archive) })).toBe('文件格式不正确，只能上传 .zip 格式的文件');
    expect(text('zh-CN', { reason: 'size', limit: limitText(archive) })).toBe('文件过大，大小不能超过 10 MB');
    expect(text('zh-CN', { reason: 'empty' })).toBe('文件是空的，请选择有内容的文件');
    expect(text('en-US', { reason: 'type', types: '.xls, .xlsx' })).toBe('Wrong file type: only .xls, .xlsx files can be uploaded');
    expect(text('en-US', { reason: 'size', limit: '10 MB' })).toBe('The file is too large: the limit is 10 MB');
    expect(text('en-US', { reason: 'empty' })).toBe('The file is empty: choose a file with content');
  });

  it('gives the file input its accept list', () => {
    expect(acceptAttribute(spreadsheet)).toBe('.xls,.xlsx');
    expect(acceptAttribute(archive)).toBe('.zip');
  });

  it('each import uses the rule and endpoint of api reference §3.5', () => {
    const table = Object.values(IMPORT_SCREENS).map((c) => [c.id, c.uploadUrl, c.file, c.moduleType, c.categorySheet]);
    expect(table).toEqual([
      ['spu', 'seller/goods/imports/spu', 'spreadsheet', 'SpuImport', true],
      ['sku', 'seller/goods/imports/sku', 'spreadsheet', 'SkuImport', true],
      ['parameter', 'seller/goods/imports/param', 'spreadsheet', 'ParameterImport', false],
      ['goodsImage', 'seller/goods/imports/image/gallery', 'archive', 'GalleryImport', false],
      ['goodsInfo', 'seller/goods/imports/image/detail', 'archive', 'GoodsDetailImport', false],
    ]);
    const templates = Object.values(IMPORT_SCREENS).flatMap((c) => c.templates.map((tpl) => tpl.file));
    expect(templates).toEqual(['spu.xlsx', 'spu-virtual.xlsx', 'sku.xlsx', 'parameter.xlsx', 'spuDemo.zip', 'skuDemo.zip', 'detail.zip']);
  });

  it('every user-visible key exists in zh-CN and en-US', () => {
    const keys = (obj: unknown, prefix = ''): string[] =>
      Object.entries(obj as Record<string, unknown>).flatMap(([k, v]) =>
        typeof v === 'object' && v ? keys(v, `${prefix}${k}.`) : [`${prefix}${k}`.replace(/_(one|other)$/, '')],
      );
    const zh = new Set(keys(i18n.getResourceBundle('zh-CN', 'goodsImport')));
    const en = new Set(keys(i18n.getResourceBundle('en-US', 'goodsImport')));
    expect([...zh].sort()).toEqual([...en].sort());
  });
});
