import type { ComponentType, LazyExoticComponent } from 'react';
import type { ApiCallSpec } from '@/providers/use-api-call';
import type { FormValues, Schema } from '@/schemas/types';
import type { ShopKind } from '../declare';

export type Row = Record<string, unknown>;

/** A call, as data: the engine sends it through Refine (src/providers/use-api-call.ts). */
export type RequestSpec = ApiCallSpec;

/** What an action knows of where it runs: supplier shops call their own variants of some APIs. */
export interface ActionContext {
  shopKind: ShopKind;
}

/** Sends a call described as data; resolves with the answer. */
export type Call = <T = unknown>(spec: RequestSpec) => Promise<T>;

/** Props of a bespoke action dialog (edit stock, ...). */
export interface ActionDialogProps<R = Row> {
  records: R[];
  onClose: () => void;
  /** The dialog changed something: what shows the records reloads. */
  onDone: () => void;
}

/** A small form an action asks first (ship: company and tracking number; cancel: the reason). */
export interface ActionForm<R = Row> {
  fields: Schema<FormValues>;
  /** The values the form starts from, as a record its fields read (the current price, the consignee). */
  initial?: (rows: R[]) => Row;
  width?: number;
}

export interface Action<R = Row> {
  key: string;
  /** i18n key */
  label: string;
  danger?: boolean;
  /** The record page shows it as its main button. */
  primary?: boolean;
  /**
   * The flag of the row's allowed operations that must be true (`allow_ship` of the order's
   * `order_operate_allowable_vo`): the console offers exactly what the server allows.
   */
  flag?: string;
  /** Shown for this row (row actions); a bulk action applies to the selected rows where it holds. */
  visible?: (row: R) => boolean;
  /** i18n key of a confirmation question. */
  confirm?: string;
  /** i18n key of why a selected row the action does not apply to is skipped ("only off-shelf goods…"). */
  skipReason?: string;
  /**
   * A text the user must give first (the reason of a down-shelf), sent as `input[field]`. `maxLength`:
   * a limit the contract states (enforced); `hintLength`: one it does not (a warning only).
   */
  prompt?: { field: string; label: string; maxLength?: number; hintLength?: number };
  /** A small form the user fills first; its values are the call's input. */
  form?: ActionForm<R>;
  /**
   * What the user decides on, shown read-only above the form or prompt when it acts on one record: the
   * review a reply answers, the buyer's reason and photos an audit judges.
   */
  context?: { schema: Schema<R>; keys: readonly string[] };
  /** The call, from the chosen ids (strings: ids may exceed 2^53), the input, the rows and the shop's kind. */
  request?: (ids: string[], input: FormValues, rows: R[], ctx: ActionContext) => RequestSpec;
  /** Several calls (publishing a draft loads it first). */
  run?: (ids: string[], rows: R[], call: Call, input: FormValues, ctx: ActionContext) => Promise<void>;
  /**
   * A list row is a summary: the action reads the whole record first (its family's one-record call) and works
   * on it (an after-sales audit needs the refundable amount only the detail has).
   */
  load?: boolean;
  /** A link instead of a call. */
  to?: (row: R) => string;
  /** A bespoke dialog (React.lazy, so that its code loads when first opened). */
  dialog?: LazyExoticComponent<ComponentType<ActionDialogProps<R>>>;
  /** The permission (a declared route's name) it needs, when not the screen's own. */
  permission?: string;
  /** Bulk: one call per selected row that allows it, and a result per row. */
  perRow?: boolean;
  /** The call starts a server export of this `module_type` (api reference §8.10): its task is followed and shown. */
  exportTask?: string;
  /** Where to go once it succeeded (deleting a record leaves its page). */
  after?: string;
  /** Resources it changes besides the family's own (shipping changes goods stock). */
  invalidates?: readonly string[];
}
