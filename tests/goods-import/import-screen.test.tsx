import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/i18n';
import { renderRoute } from '../helpers/render-route';
import { requests, requestsTo, server, startDemoMarketplace } from '../helpers/demo-marketplace';

startDemoMarketplace();
afterEach(() => vi.useRealTimers());

const MB = 1024 * 1024;
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** A small generated workbook-looking file (zip magic + payload); the demo only reads its name. */
const xlsx = (name: string, size = 64) => {
  const bytes = new Uint8Array(size);
  bytes.set([0x50, 0x4b, 0x03, 0x04]);
  return new File([bytes], name, { type: XLSX_TYPE });
};
const user = () => userEvent.setup({ pointerEventsCheck: 0, applyAccept: false });
const fileInput = () => screen.getByTestId('import-file-input') as HTMLInputElement;
const progress = () => screen.getByRole('progressbar', { name: '导入进度' });

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
    await user().upload(fileInput(), xlsx('goods.xlsx'));

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
    expect(screen.getByRole('button', { name: '选择要导入的文件' })).toHaveAttribute('aria-disabled', 'false');
  });

  it('lists the error lines of a failing import', async () => {
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
    await mountSpu();
    await user().upload(fileInput(), xlsx('spu-error.xlsx'));
    await waitFor(() => expect(requestsTo('/seller/goods/imports/spu', 'POST')).toHaveLength(1));
    finishDemoTask();
    await waitFor(() => expect(screen.getByText('导入失败，请查看错误信息')).toBeInTheDocument(), { timeout: 4000 });
    const errors = within(screen.getByTestId('import-errors'));
    expect(errors.getByText('错误信息（3 条）')).toBeInTheDocument();
    expect(errors.getByText(/第 2 行：商品编号为空/)).toBeInTheDocument();
    expect(errors.getByText(/第 5 行：分类编码不存在/)).toBeInTheDocument();
    expect(errors.getByText(/第 9 行：价格格式错误/)).toBeInTheDocument();
    expect(progress()).toHaveClass('ant-progress-status-exception');
  });

  it('force stop asks for confirmation, stops the task and shows its end state', async () => {
    const u = user();
    await mountImport('/goods/import/goods-image-import');
    await u.upload(fileInput(), new File(['PK'], 'images.zip', { type: 'application/zip' }));
    await waitFor(() => expect(requestsTo('/seller/goods/imports/image/gallery', 'POST')).toHaveLength(1));
    await u.click(await screen.findByRole('button', { name: /强制终止/ }));
    expect(await screen.findByText('确定要终止本次导入吗？')).toBeInTheDocument();
    expect(requestsTo('/seller/goods/imports/task/force-stop')).toHaveLength(0);
    await u.click(screen.getByRole('button', { name: /^终\s?止$/ }));
    await waitFor(() => expect(requestsTo('/seller/goods/imports/task/force-stop')).toHaveLength(1));
    expect(await screen.findByText('导入已终止')).toBeInTheDocument();
    expect(within(screen.getByTestId('import-errors')).getByText(/导入已被手动终止/)).toBeInTheDocument();
    expect(progress()).toHaveClass('ant-progress-status-exception');
  });

  it('refuses a wrong type or size before any request, picked or dropped', async () => {
    const u = user();
    await mountSpu();
    await u.upload(fileInput(), new File(['a,b'], 'goods.csv', { type: 'text/csv' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('文件格式不正确，只能上传 .xls, .xlsx 格式的文件');

    await u.upload(fileInput(), xlsx('big.xlsx', 2 * MB + 1));
    expect(screen.getByRole('alert')).toHaveTextContent('文件过大，大小不能超过 2 MB');

    fireEvent.drop(screen.getByTestId('import-drop'), { dataTransfer: { files: [new File(['x'], 'images.zip')] } });
    expect(screen.getByRole('alert')).toHaveTextContent('.xls, .xlsx');

    expect(requests.filter((r) => r.url.pathname.includes('/imports/'))).toHaveLength(0);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('archive imports refuse spreadsheets and files over 10 MB, in English too', async () => {
    await act(() => i18n.changeLanguage('en-US'));
    const u = user();
    await mountImport('/goods/import/goods-info-import');
    expect(screen.getByRole('tab', { name: 'Goods detail import' })).toBeInTheDocument();
    await u.upload(fileInput(), xlsx('goods.xlsx'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Wrong file type: only .zip files can be uploaded');
    await u.upload(fileInput(), new File([new Uint8Array(10 * MB + 1)], 'detail.zip'));
    expect(screen.getByRole('alert')).toHaveTextContent('The file is too large: the limit is 10 MB');
    expect(requests.filter((r) => r.url.pathname.includes('/imports/'))).toHaveLength(0);
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
