/**
 * The search bar's stand-in until the first paint: the bar's labels, boxes and buttons, as
 * wide as the bar's inputs, showing the URL's filters; nothing anyone can reach; and the bar itself once
 * the page has painted.
 */
import { act, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { beforeAll, beforeEach, expect, it } from 'vitest';
import { AfterFirstPaint, forgetFirstPaint } from '@/components/AfterFirstPaint';
import { lazyInput } from '@/engine/fields/lazy-input';
import type { Field, FieldInputProps } from '@/engine/fields/registry';
import { SearchFormPlaceholder, StandInBox } from '@/engine/list/SearchFormPlaceholder';
import type { FilterValue } from '@/engine/table-state';
import '@/engine/schema';
import { i18n, loadNamespaces } from '@/i18n';
import { renderComponent } from '../../helpers/render-component';

const schema: Field[] = [
  { key: 'keyword', label: 'goods:field.keyword', type: 'text', search: true },
  { key: 'shop_cat_path', label: 'goods:field.shopCategory', type: 'enum', options: 'shopCategories', search: true },
  { key: 'goods_type', label: 'goods:field.goodsType', type: 'enum', enum: [{ value: 'NORMAL', label: 'goods:type.NORMAL' }], search: true },
  { key: 'created', label: 'order:comment.time', type: 'time', search: { range: { start: 'start_time', end: 'end_time' } } },
  { key: 'goods_name', label: 'goods:field.name', type: 'text' },
];

beforeAll(async () => {
  await i18n.changeLanguage('zh-CN');
  await loadNamespaces(['engine', 'goods', 'order']);
});

const mount = (filters: Record<string, FilterValue> = {}, fields = schema) =>
  renderComponent(<SearchFormPlaceholder schema={fields} filters={filters} />);

const boxes = () => [...document.querySelectorAll<HTMLElement>('.console-search-placeholder-box')];

it('draws each search field as its label and a box as wide as its input, and the two buttons as antd writes them', () => {
  mount();
  const bar = screen.getByTestId('search-form-placeholder');
  expect([...bar.querySelectorAll('.console-search-placeholder-label')].map((label) => label.textContent)).toEqual(['商品名称/编号', '店铺分组', '商品类型', i18n.t('order:comment.time')]);
  expect(boxes().map((box) => [box.style.width, box.style.minWidth])).toEqual([['200px', ''], ['', '200px'], ['', '160px'], ['280px', '']]);
  // Empty boxes show their label, as the inputs' placeholders do; selects have their arrow.
  expect(boxes().map((box) => box.hasAttribute('data-empty'))).toEqual([true, true, true, true]);
  expect(boxes().map((box) => Boolean(box.querySelector('.anticon-down')))).toEqual([false, true, true, false]);
  expect([...bar.querySelectorAll('.console-search-placeholder-button')].map((button) => button.textContent)).toEqual(['搜 索', '重 置']);
});

it('shows the URL\'s filters as the bar will: the text, the label of a choice', () => {
  mount({ keyword: 'phone', goods_type: 'NORMAL' });
  expect(boxes().map((box) => box.textContent)).toEqual(['phone', '店铺分组', '实物商品', i18n.t('order:comment.time')]);
  expect(boxes().map((box) => box.hasAttribute('data-empty'))).toEqual([false, true, false, true]);
});

it('is hidden from assistive technology and holds nothing to focus or type in', () => {
  mount({ keyword: 'phone' });
  const bar = screen.getByTestId('search-form-placeholder');
  expect(bar.getAttribute('aria-hidden')).toBe('true');
  expect(bar.querySelectorAll('input, button, select, textarea, a, [tabindex]')).toHaveLength(0);
});

it('is nothing for a list without search fields', () => {
  mount({}, [{ key: 'goods_name', label: 'goods:field.name', type: 'text' }]);
  expect(screen.queryByTestId('search-form-placeholder')).toBeNull();
});

beforeEach(() => forgetFirstPaint());

it('stands in for the bar until the page has painted, then gives way to it', async () => {
  renderComponent(
    <AfterFirstPaint placeholder={<SearchFormPlaceholder schema={schema} filters={{}} />}>
      <form data-testid="search-form" />
    </AfterFirstPaint>,
  );
  expect(screen.getByTestId('search-form-placeholder')).toBeTruthy();
  expect(screen.queryByTestId('search-form')).toBeNull();
  await screen.findByTestId('search-form');
  expect(screen.queryByTestId('search-form-placeholder')).toBeNull();
});

it('a search field whose input still loads keeps the input\'s room with its stand-in box, then shows the input', async () => {
  let arrive: (module: { Range: ComponentType<FieldInputProps> }) => void = () => undefined;
  const Range = lazyInput(
    () => new Promise<{ Range: ComponentType<FieldInputProps> }>((resolve) => (arrive = resolve)),
    'Range',
    ({ placeholder }) => <StandInBox text={placeholder ?? ''} empty room={{ width: 280 }} />,
  );
  renderComponent(<Range field={schema[3]!} placeholder="下单时间" />);
  const box = document.querySelector<HTMLElement>('.console-search-placeholder-box');
  expect([box?.textContent, box?.style.width]).toEqual(['下单时间', '280px']);
  await act(async () => arrive({ Range: ({ placeholder }) => <input aria-label={placeholder} /> }));
  expect(screen.getByRole('textbox', { name: '下单时间' })).toBeTruthy();
  expect(document.querySelector('.console-search-placeholder-box')).toBeNull();
});
