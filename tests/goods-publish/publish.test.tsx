import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { api } from '@/api';
import { server } from '@/mocks/node';
import { lastBody, lastBodyText, renderAt, requestsTo, setupUser, startDemo, tg } from './support';

startDemo();

type User = ReturnType<typeof setupUser>;
const png = () => new File([new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10])], 'a.png', { type: 'image/png' });

async function chooseCategory(user: User) {
  await user.click(await screen.findByRole('combobox'));
  await user.click(await screen.findByText('手机数码'));
  await user.click(await screen.findByText('手机通讯'));
  await user.click(await screen.findByText('智能手机'));
  await user.click(screen.getByRole('button', { name: tg('category.next') }));
  await screen.findByTestId('category-name');
}

async function choose(user: User, label: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  const options = await screen.findAllByTitle(option);
  await user.click(options[options.length - 1]);
}

async function uploadGalleryImage(user: User) {
  const input = screen.getByTestId('gallery').querySelector('input[type=file]') as HTMLInputElement;
  await user.upload(input, png());
  await waitFor(() => expect(screen.getAllByTestId('gallery-item').length).toBeGreaterThan(0));
}

async function fillRequired(user: User) {
  await user.type(screen.getByLabelText('商品名称'), '测试手机 Pro');
  await user.type(screen.getByLabelText('商品编号'), 'TEST-001');
  await user.type(screen.getByLabelText('商品价格'), '1999.5');
  await user.type(screen.getByLabelText('成本价格'), '1000');
  await user.type(screen.getByLabelText('商品重量'), '0.25');
  await uploadGalleryImage(user);
  await screen.findByTestId('params');
  await user.type(screen.getByLabelText('型号'), 'X1');
  await choose(user, '产地', '中国大陆');
}

describe('good-publish: new goods', () => {
  it('publishes with POST seller/goods and the §3.3 body, then goes to the SKU step', async () => {
    const user = setupUser();
    await renderAt('/goods/good-publish');
    await chooseCategory(user);
    expect(screen.getByTestId('category-name')).toHaveTextContent('手机数码 > 手机通讯 > 智能手机');
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: tg('action.publish') }));
    await screen.findByText(tg('saved.publishText'));
    const body = lastBody('/seller/goods', 'POST');
    expect(body).toMatchObject({
      goods_type: 'NORMAL',
      category_id: '111',
      category_name: '手机数码 > 手机通讯 > 智能手机',
      goods_name: '测试手机 Pro',
      sn: 'TEST-001',
      price: 1999.5,
      cost: 1000,
      weight: 0.25,
      shop_cat_id: '0',
      template_id: '1',
      free_freight: 0,
      market_enable: 1,
      point_disable: 0,
    });
    expect(body.goods_gallery_list).toEqual([expect.objectContaining({ img_id: '-1', sort: 0, original: expect.stringMatching(/^data:image\/png/) })]);
    expect(body.goods_params_list).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ param_name: '型号', param_value: 'X1', required: 1 }),
        expect.objectContaining({ param_name: '产地', param_value: '中国大陆' }),
      ]),
    );
    await user.click(screen.getByRole('button', { name: tg('saved.toSku') }));
    await waitFor(() => expect(screen.getByTestId('sku-goods-name')).toHaveTextContent('测试手机 Pro'));
  });
});

describe('good-publish: the goods lists', () => {
  it('a published goods shows in the goods list already open in another tab: publishing made it stale', async () => {
    const user = setupUser();
    const view = await renderAt('/goods/goods-list');
    await waitFor(() => expect(requestsTo('/seller/goods')).toHaveLength(1));
    await view.navigate('/goods/good-publish');
    // The publish screen's code loads on first use.
    await screen.findByRole('button', { name: tg('category.next') }, { timeout: 15000 });
    await chooseCategory(user);
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: tg('action.publish') }));
    await screen.findByText(tg('saved.publishText'));
    // Back in its tab, the kept-alive list reads again (it was made stale) and shows the new goods.
    await user.click(screen.getByRole('button', { name: tg('saved.toList') }));
    expect(await screen.findByText('测试手机 Pro')).toBeInTheDocument();
    expect(requestsTo('/seller/goods')).toHaveLength(2);
  });
});

const BIG = '9223372036854775807';
/** antd puts a space between the two characters of a two-character Chinese button. */
const spaced = (text: string) => new RegExp(`^${text.split('').join('\\s?')}$`);

/** The error text under a form field. */
async function expectError(text: string) {
  await waitFor(() => expect(screen.getAllByText(text).length).toBeGreaterThan(0));
}

async function retype(user: User, label: string, value: string) {
  const input = screen.getByLabelText(label);
  await user.clear(input);
  if (value) await user.type(input, value);
}

describe('good-publish: validation messages (zh-CN)', () => {
  it('shows every required and format message', async () => {
    const user = setupUser();
    await renderAt('/goods/good-publish');
    await chooseCategory(user);
    await screen.findByTestId('params');
    await user.click(screen.getByRole('button', { name: tg('action.publish') }));
    for (const text of ['请输入商品名称', '商品编号不能为空', '商品价格不能为空', '成本价格不能为空', '商品重量不能为空', '请至少上传一张商品图片', '型号不能为空', '产地不能为空']) {
      await expectError(text);
    }
    expect(requestsTo('/seller/goods', 'POST')).toHaveLength(0);

    await retype(user, '商品名称', ' 前面有空格');
    await expectError('商品名称不能以空格开头');
    await retype(user, '商品名称', '<b>粗体</b>');
    await expectError('商品名称不能包含 HTML 标签');
    await retype(user, '商品名称', 'ab');
    await expectError('商品名称长度为 3–200 个字符');

    await retype(user, '商品编号', 'A B');
    await expectError('商品编号只能包含字母、数字、下划线和中划线');

    await retype(user, '商品价格', '-1');
    await expectError('商品价格不能小于 0');
    await retype(user, '商品价格', 'abc');
    await expectError('商品价格必须是数字');
    await retype(user, '商品价格', '1.234');
    await expectError('商品价格最多 2 位小数');
    await retype(user, '商品价格', '100000000');
    await expectError('商品价格不能大于 99 999 999');
    await retype(user, '市场价格', '1.001');
    await expectError('市场价格最多 2 位小数');
    await retype(user, '成本价格', '1.999');
    await expectError('成本价格最多 2 位小数');
    await retype(user, '商品重量', '1.23456');
    await expectError('商品重量最多 4 位小数');

    // virtual goods: validity days; points goods: exchange points
    await user.click(screen.getByLabelText('虚拟商品'));
    await retype(user, '有效期', '0');
    await expectError('有效期必须在 1–99 999 999 之间');
    expect(screen.queryByText(tg('section.freight'))).not.toBeInTheDocument();
    await user.click(screen.getByRole('switch'));
    await retype(user, '兑换积分', '1.5');
    await expectError('兑换积分必须是整数');
  });

  it('shows a server 400 (code 004) at the field it names', async () => {
    server.use(
      http.post('*/seller/goods', () => HttpResponse.json({ code: '004', message: '商品编号(sn)已被停用' }, { status: 400 })),
    );
    const user = setupUser();
    await renderAt('/goods/good-publish');
    await chooseCategory(user);
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: tg('action.publish') }));
    await waitFor(() => expect(document.querySelector('#sn')?.closest('.ant-form-item')).toHaveTextContent('商品编号已被停用'));
  });
});

describe('good-publish: edit, drafts, local draft', () => {
  it(`edits goods ${BIG}: PUT seller/goods/{id} with the exact id, then its SKU step`, async () => {
    const user = setupUser();
    await renderAt(`/goods/good-publish/${BIG}`);
    await waitFor(() => expect((screen.getByLabelText('商品名称') as HTMLInputElement).value).not.toBe(''));
    expect(requestsTo(new RegExp(`/seller/goods/category/\\d+/${BIG}/params$`))).toHaveLength(1);
    await screen.findByTestId('params');
    await retype(user, '商品名称', '改过名字的商品');
    await user.click(screen.getByRole('button', { name: tg('action.save') }));
    await screen.findByText(tg('saved.publishText'));
    expect(requestsTo(`/seller/goods/${BIG}`, 'PUT')).toHaveLength(1);
    expect(lastBodyText(`/seller/goods/${BIG}`, 'PUT')).toContain(`"goods_id":${BIG}`);
    expect(lastBody(`/seller/goods/${BIG}`, 'PUT')).toMatchObject({ goods_name: '改过名字的商品', market_enable: 1 });
    // no "save draft" when editing a published goods
    expect(screen.queryByRole('button', { name: tg('action.saveDraft') })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: tg('saved.toSku') }));
    await waitFor(() => expect(screen.getByTestId('sku-goods-name')).toHaveTextContent('改过名字的商品'));
    expect(requestsTo(`/seller/goods/${BIG}/skus`)).toHaveLength(1);
  });

  it('saves a new goods as a draft (POST, then PUT the same draft)', async () => {
    const user = setupUser();
    await renderAt('/goods/good-publish');
    await chooseCategory(user);
    await user.type(screen.getByLabelText('商品名称'), '草稿商品');
    // the PC editor (lazy chunk) is there; mobile detail blocks: add two, reorder, drop an empty one
    await screen.findByTestId('rich-text-editor');
    await user.click(screen.getByRole('button', { name: /添加文字$/ }));
    await user.type(screen.getByLabelText('文字 1'), '第一段');
    await user.click(screen.getByRole('button', { name: /添加文字$/ }));
    await user.type(screen.getByLabelText('文字 2'), '<b>第二段</b>');
    await user.click(screen.getAllByRole('button', { name: /上移$/ })[1]);
    await user.click(screen.getByRole('button', { name: /添加图片$/ }));
    await user.click(screen.getByRole('button', { name: tg('action.saveDraft') }));
    await waitFor(() => expect(requestsTo('/seller/goods/draft-goods', 'POST')).toHaveLength(1));
    expect(lastBody('/seller/goods/draft-goods', 'POST')).toMatchObject({
      goods_name: '草稿商品',
      market_enable: 0,
      category_id: '111',
      intro_list: [
        { type: 'text', content: '第二段' },
        { type: 'text', content: '第一段' },
      ],
    });
    await user.click(screen.getByRole('button', { name: tg('action.saveDraft') }));
    await waitFor(() => expect(requestsTo(/\/seller\/goods\/draft-goods\/[^/]+$/, 'PUT')).toHaveLength(1));
  });

  it('draft save needs a name', async () => {
    const user = setupUser();
    await renderAt('/goods/good-publish');
    await chooseCategory(user);
    await user.click(screen.getByRole('button', { name: tg('action.saveDraft') }));
    await expectError('请输入商品名称');
    expect(requestsTo('/seller/goods/draft-goods', 'POST')).toHaveLength(0);
  });

  it('publishes a draft with PUT draft-goods/{id}/market', async () => {
    const draft = await api.post<{ draft_goods_id: string }>(
      'seller/goods/draft-goods',
      {
        goods_name: '已有草稿',
        sn: 'DRAFT-1',
        category_id: '111',
        category_name: '智能手机',
        price: 10,
        cost: 5,
        weight: 1,
        goods_type: 'NORMAL',
        goods_gallery_list: [{ img_id: '-1', original: 'https://example.com/a.png', sort: 0 }],
        goods_params_list: [{ param_id: '101', param_value: 'M1' }],
      },
      { body: 'json' },
    );
    const id = String(draft.draft_goods_id);
    const user = setupUser();
    await renderAt(`/goods/good-publish/${id}/1`);
    await waitFor(() => expect((screen.getByLabelText('商品名称') as HTMLInputElement).value).toBe('已有草稿'));
    await screen.findByTestId('params');
    expect((screen.getByLabelText('型号') as HTMLInputElement).value).toBe('M1');
    await choose(user, '产地', '日本');
    await user.click(screen.getByRole('button', { name: tg('action.publish') }));
    await screen.findByText(tg('saved.publishText'));
    expect(lastBody(`/seller/goods/draft-goods/${id}/market`, 'PUT')).toMatchObject({ goods_name: '已有草稿', sn: 'DRAFT-1', market_enable: 1 });
    expect(requestsTo('/seller/goods', 'POST')).toHaveLength(0);
  });

  it('offers to restore a local draft after a reload, and clears it after saving', async () => {
    const user = setupUser();
    const first = await renderAt('/goods/good-publish');
    await chooseCategory(user);
    await user.type(screen.getByLabelText('商品名称'), '没保存的商品');
    await user.type(screen.getByLabelText('商品价格'), '88');
    first.unmount();

    await renderAt('/goods/good-publish');
    await screen.findByTestId('local-draft');
    await user.click(screen.getByRole('button', { name: spaced(tg('localDraft.restore')) }));
    await screen.findByTestId('category-name');
    expect((screen.getByLabelText('商品名称') as HTMLInputElement).value).toBe('没保存的商品');
    expect((screen.getByLabelText('商品价格') as HTMLInputElement).value).toBe('88');
    expect(screen.getByTestId('category-name')).toHaveTextContent('智能手机');
    expect(screen.queryByTestId('local-draft')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: tg('action.saveDraft') }));
    await waitFor(() => expect(requestsTo('/seller/goods/draft-goods', 'POST')).toHaveLength(1));
    await waitFor(() => expect(Object.keys(localStorage).filter((k) => k.includes('draft'))).toEqual([]));
  });

  it('a discarded local draft is gone', async () => {
    const user = setupUser();
    const first = await renderAt('/goods/good-publish');
    await chooseCategory(user);
    await user.type(screen.getByLabelText('商品名称'), '丢掉');
    first.unmount();
    const second = await renderAt('/goods/good-publish');
    await user.click(await screen.findByRole('button', { name: spaced(tg('localDraft.discard')) }));
    second.unmount();
    await renderAt('/goods/good-publish');
    await screen.findByRole('combobox');
    expect(screen.queryByTestId('local-draft')).not.toBeInTheDocument();
  });
});
