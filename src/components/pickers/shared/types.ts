/** Shared picker types. Ids may exceed 2^53 (the api client gives those as decimal strings): never Number() them. */
export type Id = string | number;

/** admin pickers call admin paths and add a shop filter (seller_id); seller pickers do not. */
export type PickerType = 'admin' | 'seller';

/** Ids are compared as strings. */
export const idKey = (id: Id): string => String(id);

/** The paging envelope of the API (api reference §1.2). */
export interface PageResult<T> {
  data: T[];
  page_no: number;
  page_size: number;
  data_total: number;
}

/** Dialog props every dialog picker takes from its caller. */
export interface DialogPickerProps<Result> {
  open: boolean;
  onClose: () => void;
  onConfirm: (result: Result) => void;
}
