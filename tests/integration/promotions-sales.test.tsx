/** Flash sales and group buy (api reference §6.5, §6.6). */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SHOP } from '@/mocks/db/seed/constants';
import { promotionsDb } from '@/mocks/areas/promotions/store';
import { lastRequestTo, requestsTo, startDemoMarketplace } from '../helpers/demo-marketplace';
import { actionsOf, chooseGoods, confirm, daysFromNow, expectErrors, expectWarnings, fieldEl, inputOf, jsonOf, mount, rowOf, save, typeInto, typeRange } from './promotions-helpers';

startDemoMarketplace();

const slot = (index: number) => document.querySelector(`[data-group-item="${index}"]`) as HTMLElement;
const priceCell = (scope: ParentNode) => scope.querySelector('[data-cell$=":price"] input') as HTMLInputElement;

describe('flash sales', () => {
  it('filters by status as 0/1/2; offers to apply while the shop may, and the applied goods once it has', async () => {
    const { user } = await mount('time-limit');
    expect(actionsOf(await rowOf('年终盛典秒杀'))).toEqual(['报名']);
    expect(actionsOf(await rowOf('品牌日秒杀'))).toEqual(['报名商品']);
    expect(actionsOf(await rowOf('明日爆款秒杀'))).toEqual([]);
    await user.click(screen.getByRole('tab', { name: '进行中' }));
    await waitFor(() => expect(requestsTo('/seller/promotion/seckill').at(-1)!.url.searchParams.get('status')).toBe('1'));
    expect(await rowOf('今日限时抢购')).toBeInTheDocument();
  });

  it('applies goods per hour slot with a price below the original, asking first: the application cannot be changed', async () => {
    const { user, location } = await mount('add-time-limit/805');
    expect(await screen.findByTestId('form-intro')).toHaveTextContent('报名提交后不能修改');
    await waitFor(() => expect(document.querySelectorAll('[data-group-item]')).toHaveLength(3));
    expect([0, 1, 2].map((i) => slot(i).querySelector('.ant-tag')?.textContent)).toEqual(['10:00', '12:00', '20:00']);

    await save(user);
    await waitFor(() => expect(document.querySelector('[data-group="slots"]')!.textContent).toContain('请至少为一个场次选择商品'));

    await chooseGoods(user, 'goods', 'G000001', 1, slot(0));
    // The row's number input loads with the first form that shows one.
    const cell = await waitFor(() => {
      expect(priceCell(slot(0))).not.toBeNull();
      return priceCell(slot(0));
    });
    await user.type(cell, '500');
    expect(await within(slot(0)).findByText('活动价须低于原价')).toBeInTheDocument();
    await user.clear(cell);
    await user.type(cell, '299.9');

    await save(user);
    expect(await screen.findByText('报名提交后不能再修改，确定提交吗？')).toBeInTheDocument();
    await user.click(within((await screen.findAllByRole('dialog')).at(-1)!).getByRole('button', { name: /取\s*消/ }));
    expect(requestsTo('/seller/promotion/seckill-goods/805', 'POST')).toHaveLength(0);
    expect(priceCell(slot(0)).value).toBe('299.90');

    await save(user);
    await confirm(user);
    await waitFor(() => expect(requestsTo('/seller/promotion/seckill-goods/805', 'POST')).toHaveLength(1));
    const { body } = lastRequestTo('/seller/promotion/seckill-goods/805', 'POST');
    expect(body).toContain('"sku_id":1877000000000000000');
    expect(jsonOf(body)).toEqual([
      expect.objectContaining({ seckill_id: 805, time_line: 10, goods_id: '9223372036854775807', sku_id: '1877000000000000000', goods_name: '厨神 SE 42 塔扇', original_price: 408.67, price: 299.9 }),
    ]);
    await waitFor(() => expect(location()).toBe('/operations/time-limit'));
    await waitFor(async () => expect(actionsOf(await rowOf('年终盛典秒杀'))).toEqual(['报名商品']));
  });

  it('a sale the shop applied to opens read-only, showing the goods it sent in their slots', async () => {
    await mount('add-time-limit/806');
    await waitFor(() => expect(document.querySelectorAll('[data-group-item]')).toHaveLength(4));
    expect(screen.queryByTestId('form-save')).not.toBeInTheDocument();
    expect(screen.queryByTestId('choose-goods-goods')).not.toBeInTheDocument();
    expect(lastRequestTo('/seller/promotion/seckill-goods').url.searchParams.get('seckill_id')).toBe('806');
    // The shop sent two SKUs, to 12:00 and to 18:00; 08:00 and 22:00 it left empty.
    const slots = [...document.querySelectorAll<HTMLElement>('[data-group-item]')];
    const sent = promotionsDb().seckillApplies.all().filter((a) => a.seckill_id === '806' && a.shop_id === SHOP.owner);
    expect(sent.map((a) => a.time_line)).toEqual([12, 18]);
    expect(slots.map((slot) => slot.textContent?.includes('尚未选择商品'))).toEqual([true, false, false, true]);
    expect(within(slots[1]!).getByText(sent[0]!.goods_name)).toBeInTheDocument();
    expect(within(slots[2]!).getByText(sent[1]!.goods_name)).toBeInTheDocument();
    expect(within(slots[1]!).getByRole('spinbutton')).toHaveValue(String(sent[0]!.price));
    expect(within(slots[1]!).getByRole('spinbutton')).toBeDisabled();
  });

  it('lists the applied goods of the sale in the route, with their review state, by tab', async () => {
    const { user } = await mount('activity-goods-data/801');
    await waitFor(() => expect(requestsTo('/seller/promotion/seckill-goods').at(-1)!.url.searchParams.get('seckill_id')).toBe('801'));
    expect(await screen.findByText('活动价高于该商品近30天最低价')).toBeInTheDocument();
    expect(screen.getAllByText('已通过', { selector: '.ant-tag' })).toHaveLength(2);
    await user.click(screen.getByRole('tab', { name: '已驳回' }));
    await waitFor(() => expect(requestsTo('/seller/promotion/seckill-goods').at(-1)!.url.searchParams.get('status')).toBe('FAIL'));
    expect(requestsTo('/seller/promotion/seckill-goods').at(-1)!.url.searchParams.get('seckill_id')).toBe('801');
  });
});

describe('group buy', () => {
  it('filters by WAIT/UNDERWAY/END and offers open or close from option_status', async () => {
    const { user } = await mount('assembleManager');
    expect(actionsOf(await rowOf('2人成团·周末特惠'))).toEqual(['编辑', '商品', '删除']);
    expect(actionsOf(await rowOf('3人拼团·数码好物'))).toEqual(['查看', '商品', '关闭']);
    expect(actionsOf(await rowOf('老带新拼团'))).toEqual(['查看', '开启', '删除']);
    expect(actionsOf(await rowOf('双11拼团'))).toEqual(['查看', '删除']);
    await user.click(screen.getByRole('tab', { name: '已结束' }));
    await waitFor(() => expect(requestsTo('/seller/promotion/pintuan').at(-1)!.url.searchParams.get('status')).toBe('END'));
  });

  it('closes a running one and opens again one closed in its time', async () => {
    const { user } = await mount('assembleManager');
    await user.click(within(await rowOf('3人拼团·数码好物')).getByRole('button', { name: /关\s*闭/ }));
    await confirm(user);
    await waitFor(() => expect(requestsTo('/seller/promotion/pintuan/5001/1/open-close', 'PUT')).toHaveLength(1));
    await waitFor(async () => expect(actionsOf(await rowOf('3人拼团·数码好物'))).toContain('开启'));

    await user.click(within(await rowOf('老带新拼团')).getByRole('button', { name: /开\s*启/ }));
    await confirm(user);
    await waitFor(() => expect(requestsTo('/seller/promotion/pintuan/5003/0/open-close', 'PUT')).toHaveLength(1));
    await waitFor(async () => expect(actionsOf(await rowOf('老带新拼团'))).toContain('关闭'));
  });

  it('checks the name, the label and the group size, then creates one with a form body', async () => {
    const { user, location } = await mount('addAssemble');
    await screen.findByTestId('form-create');
    await typeInto(user, 'promotion_name', '团');
    await typeInto(user, 'promotion_title', '六个字的标签');
    await user.type(inputOf('required_num'), '101');
    await save(user);
    await expectErrors('promotion_name', ['活动名称应为2到25个字符']);
    await expectErrors('promotion_title', ['活动标签最多5个字符']);
    await expectErrors('time', ['请输入活动时间']);
    // 2–25 and ≤ 5 are the reference's (§6.6) and block; it states no ceiling of the group size: a warning only.
    await expectErrors('required_num', []);
    await expectWarnings('required_num', ['成团人数不能大于100']);
    await expectErrors('limit_time', ['请输入成团时限（小时）']);
    // A group of one is no group.
    await typeInto(user, 'required_num', '1');
    await save(user);
    await expectErrors('required_num', ['成团人数不能小于2']);
    expect(requestsTo('/seller/promotion/pintuan', 'POST')).toHaveLength(0);

    await typeInto(user, 'promotion_name', '三人成团测试');
    await typeInto(user, 'promotion_title', '三人团');
    await typeRange(user, 'time', daysFromNow(2), daysFromNow(6));
    await typeInto(user, 'required_num', '3');
    await user.type(inputOf('limit_time'), '24');
    await user.click(within(fieldEl('enable_mocker')).getByLabelText('开启'));
    await save(user);
    await waitFor(() => expect(requestsTo('/seller/promotion/pintuan', 'POST')).toHaveLength(1));
    const sent = new URLSearchParams(lastRequestTo('/seller/promotion/pintuan', 'POST').body);
    expect([sent.get('promotion_name'), sent.get('promotion_title'), sent.get('required_num'), sent.get('limit_time'), sent.get('enable_mocker')]).toEqual(['三人成团测试', '三人团', '3', '24', '1']);
    expect(Number(sent.get('end_time'))).toBeGreaterThan(Number(sent.get('start_time')));
    await waitFor(() => expect(location()).toBe('/operations/assembleManager'));
  });

  it('edits one not started with PUT; a running one is view-only', async () => {
    const { user } = await mount('editAssemble/5002');
    await waitFor(() => expect(inputOf('promotion_name').value).toBe('2人成团·周末特惠'));
    await typeInto(user, 'limit_time', '36');
    await save(user);
    await waitFor(() => expect(requestsTo('/seller/promotion/pintuan/5002', 'PUT')).toHaveLength(1));
    expect(new URLSearchParams(lastRequestTo('/seller/promotion/pintuan/5002', 'PUT').body).get('limit_time')).toBe('36');

    await mount('viewAssemble/5001');
    await waitFor(() => expect(inputOf('promotion_name').value).toBe('3人拼团·数码好物'));
    expect(inputOf('promotion_name')).toBeDisabled();
    expect(screen.queryByTestId('form-save')).not.toBeInTheDocument();
  });

  it('sets the goods with a group price below the original; the whole set is sent', async () => {
    const { user, location } = await mount('assembleGoods/5005');
    await screen.findByTestId('form-edit');
    await chooseGoods(user, 'goods', 'G000001');
    const price = await waitFor(() => {
      const input = document.querySelector('[data-cell$=":sales_price"] input');
      expect(input).not.toBeNull();
      return input as HTMLInputElement;
    });
    await user.type(price, '408.67');
    expect(await screen.findByText('拼团价须低于原价')).toBeInTheDocument();
    await save(user);
    expect(requestsTo('/seller/promotion/pintuan/goods/5005', 'POST')).toHaveLength(0);
    await user.clear(price);
    await user.type(price, '350');
    await save(user);
    await waitFor(() => expect(requestsTo('/seller/promotion/pintuan/goods/5005', 'POST')).toHaveLength(1));
    expect(jsonOf(lastRequestTo('/seller/promotion/pintuan/goods/5005', 'POST').body)).toEqual([
      { sku_id: '1877000000000000000', goods_id: '9223372036854775807', goods_name: '厨神 SE 42 塔扇', thumbnail: expect.any(String), sn: 'G000001', specs: '', origin_price: 408.67, sales_price: 350 },
    ]);
    await waitFor(() => expect(location()).toBe('/operations/assembleManager'));
  });

  it('the goods of an ended group buy stay as they are', async () => {
    await mount('assembleGoods/5004');
    await waitFor(() => expect(screen.getByTestId('goods-table-goods').querySelectorAll('.ant-table-row')).toHaveLength(2));
    expect(screen.queryByTestId('form-save')).not.toBeInTheDocument();
  });
});
