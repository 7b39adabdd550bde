/** What the promotions screen tests share: mounting a route, finding rows and fields, typing a time range, choosing goods. */
import { configure, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';
import { requestsTo } from '../helpers/demo-marketplace';
import { renderRoute, type RouteOptions } from '../helpers/render-route';

// The machine these run on is shared and busy: a save and the list it returns to may take a while.
configure({ asyncUtilTimeout: 15000 });

export async function mount(path: string, options: RouteOptions = {}) {
  return renderRoute(`/operations/${path}`, options);
}

/** A table row by a text in it. */
export const rowOf = async (text: string) => (await screen.findByText(text, {}, { timeout: 15000 })).closest('tr') as HTMLElement;

/** The row's action buttons, by their text. */
export const actionsOf = (row: HTMLElement) => within(row).queryAllByRole('button').map((b) => b.textContent?.replace(/\s+/g, '')).filter(Boolean);

export const fieldEl = (key: string, scope: ParentNode = document) => scope.querySelector(`[data-field="${key}"]`) as HTMLElement;
export const inputOf = (key: string, scope: ParentNode = document) => fieldEl(key, scope).querySelector('input, textarea') as HTMLInputElement;

/** The errors a field shows (once they are shown: a form checks its fields together, they show one by one). */
export const expectErrors = (key: string, errors: string[], scope: ParentNode = document) => waitFor(() => expect(errorsOf(key, scope)).toEqual(errors));

/** The warnings a field shows now (a hint the contract does not state: it never blocks a save). */
export const warningsOf = (key: string, scope: ParentNode = document) =>
  [...(fieldEl(key, scope)?.querySelectorAll('.ant-form-item-explain-warning') ?? [])].map((e) => e.textContent);
export const expectWarnings = (key: string, warnings: string[], scope: ParentNode = document) => waitFor(() => expect(warningsOf(key, scope)).toEqual(warnings));

/** The errors a field shows now. */
export const errorsOf = (key: string, scope: ParentNode = document) =>
  [...(fieldEl(key, scope)?.querySelectorAll('.ant-form-item-explain-error') ?? [])].map((e) => e.textContent);

export async function typeInto(user: UserEvent, key: string, text: string, scope: ParentNode = document) {
  const input = inputOf(key, scope);
  await user.clear(input);
  if (text) await user.type(input, text);
}

/** A range typed into a range picker (`YYYY-MM-DD HH:mm`), confirmed with Enter as a person would. */
export async function typeRange(user: UserEvent, key: string, start: string, end: string) {
  const [from, to] = fieldEl(key).querySelectorAll('input');
  await user.click(from!);
  await user.type(from!, `${start}{Enter}`);
  await user.type(to!, `${end}{Enter}`);
  await waitFor(() => expect((fieldEl(key).querySelectorAll('input')[1] as HTMLInputElement).value).toBe(end));
}

/** A `YYYY-MM-DD HH:mm` text `days` days from now (the browser's zone). */
export function daysFromNow(days: number, hour = 10) {
  const d = new Date(Date.now() + days * 86400_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(hour)}:00`;
}

/** Chooses goods in the goods picker of a field: the rows the keyword lists, the first `count`. */
export async function chooseGoods(user: UserEvent, key: string, keyword: string, count = 1, scope: HTMLElement = document.body) {
  await user.click(await within(scope).findByTestId(`choose-goods-${key}`));
  const list = await screen.findByTestId('goods-list');
  const dialog = list.closest('.ant-modal') as HTMLElement;
  await user.type(within(dialog).getByRole('searchbox'), `${keyword}{Enter}`);
  await waitFor(() => expect(requestsTo('/seller/goods/skus').at(-1)?.url.searchParams.get('keyword')).toBe(keyword));
  await waitFor(() => expect(within(dialog).getAllByTestId('goods-row').length).toBeGreaterThanOrEqual(count));
  for (const row of within(dialog).getAllByTestId('goods-row').slice(0, count)) await user.click(row);
  await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
  await waitFor(() => expect(screen.queryByTestId('goods-list')).not.toBeInTheDocument());
}

export const save = (user: UserEvent) => user.click(screen.getByTestId('form-save'));

/** Says yes to the confirmation dialog on screen. */
export async function confirm(user: UserEvent) {
  // The newest dialog: an earlier one may still be closing.
  const dialog = (await screen.findAllByRole('dialog')).at(-1)!;
  await user.click(within(dialog).getByRole('button', { name: /确\s*定|OK/ }));
}

/** The JSON body of the last request (big ids read as text). */
export const jsonOf = (body: string) => JSON.parse(body.replace(/:(\d{16,})/g, ':"$1"')) as Record<string, unknown> & unknown[];
