import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ImagePicker, PriceRangeDialog, TextPicker, type ImageItem } from '@/components/pickers';
import { i18n } from '@/i18n';
import { renderPicker, setupUser } from './render';
import { requestsTo, startDemoMarketplace } from './server';

startDemoMarketplace();

const confirmButton = () => screen.getByRole('button', { name: /确\s*定|Confirm|OK/ });

describe('TextPicker (500)', () => {
  it("requires the text ('请输入文本内容！') and shows '表单填写有误，请核对！' for an invalid form", async () => {
    const user = setupUser();
    const onConfirm = vi.fn();
    renderPicker(<TextPicker open onClose={() => {}} onConfirm={onConfirm} />);
    expect(document.querySelector('.ant-modal')).toHaveStyle({ width: '500px' });
    await user.click(confirmButton());
    expect(await screen.findByText('请输入文本内容！')).toBeInTheDocument();
    expect(await screen.findByText('表单填写有误，请核对！')).toBeInTheDocument();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('requires opt_value unless opt_type is NONE, and confirms a valid text action', async () => {
    const user = setupUser();
    const onConfirm = vi.fn();
    renderPicker(<TextPicker open value={{ text: '新品', opt_type: 'KEYWORD', opt_value: '' }} onClose={() => {}} onConfirm={onConfirm} />);
    await user.click(confirmButton());
    expect(await screen.findByText('请输入链接值')).toBeInTheDocument();
    expect(onConfirm).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText('链接值'), '手机');
    await user.click(confirmButton());
    await waitFor(() => expect(onConfirm).toHaveBeenCalledWith({ text: '新品', opt_type: 'KEYWORD', opt_value: '手机' }));
  });

  it('without the action (a caller that sets links its own way) asks for the text only', async () => {
    const user = setupUser();
    const onConfirm = vi.fn();
    renderPicker(<TextPicker open withAction={false} value={{ text: '会场', opt_type: 'URL', opt_value: '/x' }} onClose={() => {}} onConfirm={onConfirm} />);
    expect(screen.queryByLabelText('链接值')).toBeNull();
    await user.click(confirmButton());
    await waitFor(() => expect(onConfirm).toHaveBeenCalledWith({ text: '会场', opt_type: 'NONE', opt_value: '' }));
  });

  it('NONE needs no value; text longer than 100 is refused', async () => {
    const user = setupUser();
    const onConfirm = vi.fn();
    renderPicker(<TextPicker open value={{ text: 'x'.repeat(101), opt_type: 'NONE' }} onClose={() => {}} onConfirm={onConfirm} />);
    await user.click(confirmButton());
    expect(await screen.findByText('长度在 1 到 100 个字符')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('文本内容'), { target: { value: 'ok' } });
    await user.click(confirmButton());
    await waitFor(() => expect(onConfirm).toHaveBeenCalledWith({ text: 'ok', opt_type: 'NONE', opt_value: '' }));
  });

  it('shows the messages in English', async () => {
    await i18n.changeLanguage('en-US');
    const user = setupUser();
    renderPicker(<TextPicker open onClose={() => {}} onConfirm={() => {}} />);
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Please enter the text content!')).toBeInTheDocument();
    expect(await screen.findByText('The form is filled in incorrectly, please check!')).toBeInTheDocument();
  });
});

describe('PriceRangeDialog (450)', () => {
  const upper = (n: number) => screen.getByLabelText(`第${n}组上限`);
  const lower = (n: number) => screen.getByLabelText(`第${n}组下限`);

  it('starts with [0,100]; adding starts at [previous upper, previous upper + 1]; the first group has no delete', async () => {
    const user = setupUser();
    const onConfirm = vi.fn();
    renderPicker(<PriceRangeDialog open onClose={() => {}} onConfirm={onConfirm} />);
    expect(document.querySelector('.ant-modal')).toHaveStyle({ width: '450px' });
    expect(lower(1)).toHaveValue('0');
    expect(upper(1)).toHaveValue('100');
    expect(screen.queryByRole('button', { name: '删除区间' })).toBeNull();
    await user.click(screen.getByRole('button', { name: '增加区间' }));
    expect(lower(2)).toHaveValue('100');
    expect(upper(2)).toHaveValue('101');
    expect(upper(1)).toBeDisabled();
    await user.clear(upper(2));
    await user.type(upper(2), '300');
    await user.click(screen.getByRole('button', { name: '增加区间' }));
    expect(lower(3)).toHaveValue('300');
    await user.click(screen.getByRole('button', { name: '删除区间' }));
    expect(screen.queryByLabelText('第3组上限')).toBeNull();
    await user.click(confirmButton());
    expect(onConfirm).toHaveBeenCalledWith([
      [0, 100],
      [100, 300],
    ]);
  });

  it("confirming with an invalid last group shows 'the second value of the last range must be greater than the first'", async () => {
    const user = setupUser();
    const onConfirm = vi.fn();
    renderPicker(<PriceRangeDialog open onClose={() => {}} onConfirm={onConfirm} />);
    await user.clear(upper(1));
    await user.type(upper(1), '0');
    expect(screen.getByRole('button', { name: '增加区间' })).toBeDisabled();
    await user.click(confirmButton());
    expect(await screen.findByText('最后一个区间的第二个值必须大于第一个值')).toBeInTheDocument();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('stops adding at maxRange groups', async () => {
    const user = setupUser();
    renderPicker(<PriceRangeDialog open maxRange={2} onClose={() => {}} onConfirm={() => {}} />);
    await user.click(screen.getByRole('button', { name: '增加区间' }));
    expect(screen.getByRole('button', { name: '增加区间' })).toBeDisabled();
  });

  it('rejects initial ranges longer than the limit or not strictly increasing', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { unmount } = renderPicker(<PriceRangeDialog open maxRange={1} value={[[0, 1], [1, 2]]} onClose={() => {}} onConfirm={() => {}} />);
    expect(await screen.findByText('传入的默认价格区间数量超过最大限制（1）')).toBeInTheDocument();
    expect(confirmButton()).toBeDisabled();
    unmount();
    renderPicker(<PriceRangeDialog open value={[[0, 100], [50, 80]]} onClose={() => {}} onConfirm={() => {}} />);
    expect(await screen.findByText('传入的默认价格区间格式有误：必须严格递增')).toBeInTheDocument();
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });

  it('shows the last-range message in English', async () => {
    await i18n.changeLanguage('en-US');
    const user = setupUser();
    renderPicker(<PriceRangeDialog open value={[[0, 100], [100, 100]].slice(0, 1) as Array<[number, number]>} onClose={() => {}} onConfirm={() => {}} />);
    await user.clear(screen.getByLabelText('Group 1 upper bound'));
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('the second value of the last range must be greater than the first')).toBeInTheDocument();
  });
});

describe('ImagePicker (805)', () => {
  const png = (name: string) => new File([new Uint8Array([137, 80, 78, 71])], name, { type: 'image/png' });
  const fileInput = () => document.querySelector('.ant-modal input[type=file]') as HTMLInputElement;
  const existing = (uid: string, action: Partial<ImageItem> = {}): ImageItem => ({
    uid,
    url: `https://img.example/${uid}.png`,
    opt_type: 'NONE',
    opt_value: '',
    ...action,
  });

  it('uploads to seller/uploaders and registers the image; counts show max, uploaded and remaining', async () => {
    const user = setupUser();
    const onConfirm = vi.fn();
    renderPicker(<ImagePicker open limit={3} onClose={() => {}} onConfirm={onConfirm} />);
    expect(document.querySelector('.ant-modal')).toHaveStyle({ width: '805px' });
    await user.upload(fileInput(), png('a.png'));
    await waitFor(() => expect(screen.getByTestId('count-selected')).toHaveTextContent('1'));
    expect(screen.getByTestId('count-max')).toHaveTextContent('3');
    expect(screen.getByTestId('count-remaining')).toHaveTextContent('2');
    const upload = requestsTo('/seller/uploaders', 'POST')[0];
    expect(upload).toBeTruthy();
    const form = await upload.request.formData();
    expect((form.get('file') as File).name).toBe('a.png');
    await user.click(confirmButton());
    expect(onConfirm).toHaveBeenCalledWith([
      expect.objectContaining({ url: expect.stringMatching(/^data:image\/png/), opt_type: 'NONE', opt_value: '', response: expect.objectContaining({ name: 'a.png', ext: 'png' }) }),
    ]);
  });

  it("refuses what is not one of spec §5's image types, and an image over the picture space's 3 MB, saying why; nothing is sent", async () => {
    renderPicker(<ImagePicker open onClose={() => {}} onConfirm={() => {}} />);
    expect(fileInput().getAttribute('accept')).toBe('.jpg,.jpeg,.png,.webp,.bmp,.gif');
    // A browser's "all files" choice passes the accept list by.
    fireEvent.change(fileInput(), { target: { files: [new File(['hello'], 'notes.txt', { type: 'text/plain' })] } });
    expect(await screen.findByText('文件 notes.txt 的类型不支持，只能上传以下类型：jpg, jpeg, png, webp, bmp, gif')).toBeInTheDocument();
    fireEvent.change(fileInput(), { target: { files: [new File([new Uint8Array(4 * 1024 * 1024)], 'big.jpg', { type: 'image/jpeg' })] } });
    expect(await screen.findByText('图片 big.jpg 超过 3 MB，不能上传')).toBeInTheDocument();
    expect(requestsTo('/seller/uploaders', 'POST')).toHaveLength(0);
    expect(screen.getByTestId('count-selected')).toHaveTextContent('0');
  });

  it("refuses files beyond the limit (default 10) with 'file count exceeds limit'", async () => {
    const user = setupUser();
    const value = Array.from({ length: 10 }, (_, i) => existing(`u${i}`));
    renderPicker(<ImagePicker open value={value} onClose={() => {}} onConfirm={() => {}} />);
    expect(screen.getByTestId('count-max')).toHaveTextContent('10');
    await user.upload(fileInput(), png('eleven.png'));
    expect(await screen.findByText('文件数量超过限制')).toBeInTheDocument();
    expect(requestsTo('/seller/uploaders', 'POST')).toHaveLength(0);
  });

  it('removal clears the image', async () => {
    const user = setupUser();
    const onConfirm = vi.fn();
    renderPicker(<ImagePicker open value={[existing('a'), existing('b')]} onClose={() => {}} onConfirm={onConfirm} />);
    const removeButtons = screen.getAllByTitle(/Remove file|删除文件/);
    await user.click(removeButtons[0]);
    await waitFor(() => expect(screen.getByTestId('count-selected')).toHaveTextContent('1'));
    await user.click(confirmButton());
    expect(onConfirm.mock.calls[0][0].map((i: ImageItem) => i.uid)).toEqual(['b']);
  });

  async function openEditor(user: ReturnType<typeof setupUser>) {
    await user.click(screen.getAllByTitle(/Preview file|预览文件/)[0]);
    return screen.findByTestId('action-editor');
  }
  async function chooseType(user: ReturnType<typeof setupUser>, editor: HTMLElement, label: string) {
    await user.click(within(editor).getByRole('combobox'));
    await user.click(await screen.findByTitle(label));
  }
  async function save(user: ReturnType<typeof setupUser>, editor: HTMLElement, value: string) {
    const input = within(editor).getByLabelText('链接值');
    await user.clear(input);
    await user.type(input, value);
    await user.click(within(editor).getByRole('button', { name: /保\s*存/ }));
  }

  it("a URL must start with a single / ('link value may only start with /; …')", async () => {
    const user = setupUser();
    renderPicker(<ImagePicker open value={[existing('a')]} onClose={() => {}} onConfirm={() => {}} />);
    const editor = await openEditor(user);
    await chooseType(user, editor, '链接地址');
    await save(user, editor, '//x');
    expect(await screen.findByText('链接值只能以 / 开头；移动端链接仅支持一级路径')).toBeInTheDocument();
    expect(screen.getByTestId('action-editor')).toBeInTheDocument();
  });

  it("GOODS, SHOP, CATEGORY need positive integers ('请输入正整数') not above 9223372036854775807 ('id值超过上限')", async () => {
    const user = setupUser();
    const onConfirm = vi.fn();
    renderPicker(<ImagePicker open value={[existing('a')]} onClose={() => {}} onConfirm={onConfirm} />);
    let editor = await openEditor(user);
    await chooseType(user, editor, '商品序号');
    await save(user, editor, '-5');
    expect(await screen.findByText('请输入正整数')).toBeInTheDocument();
    await chooseType(user, editor, '店铺编号');
    await save(user, editor, '9223372036854775808');
    expect(await screen.findByText('id值超过上限')).toBeInTheDocument();
    await chooseType(user, editor, '商品分类');
    await save(user, editor, '9223372036854775807');
    await waitFor(() => expect(screen.queryByTestId('action-editor')).toBeNull());
    await user.click(confirmButton());
    expect(onConfirm.mock.calls[0][0][0]).toMatchObject({ uid: 'a', opt_type: 'CATEGORY', opt_value: '9223372036854775807' });
    // cancel leaves the saved action unchanged
    editor = await openEditor(user);
    await chooseType(user, editor, '关键字');
    await user.click(within(editor).getByRole('button', { name: /取\s*消/ }));
    expect(screen.queryByTestId('action-editor')).toBeNull();
  });

  it('shows the image messages in English', async () => {
    await i18n.changeLanguage('en-US');
    const user = setupUser();
    renderPicker(<ImagePicker open limit={1} value={[existing('a')]} onClose={() => {}} onConfirm={() => {}} />);
    await user.upload(fileInput(), png('b.png'));
    expect(await screen.findByText('file count exceeds limit')).toBeInTheDocument();
    await user.click(screen.getAllByTitle(/Preview file/)[0]);
    const editor = await screen.findByTestId('action-editor');
    await user.click(within(editor).getByRole('combobox'));
    await user.click(await screen.findByTitle('Link address'));
    await user.type(within(editor).getByLabelText('Link value'), 'abc');
    await user.click(within(editor).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('link value may only start with /; mobile links support only a first-level path')).toBeInTheDocument();
  });
});
