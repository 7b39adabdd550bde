/**
 * The list's pager reads a page before the click: once the pointer has rested on a page,
 * "previous" or "next", and again after each page change while it stays on "previous" or "next".
 */
import { act, fireEvent, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HOVER_INTENT_MS } from '@/config';
import { Pager } from '@/engine/list/Pager';

const onRest = vi.fn();
const pager = (current: number) => <Pager current={current} pageSize={10} total={200} onChange={() => undefined} onRest={onRest} />;
const next = (container: HTMLElement) => container.querySelector('.ant-pagination-next button') as HTMLElement;
const page = (container: HTMLElement, n: number) => container.querySelector(`.ant-pagination-item-${n} a`) as HTMLElement;
const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));

beforeEach(() => {
  vi.useFakeTimers();
  onRest.mockClear();
});
afterEach(() => vi.useRealTimers());

describe('Pager', () => {
  it('names the page under the pointer once the pointer has rested there, not before', async () => {
    const { container } = render(pager(2));
    fireEvent.mouseEnter(next(container));
    await wait(HOVER_INTENT_MS - 1);
    expect(onRest).not.toHaveBeenCalled();
    await wait(1);
    expect(onRest).toHaveBeenCalledExactlyOnceWith(3);
    fireEvent.mouseLeave(next(container));
    fireEvent.mouseEnter(page(container, 5));
    await wait(HOVER_INTENT_MS);
    expect(onRest).toHaveBeenLastCalledWith(5);
  });

  it('names nothing for a pointer that passes over, nor for one that clicks (the click reads itself)', async () => {
    const { container, unmount } = render(pager(2));
    fireEvent.mouseEnter(page(container, 4));
    fireEvent.mouseLeave(page(container, 4));
    fireEvent.mouseEnter(next(container));
    fireEvent.click(next(container));
    await wait(HOVER_INTENT_MS * 2);
    expect(onRest).not.toHaveBeenCalled();
    fireEvent.mouseEnter(page(container, 4));
    unmount();
    await wait(HOVER_INTENT_MS * 2);
    expect(onRest).not.toHaveBeenCalled();
  });

  it('names the following page after each page change while the pointer stays on "next"', async () => {
    const { container, rerender } = render(pager(2));
    fireEvent.mouseEnter(next(container));
    fireEvent.click(next(container));
    rerender(pager(3));
    await wait(HOVER_INTENT_MS);
    expect(onRest).toHaveBeenCalledExactlyOnceWith(4);
    fireEvent.mouseLeave(next(container));
    rerender(pager(4));
    await wait(HOVER_INTENT_MS);
    expect(onRest).toHaveBeenCalledTimes(1);
  });

  it('names no page again after a change when the pointer rests on a page number (it is the page shown now)', async () => {
    const { container, rerender } = render(pager(2));
    fireEvent.mouseEnter(page(container, 5));
    fireEvent.click(page(container, 5));
    rerender(pager(5));
    await wait(HOVER_INTENT_MS * 2);
    expect(onRest).not.toHaveBeenCalled();
  });
});
