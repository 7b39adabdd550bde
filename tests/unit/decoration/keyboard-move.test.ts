// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { KeyboardCoordinateGetter } from '@dnd-kit/core';
import { pageOrderCoordinates } from '@/pages/decoration/editor/keyboard-move';

type Args = Parameters<KeyboardCoordinateGetter>[1];
const rect = (top: number, height: number) => ({ top, height, left: 0, width: 375, bottom: top + height, right: 375 });
// A tall carousel (a), a short title (b), a goods list (c): the page's order as the sortable list holds it.
const rects = new Map([['a', rect(0, 375)], ['b', rect(375, 40)], ['c', rect(415, 300)]]);
const args = (over: string | null, collisionRect = rects.get('a')!) =>
  ({
    active: 'a',
    currentCoordinates: { x: 10, y: 10 },
    context: { active: { id: 'a', data: { current: { sortable: { items: ['a', 'b', 'c'] } } } }, over: over && { id: over }, droppableRects: rects, collisionRect },
  }) as unknown as Args;
const key = (code: string) => ({ code, preventDefault: () => {} }) as KeyboardEvent;

describe('keyboard move of a widget', () => {
  it('puts the picked-up widget on the centre of the next one in the page order, whatever their heights', () => {
    // Centre of a (187.5) onto the centre of b (395): +207.5.
    expect(pageOrderCoordinates(key('ArrowDown'), args('a'))).toEqual({ x: 10, y: 217.5 });
    // Already over b (moved there): the next is c, centre 565; the moving rect now centred on b (395).
    expect(pageOrderCoordinates(key('ArrowDown'), args('b', { ...rect(395 - 187.5, 375) }))).toEqual({ x: 10, y: 180 });
  });

  it('stays at either end, and leaves other keys to dnd-kit', () => {
    expect(pageOrderCoordinates(key('ArrowUp'), args('a'))).toEqual({ x: 10, y: 10 });
    expect(pageOrderCoordinates(key('ArrowDown'), args('c'))).toEqual({ x: 10, y: 10 });
    expect(pageOrderCoordinates(key('Space'), args('a'))).toBeUndefined();
  });
});
