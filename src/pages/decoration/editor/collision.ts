/**
 * Which drop target a drag is over. A widget moved on the page is over the widget whose centre is
 * nearest (dnd-kit's advice for sortable lists): with the default (the largest overlap) a tall widget
 * moved by the keyboard onto a short neighbour overlaps its own place most, and nothing moves. A widget
 * dragged from the palette keeps the largest overlap, so that it can be dropped on the empty page.
 */
import { closestCenter, rectIntersection, type CollisionDetection } from '@dnd-kit/core';
import { CANVAS_ID } from './Canvas';
import { PALETTE_PREFIX } from './Palette';

export const editorCollision: CollisionDetection = (args) =>
  String(args.active.id).startsWith(PALETTE_PREFIX)
    ? rectIntersection(args)
    : closestCenter({ ...args, droppableContainers: args.droppableContainers.filter((container) => container.id !== CANVAS_ID) });
