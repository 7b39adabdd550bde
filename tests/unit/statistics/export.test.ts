// @vitest-environment node
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { sheetFileName, workbookBytes } from '@/pages/statistics/export/sheet';

describe('report export', () => {
  it('names the file after the report and its period', () => {
    expect(sheetFileName('销售统计', '2025-11')).toBe('销售统计_2025-11.xlsx');
    expect(sheetFileName('Hot goods', '2025')).toBe('Hot goods_2025.xlsx');
    expect(sheetFileName('a/b:c?', undefined)).toBe('a-b-c-.xlsx');
  });

  it('writes a sheet with a header, numbers as numbers and money in ￥', async () => {
    const bytes = await workbookBytes('Sales: by day', {
      columns: [
        { key: 'category', title: 'Day' },
        { key: 's0', title: 'Amount', money: true },
        { key: 's1', title: 'Orders', numeric: true },
      ],
      rows: [
        { category: '1', s0: 12.5, s1: 3 },
        { category: '2', s0: '0.20', s1: null },
      ],
    });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(bytes);
    const sheet = book.worksheets[0]!;
    expect(sheet.name).toBe('Sales- by day');
    expect(sheet.getRow(1).values).toEqual([undefined, 'Day', 'Amount', 'Orders']);
    expect(sheet.getRow(1).font?.bold).toBe(true);
    expect(sheet.getRow(2).values).toEqual([undefined, '1', 12.5, 3]);
    expect(sheet.getCell('B3').value).toBe(0.2);
    expect(sheet.getCell('B3').numFmt).toBe('"￥"#,##0.00');
    expect(sheet.getCell('C3').value).toBe('');
  });
});
