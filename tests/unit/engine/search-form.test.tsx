/** The list's search form shows the URL's filters, without overwriting what is typed after a search is sent. */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import type { Field } from '@/engine/fields/registry';
import { SearchForm } from '@/engine/list/SearchForm';
import { filtersKeyOf, type FilterValue } from '@/engine/table-state';
import '@/engine/schema';
import { i18n } from '@/i18n';
import { GOODS_TYPES } from '@/schemas/goods/goods';
import { renderComponent } from '../../helpers/render-component';

const schema: Field[] = [{ key: 'keyword', label: 'goods:field.keyword', type: 'text', search: true }];

function mount(filters: Record<string, FilterValue>, fields: Field[] = schema) {
  const onSearch = vi.fn();
  const view = (next: Record<string, FilterValue>) => (
    <SearchForm schema={fields} filters={next} onSearch={onSearch} onReset={() => undefined} />
  );
  const { rerender } = renderComponent(view(filters));
  return { onSearch, showFilters: (next: Record<string, FilterValue>) => rerender(view(next)) };
}

const keyword = () => screen.getByRole('textbox') as HTMLInputElement;

it('keeps what is typed after a search was sent, when the list then shows that search', async () => {
  const user = userEvent.setup();
  const { onSearch, showFilters } = mount({});
  await user.type(keyword(), 'phone');
  await user.click(screen.getByTestId('search-submit'));
  await vi.waitFor(() => expect(onSearch).toHaveBeenCalledWith({ keyword: 'phone' }));
  // The list renders its new address a little after the click; the user has typed on meanwhile.
  await user.type(keyword(), ' case');
  showFilters({ keyword: 'phone' });
  expect(keyword().value).toBe('phone case');
});

it('shows filters that came from elsewhere (back, a link, another search) over what was typed', async () => {
  const user = userEvent.setup();
  const { onSearch, showFilters } = mount({ keyword: 'old' });
  expect(keyword().value).toBe('old');
  await user.clear(keyword());
  await user.type(keyword(), 'phone');
  await user.click(screen.getByTestId('search-submit'));
  await vi.waitFor(() => expect(onSearch).toHaveBeenCalledTimes(1));
  // The address went back instead of to the search the form sent.
  showFilters({ keyword: 'cable' });
  expect(keyword().value).toBe('cable');
  showFilters({});
  expect(keyword().value).toBe('');
});

it('compares filters as the URL keeps them: key order and empty values do not matter', () => {
  expect(filtersKeyOf({ b: '1', a: ['x', ''], c: '', d: undefined, e: [] })).toBe(filtersKeyOf({ a: ['x'], b: '1' }));
  expect(filtersKeyOf({ a: 'x' })).not.toBe(filtersKeyOf({ a: 'y' }));
  expect(filtersKeyOf({ a: ['x', 'y'] })).not.toBe(filtersKeyOf({ a: ['y', 'x'] }));
});

it('searches several of a field’s own choices at once, showing the URL’s choices by their labels', async () => {
  const user = userEvent.setup();
  const goodsType: Field = { key: 'goods_type', label: 'goods:field.goodsType', type: 'enum', enum: GOODS_TYPES, search: { multiple: true } };
  const { onSearch } = mount({ goods_type: ['NORMAL', 'VIRTUAL'] }, [goodsType]);
  const select = screen.getByRole('combobox');
  expect(select.closest('.ant-select')).toHaveClass('ant-select-multiple');
  expect(screen.getByTitle(i18n.t('goods:type.NORMAL'))).toBeInTheDocument();
  expect(screen.getByTitle(i18n.t('goods:type.VIRTUAL'))).toBeInTheDocument();
  await user.click(screen.getByTestId('search-submit'));
  await vi.waitFor(() => expect(onSearch).toHaveBeenCalledWith({ goods_type: ['NORMAL', 'VIRTUAL'] }));
});
