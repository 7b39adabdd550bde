import type { Preloadable } from '../preloadable';
import type { FormValues, Schema } from '@/schemas/types';
import type { ServerFieldError } from '@/validation/server-errors';
import type { RequestSpec, Row } from '../actions/types';
import type { TabName } from '../host/use-tab-name';

export type FormMode = 'create' | 'edit' | 'view';

/** A part of a form: a titled group of fields, or one step of a stepped form. */
export interface FormPart {
  key: string;
  /** i18n key */
  title: string;
  fields: readonly string[];
}

/** One form declaration for a family's create, edit and view routes. */
export interface FormScreenConfig<R = Row> {
  /** The form's fields (default: the family schema's form fields). */
  fields?: Schema<FormValues>;
  sections?: FormPart[];
  /** A stepped form: each step validated before the next. */
  steps?: FormPart[];
  /** The record to edit or view, when not the family's own call (`{id}`). */
  load?: string;
  /** An id in the route that stands for a new record (`role-permission/0`): the route shows the create form. */
  newId?: string;
  /** The form's values from the record (default: each field reads itself), and the answer of `alsoRead` when it is asked. */
  toValues?: (record: R, also?: unknown) => FormValues;
  /**
   * A second call the values come from too (the goods a flash-sale application sent, which the sale itself
   * does not carry): asked once the record is read, when `when` says so; the form waits for both.
   */
  alsoRead?: { url: (id: string, record: R) => string; query?: (id: string, record: R) => Record<string, string | number>; when?: (record: R) => boolean };
  /** The body sent from the form's values (default: each field writes itself). */
  toBody?: (values: FormValues, mode: Exclude<FormMode, 'view'>) => Row;
  create?: (body: Row) => RequestSpec;
  update?: (id: string, body: Row, record: R) => RequestSpec;
  /** Where a saved form goes (a path, or one from the saved record: the new record's page) and where its back button leads; default the family's list. */
  after?: string | ((saved: R) => string);
  /** i18n key of a text above the form (what the form is for, what saving it means). */
  intro?: string;
  /** i18n key of a question asked before saving (a flash-sale application cannot be changed later). */
  confirm?: string;
  /** Editing this record is not allowed any more: the edit route shows it read-only. */
  frozen?: (record: R) => boolean;
  /** Where the tab finds its name when the record does not carry one (the goods of a group buy). */
  tabName?: TabName;
  /** An error of the area's own that names a field (a promotion's conflicting goods). */
  serverError?: (error: unknown) => ServerFieldError | null;
}

/** A settings screen: one record loaded, edited and saved. */
export interface SettingsConfig<R = Row> {
  fields: Schema<FormValues>;
  sections?: FormPart[];
  load: string;
  toValues?: (record: R) => FormValues;
  toBody?: (values: FormValues, record: R) => Row;
  save: (body: Row, record: R) => RequestSpec;
  /** i18n key of a text above the form (what the setting is for). */
  intro?: string;
  /**
   * A part above the form that reads its own data (the shop's grade and a link to apply for another). It
   * mounts with the screen, so that its code and read go beside the form's instead of after them.
   */
  header?: Preloadable<object>;
}
