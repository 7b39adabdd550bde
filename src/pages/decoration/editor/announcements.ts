/**
 * What dnd-kit says to a screen reader while a widget is dragged (its live region), in the user's
 * language and with the widgets' names: its defaults are English and name the widgets by their ids.
 */
import type { Announcements, ScreenReaderInstructions, UniqueIdentifier } from '@dnd-kit/core';
import type { TFunction } from 'i18next';
import type { Widget } from '@/schemas/decoration/page-document';
import { CANVAS_ID } from './Canvas';
import { PALETTE_PREFIX } from './Palette';

export function dragAnnouncements(t: TFunction, widgets: readonly Widget[]): { announcements: Announcements; screenReaderInstructions: ScreenReaderInstructions } {
  const name = (id: UniqueIdentifier | undefined) => {
    const key = String(id ?? '');
    if (key === CANVAS_ID) return t('decoration:editor.canvas');
    if (key.startsWith(PALETTE_PREFIX)) return t(`decoration:widget.${key.slice(PALETTE_PREFIX.length)}`);
    const at = widgets.findIndex((w) => w.id === key);
    const widget = widgets[at];
    return widget ? t('decoration:editor.a11y.widget', { n: at + 1, name: t(`decoration:widget.${widget.type}`, { defaultValue: widget.type }) }) : key;
  };
  return {
    screenReaderInstructions: { draggable: t('decoration:editor.a11y.instructions') },
    announcements: {
      onDragStart: ({ active }) => t('decoration:editor.a11y.picked', { name: name(active.id) }),
      onDragOver: ({ active, over }) => (over ? t('decoration:editor.a11y.over', { name: name(active.id), target: name(over.id) }) : t('decoration:editor.a11y.nowhere', { name: name(active.id) })),
      onDragEnd: ({ active, over }) => (over ? t('decoration:editor.a11y.dropped', { name: name(active.id), target: name(over.id) }) : t('decoration:editor.a11y.nowhere', { name: name(active.id) })),
      onDragCancel: ({ active }) => t('decoration:editor.a11y.cancelled', { name: name(active.id) }),
    },
  };
}
