import type { ComponentType, LazyExoticComponent } from 'react';
import type { Params } from '@/api';
import type { Schema } from '@/schemas/types';

export type Row = Record<string, unknown>;

/** A call an action makes, as data: the engine sends it through the data provider. */
export interface RequestSpec {
  url: string;
  method: 'get' | 'post' | 'put' | 'delete';
  params?: Params;
  data?: unknown;
  body?: 'json' | 'form';
}

/** Props of a bespoke action dialog (edit stock, ...). */
export interface ActionDialogProps<R = Row> {
  records: R[];
  onClose: () => void;
  /** The dialog changed something: the list reloads. */
  onDone: () => void;
}

export interface Action<R = Row> {
  key: string;
  /** i18n key */
  label: string;
  danger?: boolean;
  /** Shown for this row (row actions) or allowed for every selected row (bulk actions). */
  visible?: (row: R) => boolean;
  /** i18n key of a confirmation question. */
  confirm?: string;
  /** A text the user must give first (the reason of a down-shelf), sent as `input[field]`. */
  prompt?: { field: string; label: string; maxLength?: number };
  /** The call, from the chosen ids (as strings: ids may exceed 2^53) and the prompt's input. */
  request?: (ids: string[], input: Record<string, string>) => RequestSpec;
  /** Several calls (publishing a draft loads it first). */
  run?: (ids: string[], rows: R[], call: (spec: RequestSpec) => Promise<unknown>) => Promise<void>;
  /** A link instead of a call. */
  to?: (row: R) => string;
  /** A bespoke dialog (React.lazy, so that its code loads when first opened). */
  dialog?: LazyExoticComponent<ComponentType<ActionDialogProps<R>>>;
  /** The permission (route name) it needs, when not the screen's own. */
  permission?: string;
}

export interface StatusTab {
  key: string;
  /** i18n key */
  label: string;
  filters: Params;
}

/** Create and edit in a drawer, from the schema's form fields. */
export interface FormConfig<R = Row> {
  create?: (values: Row) => RequestSpec;
  update?: (record: R, values: Row) => RequestSpec;
  /** The form's values from a record (default: the record itself). */
  fromRecord?: (record: R) => Row;
  /** Fields fixed by where "add" was clicked (a child category's parent). */
  initial?: Row;
}

export interface ListConfig<R = Row> {
  schema: Schema<R>;
  /** The record's id field: goods_id, sn, service_sn, ... */
  rowKey: string;
  /** Filters always sent (the recycle station's disabled=0). */
  fixedFilters?: Params;
  tabs?: StatusTab[];
  rowActions?: Action<R>[];
  bulkActions?: Action<R>[];
  /** Links above the table (publish a new goods). */
  links?: Array<{ key: string; label: string; to: string; permission?: string }>;
  /** The API's export task for the current filters. */
  exportApi?: string;
  pageSizes?: number[];
  defaultPageSize?: number;
  /** A bare array, not paged (shop categories, ship templates). */
  paged?: boolean;
  /** Rows nest in `children` (a tree table). */
  tree?: boolean;
  form?: FormConfig<R>;
  /** The record's details (the schema's detail fields) open from this column's cell (the goods name). */
  detailFrom?: string;
  /** Extra content above the list (the low-stock threshold), React.lazy. */
  header?: LazyExoticComponent<ComponentType>;
}
