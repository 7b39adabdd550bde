/**
 * A row's actions: up to three inline, then "more", whose menu (antd's Dropdown) mounts when the user
 * reaches for it, not with every row of every page (a page of rows rendered a Dropdown each).
 */
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TFunction } from 'i18next';
import { describe, expect, it, vi } from 'vitest';
import type { Family } from '@/engine/declare';
import { RowActionsCell } from '@/engine/list/cells';
import type { Action } from '@/engine/list/types';

// Each label its last word: what the row shows, in no particular language.
// antd's Dropdown and Button, counted: a row renders no Button, and no Dropdown until its "more" is reached.
const rendered = vi.hoisted(() => ({ Dropdown: 0, Button: 0 }));
vi.mock('antd', async (importOriginal) => {
  const antd = await importOriginal<typeof import('antd')>();
  const Dropdown = (props: Parameters<typeof antd.Dropdown>[0]) => {
    rendered.Dropdown += 1;
    return <antd.Dropdown {...props} />;
  };
  const Button = (props: Parameters<typeof antd.Button>[0]) => {
    rendered.Button += 1;
    return <antd.Button {...props} />;
  };
  return { ...antd, Dropdown, Button };
});

const t = ((key: string) => key.split('.').pop()) as unknown as TFunction;
const family = { name: 'goods', api: { list: 'seller/goods' }, idField: 'goods_id', schema: [] } as unknown as Family;
const actions: Action[] = ['stock', 'up', 'recycle', 'sku', 'delete'].map((key) => ({ key, label: `goods:action.${key}`, danger: key === 'recycle' }) as Action);
const row = { goods_id: '9223372036854775807' };

const renderRow = () => {
  const onTrigger = vi.fn();
  render(<RowActionsCell row={row} family={family} actions={actions} inlineCount={3} canEdit={false} t={t} onEdit={vi.fn()} onTrigger={onTrigger} />);
  return onTrigger;
};
const menu = () => document.querySelector('.ant-dropdown');
const more = () => screen.getByRole('button', { name: 'more' });

describe('row actions', () => {
  it('shows three inline, and the rest in "more", whose menu is not built until the pointer reaches it', async () => {
    const onTrigger = renderRow();
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['stock', 'up', 'recycle', 'more']);
    expect(rendered.Dropdown).toBe(0);

    await userEvent.setup().hover(more());
    await waitFor(() => expect(menu()).not.toBeNull());
    fireEvent.click(screen.getByRole('menuitem', { name: 'delete' }));
    expect(onTrigger).toHaveBeenCalledWith(actions[4], [row]);
  });

  it("draws its buttons as antd's small link buttons by a class, a dangerous one in the danger colour", () => {
    renderRow();
    expect(rendered.Button).toBe(0);
    expect(screen.getByRole('button', { name: 'stock' })).toHaveClass('row-action');
    expect(screen.getByRole('button', { name: 'recycle' })).toHaveClass('row-action', 'row-action-danger');
    expect(screen.getByRole('button', { name: 'stock' })).not.toHaveClass('row-action-danger');
  });

  it('opens with a click (Enter on the button) and keeps the focus on it', async () => {
    renderRow();
    more().focus();
    fireEvent.click(more());
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'sku' })).toBeVisible());
    expect(document.activeElement).toBe(more());
  });
});
