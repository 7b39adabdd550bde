// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { checkShipRow } from '@/pages/order/use-batch-ship';
import { parseCsv, readShipSheet } from '@/pages/order/delivery/ship-sheet';

const companies = [{ value: '1', title: '顺丰速运' }, { value: '2', title: '中通快递' }];

describe('shipping from a spreadsheet', () => {
  it('reads a CSV with quotes, a BOM and CRLF', () => {
    expect(parseCsv('\uFEFFa,"b,1","c ""x"""\r\n1,2,3\n')).toEqual([['a', 'b,1', 'c "x"'], ['1', '2', '3']]);
  });

  it('finds the columns by their Chinese or English names and matches companies by name or id', () => {
    const { rows, problem } = readShipSheet(
      [['Tracking number', 'Order number', 'Logistics company'], ['SF1001', '20261101000200', '顺丰速运'], ['ZT9', '20261101000196', '2']],
      companies,
    );
    expect(problem).toBeUndefined();
    expect(rows).toEqual([
      { line: 2, sn: '20261101000200', ship_no: 'SF1001', logi_id: '1', logi_name: '顺丰速运', company: undefined },
      { line: 3, sn: '20261101000196', ship_no: 'ZT9', logi_id: '2', logi_name: '中通快递', company: undefined },
    ]);
  });

  it('says what is wrong with each row before anything is sent', () => {
    const { rows } = readShipSheet(
      [['订单编号', '物流公司', '物流单号'], ['1', '圆通', 'A1'], ['2', '顺丰速运', 'A 1'], ['2', '顺丰速运', 'A2'], ['../x', '顺丰速运', 'A3'], ['', '', '']],
      companies,
    );
    expect(rows.map((r) => r.problem)).toEqual(['sheet.unknownCompany', 'rule.shipNo', 'sheet.duplicate', 'sheet.badSn']);
  });

  it('a sheet without the columns, or without rows, is refused as a whole', () => {
    expect(readShipSheet([['a', 'b']], companies).problem).toBe('sheet.columns');
    expect(readShipSheet([['订单编号', '物流公司', '物流单号']], companies).problem).toBe('sheet.empty');
  });

  it('a typed row needs a company and a tracking number of 1–20 letters or digits', () => {
    expect(checkShipRow({ sn: '1' })).toBe('rule.logisticsRequired');
    expect(checkShipRow({ sn: '1', logi_id: '1' })).toBe('rule.shipNoRequired');
    expect(checkShipRow({ sn: '1', logi_id: '1', ship_no: 'x'.repeat(21) })).toBe('rule.shipNo');
    expect(checkShipRow({ sn: '1', logi_id: '1', ship_no: 'SF123' })).toBeUndefined();
  });
});
