/**
 * The editor's state and every change to it, as a pure reducer: the document, what is selected, and the
 * undo/redo history. The React hook (`use-page-editor.ts`) only wires it to the screen.
 */
import type { PageDocument, Widget } from '@/schemas/decoration/page-document';
import { defaultData, isKnownType } from './widgets';

/** Undo steps kept. */
export const HISTORY_LIMIT = 100;

export interface EditorState {
  doc: PageDocument;
  past: PageDocument[];
  future: PageDocument[];
  selected: string | null;
  /**
   * The widget and keys the last change edited: typing into one field makes one undo step, not one per
   * key stroke. Any other change ends the run.
   */
  editing: string | null;
}

export type EditorAction =
  | { type: 'load'; doc: PageDocument }
  | { type: 'add'; widgetType: string; id: string; index?: number }
  | { type: 'move'; id: string; to: number }
  | { type: 'remove'; id: string }
  | { type: 'update'; id: string; data: Record<string, unknown> }
  | { type: 'select'; id: string | null }
  | { type: 'undo' }
  | { type: 'redo' };

export const initialState = (doc: PageDocument): EditorState => ({ doc, past: [], future: [], selected: null, editing: null });

/** A new step: the previous document goes to the past (bounded), the future is dropped. */
function commit(state: EditorState, widgets: Widget[], extra: Partial<EditorState> = {}): EditorState {
  return {
    ...state,
    doc: { ...state.doc, widgets },
    past: [...state.past, state.doc].slice(-HISTORY_LIMIT),
    future: [],
    editing: null,
    ...extra,
  };
}

const clamp = (value: number, max: number) => Math.max(0, Math.min(max, value));

/** The same list with one item moved from `from` to `to`. */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(clamp(to, next.length), 0, item!);
  return next;
}

export function editorReducer(state: EditorState, action: EditorAction): EditorState {
  const widgets = state.doc.widgets;
  const indexOf = (id: string) => widgets.findIndex((w) => w.id === id);
  switch (action.type) {
    case 'load':
      return initialState(action.doc);
    case 'add': {
      // Only known types can be added; an id already used is refused (the caller makes a fresh one).
      if (!isKnownType(action.widgetType) || indexOf(action.id) >= 0) return state;
      const widget: Widget = { id: action.id, type: action.widgetType, data: defaultData(action.widgetType) as unknown as Record<string, unknown> };
      const at = clamp(action.index ?? widgets.length, widgets.length);
      return commit(state, [...widgets.slice(0, at), widget, ...widgets.slice(at)], { selected: action.id });
    }
    case 'move': {
      const from = indexOf(action.id);
      const to = clamp(action.to, widgets.length - 1);
      if (from < 0 || from === to) return state;
      return commit(state, moveItem(widgets, from, to));
    }
    case 'remove': {
      if (indexOf(action.id) < 0) return state;
      return commit(
        state,
        widgets.filter((w) => w.id !== action.id),
        { selected: state.selected === action.id ? null : state.selected },
      );
    }
    case 'update': {
      const at = indexOf(action.id);
      if (at < 0) return state;
      const run = `${action.id}:${Object.keys(action.data).sort().join(',')}`;
      const next = widgets.map((w, i) => (i === at ? { ...w, data: { ...w.data, ...action.data } } : w));
      // The same fields of the same widget again: the run goes on in the current step.
      if (state.editing === run) return { ...state, doc: { ...state.doc, widgets: next } };
      return { ...commit(state, next), editing: run };
    }
    case 'select':
      return { ...state, selected: action.id, editing: null };
    case 'undo': {
      const previous = state.past.at(-1);
      if (!previous) return state;
      return { ...state, doc: previous, past: state.past.slice(0, -1), future: [state.doc, ...state.future], editing: null, selected: keepSelection(previous, state.selected) };
    }
    case 'redo': {
      const [next, ...rest] = state.future;
      if (!next) return state;
      return { ...state, doc: next, past: [...state.past, state.doc], future: rest, editing: null, selected: keepSelection(next, state.selected) };
    }
  }
}

const keepSelection = (doc: PageDocument, selected: string | null) => (selected && doc.widgets.some((w) => w.id === selected) ? selected : null);

export const canUndo = (state: EditorState) => state.past.length > 0;
export const canRedo = (state: EditorState) => state.future.length > 0;
