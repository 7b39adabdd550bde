import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ExcelJS from 'exceljs';
import { http, HttpResponse } from 'msw';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/i18n';
import { storedZip } from '@/mocks/areas/tasks/zip';
import { renderRoute } from '../helpers/render-route';
import { requests, requestsTo, server, startDemoMarketplace } from '../helpers/demo-marketplace';

startDemoMarketplace();
afterEach(() => vi.useRealTimers());

const MB = 1024 * 1024;
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** The templates as the console's host serves them (public/import-tpl). */
const templateBytes = (file: string) => readFileSync(join(__dirname, '../../public/import-tpl', file));
beforeEach(() => {
  server.use(http.get('*/import-tpl/:file', ({ params }) => HttpResponse.arrayBuffer(new Uint8Array(templateBytes(String(params.file))).buffer, { headers: { 'Content-Type': XLSX_TYPE } })));
});

const SPU_HEADER = ['商品名称 goods_name', '商品编号 sn', '分类编码 category_id', '店铺分组 shop_cat_id', '品牌 brand_id', '价格 price', '市场价 mktprice', '成本价 cost', '重量 weight', '库存 quantity'];
/** A real workbook: the SPU template's header and `count` goods rows. */
async function spuSheet(name: string, count = 2, header: readonly string[] = SPU_HEADER): Promise<File> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Sheet1');
  sheet.addRow([...header]);
  for (let i = 1; i <= count; i++) sheet.addRow([`商品 ${i}`, `G${i}`, '111', '', '', '10.00', '12', '8', '0.2', '5']);
  return new File([(await book.xlsx.writeBuffer()) as ArrayBuffer], name, { type: XLSX_TYPE });
}
/** A real zip archive holding `names`. */
const archive = (fileName: string, ...names: string[]) =>
  new File([new Uint8Array(storedZip(names.map((name) => ({ name, data: new TextEncoder().encode('img') })), 1_700_000_000))], fileName, { type: 'application/zip' });
const user = () => userEvent.setup({ pointerEventsCheck: 0, applyAccept: false });
const fileInput = () => screen.getByTestId('import-file-input') as HTMLInputElement;
const progress = () => screen.getByRole('progressbar', { name: '导入进度' });
const importCalls = () => requests.filter((r) => r.url.pathname.includes('/imports/'));

/** The console at an import screen, once the screen is there. */
async function mountImport(path: string) {
  const view = await renderRoute(path);
  await screen.findByTestId('import-file-input');
  return view;
}
const mountSpu = () => mountImport('/goods/import/spu-import');

/** Lets the demo task finish: its end time is wall-clock, so move Date past it (timers stay real). */
const finishDemoTask = () => vi.setSystemTime(Date.now() + 4500);

describe('goods import screen against the demo marketplace', () => {
  it('uploads a generated .xlsx, shows progress while processing, then success', async () => {
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
    await mountSpu();
    await user().upload(fileInput(), await spuSheet('goods.xlsx'));

    await waitFor(() => expect(requestsTo('/seller/goods/imports/spu', 'POST')).toHaveLength(1));
    const form = await requestsTo('/seller/goods/imports/spu', 'POST')[0].request.formData();
    expect((form.get('file') as File).name).toBe('goods.xlsx');

    // The first status poll comes 2 s after the upload; the task is still processing.
    await waitFor(() => expect(requestsTo('/seller/goods/imports/status')).toHaveLength(1), { timeout: 4000 });
    expect(requestsTo('/seller/goods/imports/status')[0].url.searchParams.get('task_id')).toMatch(/^\d+$/);
    await waitFor(() => expect(screen.getByText('导入中')).toBeInTheDocument());
    expect(Number(progress().getAttribute('aria-valuenow'))).toBeGreaterThan(0);
    expect(Number(progress().getAttribute('aria-valuenow'))).toBeLessThan(100);
    expect(screen.getByRole('button', { name: /强制终止/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '选择要导入的文件' })).toHaveAttribute('aria-disabled', 'true');

    finishDemoTask();
    await waitFor(() => expect(screen.getByText('导入成功')).toBeInTheDocument(), { timeout: 4000 });
    expect(progress()).toHaveAttribute('aria-valuenow', '100');
    expect(progress()).toHaveClass('ant-progress-status-success');
    expect(screen.queryByRole('button', { name: /强制终止/ })).not.toBeInTheDocument();
    expect(screen.queryByTestId('import-errors')).not.toBeInTheDocument();
    expect(screen.getByTestId('import-outcome')).toHaveTextContent('文件共 2 行数据，成功 2 条，失败 0 条');
    expect(screen.queryByTestId('import-failed-rows')).not.toBeInTheDocument();
    expect(within(screen.getByTestId('import-task')).getByRole('link', { name: /导入记录/ })).toHaveAttribute('href', '/backstage-task/import-record?module_type=SpuImport');
    expect(screen.getByRole('button', { name: '选择要导入的文件' })).toHaveAttribute('aria-disabled', 'false');
  });

  it('lists the error lines of a failing import, counts the rows and saves the failed ones as a sheet', async () => {
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
    await mountSpu();
    // Nine goods on sheet rows 2–10; the demo fails rows 2, 5 and 9.
    await user().upload(fileInput(), await spuSheet('spu-error.xlsx', 9));
    await waitFor(() => expect(requestsTo('/seller/goods/imports/spu', 'POST')).toHaveLength(1));
    finishDemoTask();
    await waitFor(() => expect(screen.getByText('导入失败，请查看错误信息')).toBeInTheDocument(), { timeout: 4000 });
    const errors = within(screen.getByTestId('import-errors'));
    expect(errors.getByText('错误信息（3 条）')).toBeInTheDocument();
    expect(errors.getByText(/第 2 行：商品编号为空/)).toBeInTheDocument();
    expect(errors.getByText(/第 5 行：分类编码不存在/)).toBeInTheDocument();
    expect(errors.getByText(/第 9 行：价格格式错误/)).toBeInTheDocument();
    expect(progress()).toHaveClass('ant-progress-status-exception');
    expect(screen.getByTestId('import-outcome')).toHaveTextContent('文件共 9 行数据，成功 6 条，失败 3 条');

    const saved: { blob: Blob; name: string }[] = [];
    const blobs: Blob[] = [];
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: (blob: Blob) => (blobs.push(blob), 'blob:failed'), revokeObjectURL: () => {} }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ blob: blobs.at(-1)!, name: this.download });
    });
    await user().click(screen.getByRole('button', { name: /下载失败行/ }));
    await waitFor(() => expect(saved).toHaveLength(1));
    click.mockRestore();
    vi.unstubAllGlobals();
    expect(saved[0]!.name).toBe('导入失败行_spu-error.xlsx');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await saved[0]!.blob.arrayBuffer());
    const rows: unknown[][] = [];
    book.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    expect(rows[0]).toEqual(['失败原因', '行号', ...SPU_HEADER]);
    // Each failed line beside the row of the file it names, ready to correct.
    expect(rows.slice(1).map((row) => row.slice(0, 4))).toEqual([
      ['第 2 行：商品编号为空', 2, '商品 1', 'G1'],
      ['第 5 行：分类编码不存在', 5, '商品 4', 'G4'],
      ['第 9 行：价格格式错误', 9, '商品 8', 'G8'],
    ]);
  });

  it('force stop asks for confirmation, stops the task and shows its end state', async () => {
    const u = user();
    await mountImport('/goods/import/goods-image-import');
    await u.upload(fileInput(), archive('images.zip', 'G100001/', 'G100001/1.jpg', 'G100001/2.png'));
    await waitFor(() => expect(requestsTo('/seller/goods/imports/image/gallery', 'POST')).toHaveLength(1));
    await u.click(await screen.findByRole('button', { name: /强制终止/ }));
    expect(await screen.findByText('确定要终止本次导入吗？')).toBeInTheDocument();
    expect(requestsTo('/seller/goods/imports/task/force-stop')).toHaveLength(0);
    await u.click(screen.getByRole('button', { name: /^终\s?止$/ }));
    await waitFor(() => expect(requestsTo('/seller/goods/imports/task/force-stop')).toHaveLength(1));
    expect(await screen.findByText('导入已终止')).toBeInTheDocument();
    expect(within(screen.getByTestId('import-errors')).getByText(/导入已被手动终止/)).toBeInTheDocument();
    expect(progress()).toHaveClass('ant-progress-status-exception');
    // Stopped by hand: how many pictures went in is not known, and there is no failed row to save.
    expect(screen.getByTestId('import-outcome')).toHaveTextContent(/^压缩包共 2 张图片$/);
    expect(screen.queryByTestId('import-failed-rows')).not.toBeInTheDocument();
  });

  it('reads the file first: refuses a text file named .xlsx, the empty template, another sheet, before any upload', async () => {
    const u = user();
    await mountSpu();
    await u.upload(fileInput(), new File(['16 bytes of text'], 'bad.xlsx', { type: XLSX_TYPE }));
    expect(await screen.findByRole('alert')).toHaveTextContent('这不是 Excel 表格文件');

    await u.upload(fileInput(), new File([templateBytes('spu.xlsx')], 'spu.xlsx', { type: XLSX_TYPE }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('表格中没有要导入的数据'));

    await u.upload(fileInput(), await spuSheet('orders.xlsx', 3, ['订单编号', '物流公司', '物流单号']));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('表格不是本导入的模板：第一行应为「商品名称 goods_name | 商品编号 sn'));

    // The virtual goods template is this import's too.
    await u.upload(fileInput(), new File([templateBytes('spu-virtual.xlsx')], 'virtual.xlsx', { type: XLSX_TYPE }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('表格中没有要导入的数据'));
    expect(importCalls()).toHaveLength(0);
    expect(screen.queryByTestId('import-task')).not.toBeInTheDocument();
  });

  it('image imports refuse a garbage zip and one without pictures, in English too', async () => {
    await act(() => i18n.changeLanguage('en-US'));
    const u = user();
    await mountImport('/goods/import/goods-image-import');
    await u.upload(fileInput(), new File([new Uint8Array(300).map((_, i) => (i * 31) % 251)], 'garbage.zip', { type: 'application/zip' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This is not a valid .zip archive');
    await u.upload(fileInput(), new File([templateBytes('spuDemo.zip')], 'spuDemo.zip', { type: 'application/zip' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('The archive holds no pictures'));
    expect(importCalls()).toHaveLength(0);
  });

  it('refuses a wrong type or size before any request, picked or dropped', async () => {
    const u = user();
    await mountSpu();
    await u.upload(fileInput(), new File(['a,b'], 'goods.csv', { type: 'text/csv' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('文件格式不正确，只能上传 .xls, .xlsx 格式的文件');

    await u.upload(fileInput(), new File([new Uint8Array(2 * MB + 1)], 'big.xlsx', { type: XLSX_TYPE }));
    expect(screen.getByRole('alert')).toHaveTextContent('文件过大，大小不能超过 2 MB');

    fireEvent.drop(screen.getByTestId('import-drop'), { dataTransfer: { files: [new File(['x'], 'images.zip')] } });
    expect(screen.getByRole('alert')).toHaveTextContent('.xls, .xlsx');

    expect(importCalls()).toHaveLength(0);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('archive imports refuse spreadsheets and files over 10 MB, in English too', async () => {
    await act(() => i18n.changeLanguage('en-US'));
    const u = user();
    await mountImport('/goods/import/goods-info-import');
    expect(screen.getByRole('tab', { name: 'Goods detail import' })).toBeInTheDocument();
    await u.upload(fileInput(), await spuSheet('goods.xlsx'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Wrong file type: only .zip files can be uploaded');
    await u.upload(fileInput(), new File([new Uint8Array(10 * MB + 1)], 'detail.zip'));
    expect(screen.getByRole('alert')).toHaveTextContent('The file is too large: the limit is 10 MB');
    expect(importCalls()).toHaveLength(0);
  });

  it('links the templates, the category sheet and the import records', async () => {
    const u = user();
    await mountSpu();
    expect(screen.getByRole('link', { name: /普通商品模板/ })).toHaveAttribute('href', '/import-tpl/spu.xlsx');
    expect(screen.getByRole('link', { name: /虚拟商品模板/ })).toHaveAttribute('href', '/import-tpl/spu-virtual.xlsx');
    expect(screen.getByRole('link', { name: /导入记录/ })).toHaveAttribute('href', '/backstage-task/import-record?module_type=SpuImport');

    server.use(http.get('*/seller/goods/export/categories', () => new HttpResponse(new Blob(['codes']), { headers: { 'Content-Type': XLSX_TYPE } })));
    const createObjectURL = vi.fn(() => 'blob:categories');
    const revokeObjectURL = vi.fn();
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL }));
    const clicked: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    await u.click(screen.getByRole('button', { name: /下载分类编码表/ }));
    await waitFor(() => expect(createObjectURL).toHaveBeenCalledTimes(1));
    expect(clicked).toEqual(['分类编码表.xlsx']);
    await waitFor(() => expect(revokeObjectURL).toHaveBeenCalledWith('blob:categories'));
    click.mockRestore();
    vi.unstubAllGlobals();
  });

  it('each route page shows its own templates', async () => {
    const pages = [
      ['sku-import', ['sku.xlsx'], true],
      ['parameter-import', ['parameter.xlsx'], false],
      ['goods-image-import', ['spuDemo.zip', 'skuDemo.zip'], false],
      ['goods-info-import', ['detail.zip'], false],
    ] as const;
    for (const [path, files, sheet] of pages) {
      const view = await mountImport(`/goods/import/${path}`);
      const hrefs = screen.getAllByRole('link').map((a) => a.getAttribute('href')).filter((h) => h?.startsWith('/import-tpl/'));
      expect(hrefs).toEqual(files.map((f) => `/import-tpl/${f}`));
      expect(!!screen.queryByRole('button', { name: /下载分类编码表/ })).toBe(sheet);
      view.unmount();
    }
  });
});
