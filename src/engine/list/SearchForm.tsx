import { Button, Form, Space } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { memo, useMemo, useRef } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { FieldSchema } from '@/schemas/types';
import { checkRule } from '@/validation/checks';
import { lazyInput } from '../fields/lazy-input';
import { fieldTypeOf } from '../fields/registry';
import { MultiEnumSearch } from '../fields/MultiEnumSearch';
import { DATE_RANGE_SEARCH_WIDTH } from '../fields/search-widths';
import { searchFields, searchOptionsOf as optionsOf, searchParamOf } from '../schema';
import { useApplyOnChange } from '../form/use-apply-on-change';
import { filtersKeyOf, MAX_FILTER_LENGTH, type FilterValue } from '../table-state';
import { StandInBox } from './SearchFormPlaceholder';
import type { Row } from './types';
import { useIsPhone } from './use-phone';

type Values = Record<string, unknown>;

/**
 * antd's date pickers load with the first search bar that has a date range, not with every list; until
 * they have, the range's box holds its room (the bar's other fields would move into it).
 */
const DateRangeSearch = lazyInput(() => import('../fields/inputs/date'), 'DateRangeSearch', ({ placeholder }) => (
  <StandInBox text={placeholder ?? ''} empty room={{ width: DATE_RANGE_SEARCH_WIDTH }} />
));

/**
 * A typed text longer than the URL keeps would be dropped silently: the field refuses it and says why,
 * with the forms' own maxLength rule (what is searched is the trimmed text).
 */
const lengthRule = (label: string, t: TFunction) => ({
  validator: async (_: unknown, value: unknown) => {
    const broken = typeof value === 'string' ? checkRule({ kind: 'maxLength', value: MAX_FILTER_LENGTH }, value.trim()) : undefined;
    if (broken) throw new Error(t(broken.key, { label, ...broken.values }));
  },
});

/** URL filters → form values (date ranges as two dayjs). */
export function toFormValues(fields: FieldSchema<Row>[], filters: Record<string, FilterValue>): Values {
  const values: Values = {};
  for (const field of fields) {
    const options = optionsOf(field);
    if (options.range) {
      const [start, end] = [filters[options.range.start], filters[options.range.end]];
      values[field.key] = start && end ? [dayjs.unix(Number(start)), dayjs.unix(Number(end))] : undefined;
    } else {
      values[field.key] = filters[searchParamOf(field)];
    }
  }
  return values;
}

/** Form values → URL filters (date ranges as unix seconds, start of the first day to end of the last). */
export function toFilters(fields: FieldSchema<Row>[], values: Values): Record<string, FilterValue | undefined> {
  const filters: Record<string, FilterValue | undefined> = {};
  for (const field of fields) {
    const options = optionsOf(field);
    const value = values[field.key];
    if (options.range) {
      const range = value as [Dayjs, Dayjs] | undefined;
      filters[options.range.start] = range ? String(range[0].startOf('day').unix()) : undefined;
      filters[options.range.end] = range ? String(range[1].endOf('day').unix()) : undefined;
    } else if (Array.isArray(value)) {
      filters[searchParamOf(field)] = value.map(String);
    } else {
      filters[searchParamOf(field)] = value === undefined || value === null ? undefined : String(value).trim();
    }
  }
  return filters;
}

interface SearchFormProps {
  schema: readonly FieldSchema<Row>[];
  filters: Record<string, FilterValue>;
  onSearch: (filters: Record<string, FilterValue | undefined>) => void;
  onReset: () => void;
}

/** The same form: the same fields and handlers, and filters of the same values. */
const sameSearch = (before: SearchFormProps, after: SearchFormProps) =>
  before.schema === after.schema && before.onSearch === after.onSearch && before.onReset === after.onReset && filtersKeyOf(before.filters) === filtersKeyOf(after.filters);

/**
 * The list's search form ("table search" of spec §1): it always shows what the URL says. It renders
 * again for new filters (compared by value), not for a new page or sort of its list: its selects and
 * inputs are most of what a list renders.
 */
export const SearchForm = memo(function SearchForm({ schema, filters, onSearch, onReset }: SearchFormProps) {
  const { t } = useTranslation(['engine', 'pickers']);
  const [form] = Form.useForm();
  const fields = useMemo(() => searchFields(schema), [schema]);
  // The form follows the URL's filters (not its page or sort): compare by value, not by object.
  const filtersKey = filtersKeyOf(filters);
  // The filters this form sent last. The address changes at once, but the list renders its new filters
  // a little later (a navigation is a transition): what was typed meanwhile must not be overwritten by
  // the search the form itself sent. Filters that arrive otherwise (reset, back, a link) are shown.
  const sent = useRef<string | undefined>(undefined);
  // Every field set (absent ones to undefined) rather than resetFields(), which remounts the inputs;
  // only when the URL's filters change, so a half-typed search survives a visit to another tab.
  useApplyOnChange(filtersKey, () => {
    const own = sent.current === filtersKey;
    sent.current = undefined;
    if (fields.length && !own) form.setFieldsValue(toFormValues(fields, filters));
  });
  const search = (values: Values) => {
    const next = toFilters(fields, values);
    sent.current = filtersKeyOf(next);
    onSearch(next);
  };
  // On a phone the fields stack, each label above its input: side by side, a long label (English)
  // pushed its input past the screen's edge.
  const phone = useIsPhone();
  const itemStyle = phone ? { marginBottom: 8 } : undefined;
  if (!fields.length) return null;
  return (
    <Form form={form} layout={phone ? 'vertical' : 'inline'} data-testid="search-form" onFinish={search} style={{ rowGap: 12, marginBottom: 16 }}>
      {fields.map((field) => {
        const options = optionsOf(field);
        const label = t(field.label);
        const def = fieldTypeOf(field);
        const Input = def.search ?? def.input;
        let input;
        if (options.range) input = <DateRangeSearch field={field} placeholder={label} />;
        else if (field.enum && options.multiple) input = <MultiEnumSearch field={field} placeholder={label} />;
        else if (Input) input = <Input field={field} placeholder={label} />;
        else input = null;
        return (
          <Form.Item key={field.key} name={field.key} label={label} rules={[lengthRule(label, t)]} style={itemStyle}>
            {input}
          </Form.Item>
        );
      })}
      <Form.Item>
        <Space>
          <Button type="primary" htmlType="submit" data-testid="search-submit">{t('engine:list.search')}</Button>
          <Button onClick={onReset} data-testid="search-reset">{t('engine:list.reset')}</Button>
        </Space>
      </Form.Item>
    </Form>
  );
}, sameSearch);
