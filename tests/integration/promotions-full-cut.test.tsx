/** Full-cut (api reference §6.1): the list by status, what each status offers, and one form on add / edit / check. */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { HOVER_INTENT_MS } from '@/config';
import { prefetchScrollList } from '@/providers/early-reads';
import { lastRequestTo, requestsTo, startDemoMarketplace } from '../helpers/demo-marketplace';
import { actionsOf, chooseGoods, confirm, daysFromNow, expectErrors, expectWarnings, fieldEl, inputOf, jsonOf, mount, rowOf, save, typeInto, typeRange } from './promotions-helpers';
import { inputNamed } from '../helpers/inputs';

vi.mock('@/providers/early-reads', async (actual) => {
  const provider = await actual<typeof import('@/providers/early-reads')>();
  return { ...provider, prefetchScrollList: vi.fn(provider.prefetchScrollList) };
});

startDemoMarketplace();

const lastQuery = () => requestsTo('/seller/promotion/full-minus').at(-1)!.url.searchParams;
const stepInput = (index: number, key: string) => inputOf(key, document.querySelector(`[data-group-item="${index}"]`)!);

describe('full-cut list', () => {
  it('filters by status as 0/1/2 and by the search form', async () => {
    const { user, location } = await mount('full-cut');
    await rowOf('数码配件满199减30');
    expect(lastQuery().has('status')).toBe(false);
    for (const [tab, code] of [['未开始', '0'], ['进行中', '1'], ['已结束', '2']] as const) {
      await user.click(screen.getByRole('tab', { name: tab }));
      await waitFor(() => expect(lastQuery().get('status')).toBe(code));
    }
    expect(location()).toContain('tab=END');
    await user.type(await inputNamed('title'), '国庆');
    await user.click(screen.getByTestId('search-submit'));
    await waitFor(() => expect(lastQuery().get('title')).toBe('国庆'));
    expect(lastQuery().get('status')).toBe('2');
    expect(await rowOf('国庆满200减20')).toBeInTheDocument();
  });

  it('offers what each status allows: not started edit and delete, running view and close, ended view and delete', async () => {
    await mount('full-cut');
    expect(actionsOf(await rowOf('周末满500减80'))).toEqual(['编辑', '删除']);
    expect(actionsOf(await rowOf('数码配件满199减30'))).toEqual(['查看', '关闭']);
    expect(actionsOf(await rowOf('国庆满200减20'))).toEqual(['查看', '删除']);
  });

  it('closes a running activity after asking', async () => {
    const { user } = await mount('full-cut');
    await user.click(within(await rowOf('数码配件满199减30')).getByRole('button', { name: /关\s*闭/ }));
    expect(await screen.findByText('确定关闭此活动吗？关闭后不能再编辑。')).toBeInTheDocument();
    await confirm(user);
    await waitFor(() => expect(requestsTo('/seller/promotion/full-minus/invalid/1001', 'POST')).toHaveLength(1));
    await waitFor(async () => expect(actionsOf(await rowOf('数码配件满199减30'))).toEqual(['查看', '删除']));
    expect(within(await rowOf('数码配件满199减30')).getByText('已关闭')).toBeInTheDocument();
  });

  it('deletes an ended activity after asking', async () => {
    const { user } = await mount('full-cut');
    await user.click(within(await rowOf('国庆满200减20')).getByRole('button', { name: /删\s*除/ }));
    await confirm(user);
    await waitFor(() => expect(requestsTo('/seller/promotion/full-minus/1005', 'DELETE')).toHaveLength(1));
    await waitFor(() => expect(screen.queryByText('国庆满200减20')).not.toBeInTheDocument());
  });
});

describe('full-cut form', () => {
  it('says what is missing and sends nothing', async () => {
    const { user } = await mount('addFullCut');
    await screen.findByTestId('form-create');
    await save(user);
    await expectErrors('title', ['请输入活动名称']);
    await expectErrors('time', ['请输入活动时间']);
    await expectErrors('threshold', ['请输入门槛']);
    await expectErrors('discount', ['请输入优惠']);
    expect(requestsTo('/seller/promotion/full-minus', 'POST')).toHaveLength(0);
  });

  it('checks the title, a start in the future, unique thresholds above zero, a rate up to 9.99 and a cut below its threshold', async () => {
    const { user } = await mount('addFullCut');
    await screen.findByTestId('form-create');
    await typeInto(user, 'title', '满');
    await typeRange(user, 'time', daysFromNow(-1), daysFromNow(3));
    await user.type(stepInput(0, 'threshold'), '0');
    await user.click(within(fieldEl('type', document.querySelector('[data-group-item="0"]')!)).getByLabelText('打折'));
    await user.type(stepInput(0, 'discount'), '10');
    await save(user);
    // The reference states no title length for a full-cut: a warning, not an error.
    await expectErrors('title', []);
    await expectWarnings('title', ['活动名称应为2到25个字符']);
    await expectErrors('time', ['开始时间须晚于当前时间']);
    await expectErrors('threshold', ['门槛不能小于0.01']);
    await expectErrors('discount', ['优惠：折扣须在 0.01–9.99 之间']);

    await typeRange(user, 'time', daysFromNow(1), daysFromNow(3));
    await typeInto(user, 'threshold', '100', document.querySelector('[data-group-item="0"]')!);
    await user.click(within(fieldEl('type', document.querySelector('[data-group-item="0"]')!)).getByLabelText('减钱'));
    await typeInto(user, 'discount', '100', document.querySelector('[data-group-item="0"]')!);
    await user.click(screen.getByTestId('add-step_list'));
    await user.type(stepInput(1, 'threshold'), '100');
    await user.type(stepInput(1, 'discount'), '10');
    await save(user);
    const group = () => fieldEl('step_list') ?? document.querySelector('[data-group="step_list"]')!;
    await waitFor(() => expect(group().textContent).toContain('各阶梯的门槛不能重复'));
    await typeInto(user, 'threshold', '200', document.querySelector('[data-group-item="1"]')!);
    await save(user);
    await waitFor(() => expect(group().textContent).toContain('第 1 档：减免金额须低于门槛金额'));
    expect(requestsTo('/seller/promotion/full-minus', 'POST')).toHaveLength(0);
  });

  it('an item threshold is a whole number; 5 steps is a hint, not a cap (the reference caps full-give only)', async () => {
    const { user } = await mount('addFullCut');
    await screen.findByTestId('form-create');
    await user.click(within(fieldEl('discount_type')).getByLabelText('满件'));
    await user.type(stepInput(0, 'threshold'), '1.5');
    await user.type(stepInput(0, 'discount'), '5');
    for (let i = 0; i < 4; i++) await user.click(screen.getByTestId('add-step_list'));
    expect(screen.getByTestId('add-step_list')).toBeEnabled();
    await save(user);
    await waitFor(() => expect(document.querySelector('[data-group="step_list"]')!.textContent).toContain('第 1 档：满件门槛须为整数件'));
  });

  it('no step at all is a warning and the server decides: the reference states no count of steps for a full-cut', async () => {
    const { user } = await mount('addFullCut');
    await screen.findByTestId('form-create');
    await typeInto(user, 'title', '无阶梯满减');
    await typeRange(user, 'time', '2030-01-01 10:00', '2030-01-08 22:00');
    await user.click(within(document.querySelector('[data-group-item="0"]')!).getByRole('button', { name: '删除此项' }));
    await save(user);
    const group = document.querySelector('[data-group="step_list"]')!;
    await waitFor(() => expect(group.querySelector('.ant-form-item-explain-warning')?.textContent).toBe('优惠阶梯至少1项'));
    await waitFor(() => expect(requestsTo('/seller/promotion/full-minus', 'POST')).toHaveLength(1));
    expect(jsonOf(lastRequestTo('/seller/promotion/full-minus', 'POST').body)).toMatchObject({ title: '无阶梯满减', step_list: [] });
    // The demo marketplace refuses it, as a server may: its message at the steps.
    await waitFor(() => expect(group.querySelector('.ant-form-item-explain-error')?.textContent).toBe('须有 1–5 个优惠阶梯'));
  });

  it('creates one with two steps on chosen goods: the body the API takes, 64-bit SKU ids exact', async () => {
    const { user, location } = await mount('addFullCut');
    await screen.findByTestId('form-create');
    await typeInto(user, 'title', '测试满减两档');
    await typeRange(user, 'time', '2030-01-01 10:00', '2030-01-08 22:00');
    await user.type(stepInput(0, 'threshold'), '100');
    await user.type(stepInput(0, 'discount'), '10');
    await user.click(screen.getByTestId('add-step_list'));
    await user.type(stepInput(1, 'threshold'), '300');
    await user.type(stepInput(1, 'discount'), '50');
    await user.click(await within(fieldEl('range_type')).findByLabelText('指定商品'));
    await save(user);
    await expectErrors('goods_list', ['活动商品至少1项']);
    await chooseGoods(user, 'goods_list', 'G000001');
    await save(user);
    await waitFor(() => expect(requestsTo('/seller/promotion/full-minus', 'POST')).toHaveLength(1));
    const { body } = lastRequestTo('/seller/promotion/full-minus', 'POST');
    expect(body).toContain('"sku_id":1877000000000000000');
    expect(body).toContain('"goods_id":9223372036854775807');
    const sent = jsonOf(body);
    expect(sent).toMatchObject({
      title: '测试满减两档',
      discount_type: 1,
      range_type: 2,
      start_time: new Date(2030, 0, 1, 10).getTime() / 1000,
      end_time: new Date(2030, 0, 8, 22).getTime() / 1000,
      step_list: [{ threshold: 100, type: 1, discount: 10 }, { threshold: 300, type: 1, discount: 50 }],
    });
    expect(sent.goods_list).toEqual([expect.objectContaining({ sku_id: '1877000000000000000', goods_name: '厨神 SE 42 塔扇' })]);
    await waitFor(() => expect(location()).toBe('/operations/full-cut'));
    expect(await rowOf('测试满减两档')).toBeInTheDocument();
  });

  /** The add form on chosen goods, and how many first pages of goods the picker has read so far. */
  async function chosenGoodsForm() {
    const { user } = await mount('addFullCut');
    await screen.findByTestId('form-create');
    await user.click(await within(fieldEl('range_type')).findByLabelText('指定商品'));
    const firstRows = () => requestsTo('/seller/goods/skus').filter((r) => !r.url.searchParams.has('keyword') && r.url.searchParams.get('page_no') === '1').length;
    return { user, firstRows };
  }

  it('the goods picker asks for its first rows with the click that opens it, once; opened again, once more', async () => {
    const { user, firstRows } = await chosenGoodsForm();
    const before = firstRows();
    const asked = vi.mocked(prefetchScrollList);
    asked.mockClear();
    for (const time of [1, 2]) {
      await user.click(await screen.findByTestId('choose-goods-goods_list'));
      // Asked with the click, before the dialog has rendered …
      expect(asked).toHaveBeenCalledTimes(time);
      expect(asked.mock.calls[time - 1][0]).toMatchObject({ resource: 'goods', pagination: { currentPage: 1 }, meta: { api: 'seller/goods/skus', query: { market_enable: 1, is_auth: 1 } } });
      const dialog = (await screen.findByTestId('goods-list')).closest('.ant-modal') as HTMLElement;
      await waitFor(() => expect(within(dialog).getAllByTestId('goods-row').length).toBeGreaterThan(0));
      // … and the picker's own read took that answer: one call each time.
      expect(firstRows()).toBe(before + time);
      await user.click(within(dialog).getByRole('button', { name: /取\s*消/ }));
      await waitFor(() => expect(screen.queryByTestId('goods-list')).not.toBeInTheDocument());
    }
  });

  it('the goods picker asks for its first rows while the pointer rests on "choose", not for a pointer passing over; the click asks no more', async () => {
    const { user, firstRows } = await chosenGoodsForm();
    const before = firstRows();
    const choose = await screen.findByTestId('choose-goods-goods_list');
    const asked = vi.mocked(prefetchScrollList);
    asked.mockClear();
    // The pointer's pauses are the fake clock's: on a busy machine a hover and unhover took longer than
    // the real 80 ms and looked like a rest.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const rest = (ms: number) => act(() => vi.advanceTimersByTime(ms));
      fireEvent.pointerEnter(choose);
      rest(HOVER_INTENT_MS - 1);
      fireEvent.pointerLeave(choose);
      rest(HOVER_INTENT_MS * 2);
      expect(asked).not.toHaveBeenCalled();
      fireEvent.pointerEnter(choose);
      rest(HOVER_INTENT_MS - 1);
      expect(asked).not.toHaveBeenCalled();
      rest(1);
      expect(asked).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
    await waitFor(() => expect(firstRows()).toBe(before + 1));
    await user.click(choose);
    const dialog = (await screen.findByTestId('goods-list')).closest('.ant-modal') as HTMLElement;
    await waitFor(() => expect(within(dialog).getAllByTestId('goods-row').length).toBeGreaterThan(0));
    expect(firstRows()).toBe(before + 1);
  });

  it('all goods: no chosen goods are sent', async () => {
    const { user } = await mount('addFullCut');
    await screen.findByTestId('form-create');
    await typeInto(user, 'title', '全店满减');
    await typeRange(user, 'time', daysFromNow(2), daysFromNow(4));
    await user.type(stepInput(0, 'threshold'), '100');
    await user.type(stepInput(0, 'discount'), '10');
    await save(user);
    await waitFor(() => expect(requestsTo('/seller/promotion/full-minus', 'POST')).toHaveLength(1));
    expect(jsonOf(lastRequestTo('/seller/promotion/full-minus', 'POST').body)).toMatchObject({ range_type: 1, goods_list: [] });
  });

  it('names the goods already in another activity at the goods table and keeps the form as it was', async () => {
    const { user, location } = await mount('addFullCut');
    await screen.findByTestId('form-create');
    await typeInto(user, 'title', '冲突满减');
    await typeRange(user, 'time', daysFromNow(2), daysFromNow(4));
    await user.type(stepInput(0, 'threshold'), '99');
    await user.type(stepInput(0, 'discount'), '9');
    await user.click(await within(fieldEl('range_type')).findByLabelText('指定商品'));
    await chooseGoods(user, 'goods_list', 'G000001');
    await save(user);
    await expectErrors('goods_list', ['以下商品已参加同时段的其它活动：厨神 SE 42 塔扇']);
    expect(location()).toBe('/operations/addFullCut');
    expect(inputOf('title').value).toBe('冲突满减');
    expect(stepInput(0, 'threshold').value).toBe('99');
    expect(screen.getByTestId('goods-table-goods_list').querySelectorAll('.ant-table-row')).toHaveLength(1);
  });

  it('edits one not started: its record in the form, the range exact, saved with PUT', async () => {
    const { user } = await mount('editFullCut/1003');
    await waitFor(() => expect(inputOf('title').value).toBe('年货节满2件打9折'));
    expect(within(fieldEl('discount_type')).getByLabelText('满件')).toBeChecked();
    expect(screen.getByTestId('goods-table-goods_list').querySelectorAll('.ant-table-row')).toHaveLength(2);
    const [from, to] = fieldEl('time').querySelectorAll('input');
    await typeInto(user, 'title', '年货节满2件打9折（改）');
    await save(user);
    await waitFor(() => expect(requestsTo('/seller/promotion/full-minus/1003', 'PUT')).toHaveLength(1));
    const sent = jsonOf(lastRequestTo('/seller/promotion/full-minus/1003', 'PUT').body);
    expect(sent.title).toBe('年货节满2件打9折（改）');
    // What the form showed (the browser's zone) is what goes back: the seeded range, to the second.
    const unix = (text: string) => new Date(text.replace(' ', 'T')).getTime() / 1000;
    expect([sent.start_time, sent.end_time]).toEqual([unix(from!.value), unix(to!.value)]);
    expect((sent.step_list as unknown[]).length).toBe(2);
    expect((sent.goods_list as unknown[]).length).toBe(2);
  });

  it('a running one opens read-only on its edit and check routes', async () => {
    await mount('editFullCut/1001');
    await waitFor(() => expect(inputOf('title').value).toBe('数码配件满199减30'));
    expect(inputOf('title')).toBeDisabled();
    expect(screen.queryByTestId('form-save')).not.toBeInTheDocument();
    expect(screen.queryByTestId('choose-goods-goods_list')).not.toBeInTheDocument();
  });

  it('the check route shows the record without a save', async () => {
    await mount('checkFullDetail/1005');
    await waitFor(() => expect(inputOf('title').value).toBe('国庆满200减20'));
    expect(screen.getByTestId('form-view')).toBeInTheDocument();
    expect(screen.queryByTestId('form-save')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /返\s*回/ })).toBeInTheDocument();
  });

  it('a role without the full-cut entry is refused its add route; a bad id is no page', async () => {
    const { location } = await mount('addFullCut', { permissions: ['fullGive'] });
    await waitFor(() => expect(location()).not.toContain('addFullCut'));
    const other = await mount('editFullCut/abc');
    await waitFor(() => expect(other.location()).toBe('/404'));
  });
});
