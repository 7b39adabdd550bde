/** The spec library's form: what it refuses before sending, and Enter that only ever adds a value. */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { requestsTo, startDemoMarketplace } from '../helpers/demo-marketplace';
import { renderRoute } from '../helpers/render-route';

startDemoMarketplace();

async function openNewSpec() {
  const view = await renderRoute('/goods/spec-manage');
  await screen.findByPlaceholderText('规格名称', undefined, { timeout: 15000 });
  await view.user.click(screen.getByRole('button', { name: /添\s*加|新\s*增|新\s*建/ }));
  const drawer = await screen.findByRole('dialog');
  const name = within(drawer).getByLabelText('规格名称');
  const values = drawer.querySelector<HTMLInputElement>('input#values')!;
  return { ...view, drawer, name, values };
}

type User = Awaited<ReturnType<typeof renderRoute>>['user'];
/** Types a value and presses Enter (the select reads the key's `which`, which user-event leaves out). */
async function enter(user: User, input: HTMLInputElement, text: string) {
  await user.type(input, text);
  fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13, which: 13 });
  fireEvent.keyUp(input, { key: 'Enter', code: 'Enter', keyCode: 13, which: 13 });
}

const tagsIn = (drawer: HTMLElement) => [...drawer.querySelectorAll('.ant-select-selection-item-content')].map((e) => e.textContent);
const posts = () => requestsTo(/\/seller\/goods\/spec$/, 'POST');

describe('the spec library form', () => {
  it('Enter on a value already there keeps it', async () => {
    const { user, drawer, values } = await openNewSpec();
    await enter(user, values, '大');
    await enter(user, values, '小');
    expect(tagsIn(drawer)).toEqual(['大', '小']);
    await enter(user, values, '大');
    expect(tagsIn(drawer)).toEqual(['大', '小']);
  });

  it('refuses a value of spaces only, without sending', async () => {
    const { user, drawer, name, values } = await openNewSpec();
    await user.type(name, '材质');
    await enter(user, values, '棉');
    await enter(user, values, '   ');
    await user.click(within(drawer.closest('.ant-drawer')!).getByTestId('form-save'));
    expect(await within(drawer).findByText('规格值不能只有空格')).toBeInTheDocument();
    expect(posts()).toHaveLength(0);
  });

  it('refuses a second group of a name the library has, without sending', async () => {
    const { user, drawer, name, values } = await openNewSpec();
    await user.type(name, ' 颜色');
    await enter(user, values, '青色');
    await user.click(within(drawer.closest('.ant-drawer')!).getByTestId('form-save'));
    expect(await within(drawer).findByText('已有同名的规格名称')).toBeInTheDocument();
    expect(posts()).toHaveLength(0);
    await user.clear(name);
    await user.type(name, '青色系');
    await user.click(within(drawer.closest('.ant-drawer')!).getByTestId('form-save'));
    await waitFor(() => expect(posts()).toHaveLength(1));
  });
});
