import type { Action, RequestSpec, Row } from '../actions/types';
import type { ListConfig } from '../list/types';
import type { Preloadable } from '../preloadable';

/** What a custom section gets: the record, and a way to reload it after a change. */
export interface SectionProps<R = Row> {
  record: R;
  reload: () => void;
}

/** A custom section's component, made by `lazySection`: its code loads on demand, or ahead of its first render. */
export type SectionComponent<R = Row> = Preloadable<SectionProps<R>>;

/** A flow node of `…/flow` (api reference §4.2): show_status 0 waiting, 1 and 2 done, 3 error. */
export interface FlowNode {
  text: string;
  show_status: number | string;
}

interface SectionBase<R> {
  key: string;
  /** i18n key */
  title?: string;
  /** Shown only for records where this holds (the invoice section when one was asked for). */
  when?: (record: R) => boolean;
}

export type Section<R = Row> =
  /** Grouped fields of the family's schema (or computed ones), as label: value. */
  | (SectionBase<R> & { kind: 'fields'; fields: readonly string[]; columns?: number })
  /** A goods-lines field as a table, with the money keys summed under it. */
  | (SectionBase<R> & { kind: 'lines'; field: string })
  /** Flow steps, from a call (`{id}` is the record's id) or from the record. */
  | (SectionBase<R> & { kind: 'flow'; api?: string; from?: (record: R) => FlowNode[] })
  /**
   * Events in time order (logs, a complaint's thread), from a field of the record; `send` adds a box to
   * post a message to it.
   */
  | (SectionBase<R> & {
      kind: 'timeline';
      field: string;
      item: { time: string; text: string; who?: string };
      send?: { label: string; request: (id: string, text: string) => RequestSpec; when?: (record: R) => boolean };
    })
  /** A paged list of related rows (a bill's orders), its call a template with `{id}`; tabs by `lists`. */
  | (SectionBase<R> & { kind: 'list'; lists: Array<{ key: string; label: string; api: string; config: ListConfig }>; rowKey: string })
  /** Anything else: its code loads with the page's declaration (`lazySection`). */
  | (SectionBase<R> & { kind: 'custom'; component: SectionComponent<R> });

export interface ShowConfig<R = Row> {
  sections: Section<R>[];
  /** The record's actions, each offered only where its flag allows it. */
  actions?: Action<R>[];
}
