/**
 * The keyboard's move of a widget on the page (dnd-kit keyboard sensor): an arrow moves the picked-up
 * widget onto the centre of the next widget in the page's order, so that the nearest-centre collision
 * (`collision.ts`) is that widget. dnd-kit's own getter lines the edges up instead, and with widgets of
 * different heights (a carousel above a title) the picked-up widget stayed over its own place: nothing moved.
 */
import type { KeyboardCoordinateGetter } from '@dnd-kit/core';

const STEP: Record<string, number> = { ArrowDown: 1, ArrowRight: 1, ArrowUp: -1, ArrowLeft: -1 };

/** The page's order, as the sortable list gives it to each of its widgets (`SortableContext items`). */
const orderOf = (data: unknown): readonly unknown[] => {
  const items = (data as { sortable?: { items?: unknown } } | undefined)?.sortable?.items;
  return Array.isArray(items) ? items : [];
};

export const pageOrderCoordinates: KeyboardCoordinateGetter = (event, { active, currentCoordinates, context }) => {
  const step = STEP[event.code];
  if (!step) return undefined;
  event.preventDefault();
  const ids = orderOf(context.active?.data.current).map(String);
  const from = ids.indexOf(String(context.over?.id ?? active));
  const target = from < 0 ? undefined : ids[from + step];
  const rect = target === undefined ? undefined : context.droppableRects.get(target);
  const moving = context.collisionRect;
  if (!rect || !moving) return currentCoordinates;
  return {
    x: currentCoordinates.x + rect.left + rect.width / 2 - (moving.left + moving.width / 2),
    y: currentCoordinates.y + rect.top + rect.height / 2 - (moving.top + moving.height / 2),
  };
};
