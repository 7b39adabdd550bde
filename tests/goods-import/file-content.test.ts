import ExcelJS from 'exceljs';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/i18n';
import { checkArchive, checkSheetRows, checkSpreadsheet, contentRefusalMessage, templateShape, zipEntryNames, type TemplateShape } from '@/pages/goods/import/file-content';
import { failedCount, failedRowsTable, importOutcome, lineOf } from '@/pages/goods/import/import-outcome';
import { readSheet } from '@/utils/read-sheet';
// The demo's writer of stored zips: a real archive to read back.
import { storedZip } from '@/mocks/areas/tasks/zip';

const HEADER = ['商品名称 goods_name', '商品编号 sn', '价格 price'];
const EXAMPLE = ['示例：电影兑换券', 'V100001', '39.90'];

/** A real workbook written by the spreadsheet library: its first sheet holds `rows`. */
async function workbook(rows: unknown[][]): Promise<Uint8Array> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Sheet1');
  rows.forEach((row) => sheet.addRow(row));
  return new Uint8Array((await book.xlsx.writeBuffer()) as ArrayBuffer);
}
const template: TemplateShape = { header: HEADER, examples: [EXAMPLE] };
const bytesOf = (text: string) => new TextEncoder().encode(text);
const zip = (...names: string[]) => storedZip(names.map((name) => ({ name, data: bytesOf(name.endsWith('/') ? '' : 'x') })), 1_700_000_000);
const message = (verdict: Awaited<ReturnType<typeof checkSpreadsheet>>, lng: string) => {
  if (verdict.ok) throw new Error('accepted');
  const { key, values } = contentRefusalMessage(verdict.refusal);
  return i18n.getFixedT(lng)(key, values);
};

describe('import file content', () => {
  it('accepts a filled-in template and counts its data rows (not the example, not blank rows)', async () => {
    const bytes = await workbook([HEADER, EXAMPLE, ['云米手机', 'G1', 4781.5], [], ['  耳机 ', 'G2', '99']]);
    const verdict = await checkSpreadsheet(bytes, [template]);
    expect(verdict).toMatchObject({ ok: true, content: { kind: 'rows', count: 2, header: HEADER } });
    if (!verdict.ok) return;
    expect([...verdict.content.rows!.entries()]).toEqual([
      [3, ['云米手机', 'G1', '4781.5']],
      [5, ['耳机', 'G2', '99']],
    ]);
  });

  it('refuses a text file named .xlsx, in both languages', async () => {
    const verdict = await checkSpreadsheet(bytesOf('not a spreadsheet'), [template]);
    expect(verdict).toEqual({ ok: false, refusal: { reason: 'notSpreadsheet' } });
    expect(message(verdict, 'zh-CN')).toContain('这不是 Excel 表格文件');
    expect(message(verdict, 'en-US')).toContain('This is not an Excel workbook');
    // A zip that is not a workbook either.
    expect(await checkSpreadsheet(zip('a.txt'), [template])).toEqual({ ok: false, refusal: { reason: 'notSpreadsheet' } });
  });

  it('refuses the empty template: header and example rows only', async () => {
    const verdict = await checkSpreadsheet(await workbook([HEADER, EXAMPLE]), [template]);
    expect(verdict).toEqual({ ok: false, refusal: { reason: 'noRows' } });
    expect(message(verdict, 'zh-CN')).toContain('没有要导入的数据');
    expect(message(verdict, 'en-US')).toContain('no rows to import');
    expect(await checkSpreadsheet(await workbook([HEADER]), [template])).toEqual({ ok: false, refusal: { reason: 'noRows' } });
  });

  it('refuses a sheet that is not the template, naming the header it should have', async () => {
    const verdict = await checkSpreadsheet(await workbook([['订单编号', '物流公司'], ['S1', '顺丰']]), [template]);
    expect(verdict).toEqual({ ok: false, refusal: { reason: 'notTemplate', header: HEADER.join(' | ') } });
    expect(message(verdict, 'zh-CN')).toContain('第一行应为「商品名称 goods_name | 商品编号 sn | 价格 price」');
    expect(message(verdict, 'en-US')).toContain("is not this import's template");
    // An empty workbook is not the template either.
    expect(await checkSpreadsheet(await workbook([]), [template])).toMatchObject({ ok: false, refusal: { reason: 'notTemplate' } });
  });

  it('accepts any of the import\'s templates; with none readable it asks only for data rows', async () => {
    const other: TemplateShape = { header: ['商品名称 goods_name', '有效期(天) expired_date'], examples: [] };
    expect(await checkSpreadsheet(await workbook([other.header, ['券', 30]]), [template, other])).toMatchObject({ ok: true, content: { count: 1 } });
    expect(checkSheetRows([{ line: 1, values: ['a'] }, { line: 2, values: ['b'] }], [])).toMatchObject({ ok: true, content: { count: 1 } });
    expect(checkSheetRows([{ line: 1, values: ['a'] }], [])).toEqual({ ok: false, refusal: { reason: 'noRows' } });
  });

  it('reads the shape of the templates the demo serves', async () => {
    const bytes = readFileSync(join(__dirname, '../../public/import-tpl/parameter.xlsx'));
    const shape = templateShape(await readSheet(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength)));
    expect(shape).toEqual({ header: ['商品编号 goods_sn', '参数名称 param_name', '参数值 param_value'], examples: [['G100001', '型号', 'Ultra 19'], ['G100001', '产地', '中国大陆']] });
  });

  it('takes a legacy .xls by its signature (the library cannot read its rows)', async () => {
    const xls = new Uint8Array(64);
    xls.set([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
    expect(await checkSpreadsheet(xls, [template])).toEqual({ ok: true, content: { kind: 'rows' } });
  });

  it('archives: a zip with pictures; refuses a garbage zip and one without pictures', () => {
    expect(checkArchive(zip('G100001/', 'G100001/1.jpg', 'G100001/2.PNG', 'README.txt'))).toEqual({ ok: true, content: { kind: 'images', count: 2 } });
    const garbage = new Uint8Array(200).map((_, i) => (i * 37) % 256);
    expect(checkArchive(garbage)).toEqual({ ok: false, refusal: { reason: 'notZip' } });
    // Starts like a zip, but is cut off: no directory at its end.
    expect(checkArchive(zip('a.jpg').slice(0, 40))).toEqual({ ok: false, refusal: { reason: 'notZip' } });
    expect(checkArchive(zip('README.txt', 'G100001/'))).toEqual({ ok: false, refusal: { reason: 'noImages' } });
    expect(zipEntryNames(zip('图片/主图.jpg'))).toEqual(['图片/主图.jpg']);
    const demo = readFileSync(join(__dirname, '../../public/import-tpl/spuDemo.zip'));
    expect(checkArchive(new Uint8Array(demo))).toEqual({ ok: false, refusal: { reason: 'noImages' } });
    const { key } = contentRefusalMessage({ reason: 'notZip' });
    expect(i18n.getFixedT('en-US')(key)).toContain('not a valid .zip archive');
    expect(i18n.getFixedT('zh-CN')(key)).toContain('不是有效的 .zip 压缩包');
  });
});

describe('import outcome', () => {
  const errors = ['第 3 行：商品编号为空', '第 3 行：价格格式错误', 'Row 5: the category code does not exist'];
  it('counts failed rows by the rows the lines name, else one per line', () => {
    expect(lineOf(errors[0]!)).toBe(3);
    expect(lineOf(errors[2]!)).toBe(5);
    expect(lineOf('导入已被手动终止')).toBeUndefined();
    expect(failedCount(errors)).toBe(2);
    expect(failedCount(['格式错误', '第 3 行：x'])).toBe(2);
  });

  it('imported = rows read − failed; unknown when stopped by hand or unread', () => {
    const content = { kind: 'rows' as const, count: 10 };
    expect(importOutcome(errors, content, false)).toEqual({ unit: 'rows', total: 10, failed: 2, imported: 8 });
    expect(importOutcome([], content, false)).toEqual({ unit: 'rows', total: 10, failed: 0, imported: 10 });
    expect(importOutcome(['stopped'], content, true)).toMatchObject({ imported: undefined });
    expect(importOutcome(errors, { kind: 'rows' }, false)).toMatchObject({ total: undefined, imported: undefined });
  });

  it('the failed-rows table holds each line with the cells of the row it names', () => {
    const content = { kind: 'rows' as const, count: 2, header: HEADER, rows: new Map([[3, ['手机', '', '1']]]) };
    const table = failedRowsTable(errors.slice(0, 1).concat('格式错误'), content, { error: '失败原因', line: '行号' });
    expect(table.columns.map((c) => c.title)).toEqual(['失败原因', '行号', ...HEADER]);
    expect(table.rows).toEqual([
      { error: '第 3 行：商品编号为空', line: 3, c0: '手机', c1: '', c2: '1' },
      { error: '格式错误', line: null, c0: null, c1: null, c2: null },
    ]);
  });
});
