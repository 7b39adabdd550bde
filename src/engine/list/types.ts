import type { TabName } from '../host/use-tab-name';
import type { ComponentType, LazyExoticComponent } from 'react';
import type { Schema } from '@/schemas/types';
import type { Params } from '@/utils/api-params';
import type { Action, RequestSpec, Row } from '../actions/types';
import type { ScreenContext } from '../declare';
import type { LoadAllOptions } from './load-all';
import type { BuiltInView } from './saved-views';

export type { Action, ActionDialogProps, RequestSpec, Row } from '../actions/types';

export interface StatusTab {
  key: string;
  /** i18n key */
  label: string;
  filters: Params;
  /** A tab read from a call of its own, with rows of the same family (the supply goods that shops resell). */
  api?: string;
}

/** Create and edit in a drawer, from the schema's form fields. */
export interface DrawerFormConfig<R = Row> {
  create?: (values: Row) => RequestSpec;
  update?: (record: R, values: Row) => RequestSpec;
  /** The form's values from a record (default: the record's fields as the schema reads them). */
  fromRecord?: (record: R) => Row;
  /** Fields fixed by where "add" was clicked (a child category's parent). */
  initial?: Row;
  /** The drawer's width (default 520): a form of groups needs more. */
  width?: number;
  /**
   * A value no other record may have (a second spec group named 颜色): refused before sending, against
   * every record of `read` (a bare-array call of the same family), compared without surrounding spaces.
   */
  taken?: { field: string; read: string };
}

export interface ListConfig<R = Row> {
  /** Where the tab finds its name when the list is of one record's rows (the goods of a flash sale). */
  tabName?: TabName;
  /** The list's own schema, when not the family's (a list showing fewer fields). */
  schema?: Schema<R>;
  /** The list's call, when not the family's (a template: `{param}` from the route). */
  api?: string;
  /** Filters always sent: fixed, or from the route's params and the session (`ask_id` from `:askId`). */
  fixedFilters?: Params | ((ctx: ScreenContext) => Params);
  tabs?: StatusTab[];
  /** Counts on the status tabs: the call, and the answer's key for each tab. */
  tabCounts?: { api: string; keys: Readonly<Record<string, string>> };
  rowActions?: Action<R>[];
  bulkActions?: Action<R>[];
  /** Actions on no row, as buttons above the table (pay in a deposit, add a clerk, mark every notice read): a form, a dialog, a call or a link. */
  toolbar?: Action<R>[];
  /** Links above the table (publish a new goods). */
  links?: Array<{ key: string; label: string; to: string; permission?: string }>;
  /** The API's export task for the current filters (a function of the screen's context: supplier shops export by their own call). */
  exportApi?: string | ((ctx: ScreenContext) => string);
  /** The `module_type` of the background task the export creates (api reference §8.10): its progress is followed and shown. */
  exportTask?: string;
  pageSizes?: number[];
  defaultPageSize?: number;
  /** A bare array, not paged (shop categories, ship templates). */
  paged?: boolean;
  /** Rows nest in `children` (a tree table). */
  tree?: boolean;
  /** A row expands into this field's value (an order's goods lines). */
  expand?: string;
  form?: DrawerFormConfig<R>;
  /** The record opens from this column's cell: its record page when the family has one, else a drawer. */
  detailFrom?: string;
  /**
   * The record page a row opens (`/operations/complaint-detail/{id}`), when not the family's first one: a
   * record page declared in two areas opens from each list in that list's own area.
   */
  detailPath?: string;
  /**
   * Reads the page again every `ms` while a row holds `while` (a running background task); it stops when
   * none does, and while the browser tab is hidden.
   */
  poll?: { ms: number; while: (row: R) => boolean };
  /** Extra content above the list (the low-stock threshold), React.lazy. */
  header?: LazyExoticComponent<ComponentType>;
  /** Views the list ships with, offered beside the ones each user saves (to ship today, unpaid for over 24 h). */
  views?: BuiltInView[];
  /** Extra buttons in the toolbar (a report's spreadsheet export), React.lazy: they get what the list shows. */
  tools?: LazyExoticComponent<ComponentType<ListToolsProps>>;
}

/** What a toolbar part knows of its list. */
export interface ListToolsProps {
  title: string;
  schema: Schema<Row>;
  /** What the list asks the API (fixed, tab and search filters). */
  params: Params;
  total: number;
  /** Every row for those params, page after page (up to `max`), saying how far it is; stopped by the signal. */
  loadAll: (max?: number, options?: LoadAllOptions) => Promise<Row[]>;
}
