import { useList } from '@refinedev/core';
import { lazy, Suspense, useMemo, useState } from 'react';
import { Select, type SelectProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { valueAt } from '../data/record-id';
import { OPTIONS_MIN_WIDTH } from './search-widths';
import { optionSourceOf, type OptionSource, type Row } from './registry';

export interface TreeOption {
  value: string;
  title: string;
  /** i18n key of why it cannot be chosen. */
  unavailable?: string;
  children?: TreeOption[];
}

const toTree = (rows: Row[], source: OptionSource): TreeOption[] =>
  rows
    .filter((row) => !source.when || valueAt(row, source.when))
    .map((row) => {
      const children = source.children ? (row[source.children] as Row[] | undefined) : undefined;
      return {
        value: String(valueAt(row, source.value)),
        title: String(valueAt(row, source.label) ?? ''),
        unavailable: source.unavailable?.(row),
        children: children?.length ? toTree(children, source) : undefined,
      };
    });

const flatten = (options: TreeOption[]): TreeOption[] => options.flatMap((o) => [o, ...flatten(o.children ?? [])]);

/** The options of a registered source, read once and cached (a change to its resource refreshes them). */
export function useOptions(name: string) {
  const { t } = useTranslation('engine');
  const source = optionSourceOf(name);
  const { result, query } = useList<Row>({
    resource: source?.resource ?? name,
    meta: { api: source?.api },
    pagination: { mode: 'off' },
    queryOptions: { enabled: Boolean(source), staleTime: 60_000 },
  });
  // The same answer gives the same options, so what is derived from them is derived once.
  const tree = useMemo(() => (source ? toTree(result.data ?? [], source) : []), [result.data, source]);
  const flat = useMemo(() => flatten(tree), [tree]);
  const choices = useMemo(
    () => flat.map((o) => (o.unavailable ? { value: o.value, label: t('options.unavailable', { label: o.title, reason: t(o.unavailable) }), disabled: true } : { value: o.value, label: o.title })),
    [flat, t],
  );
  return { tree, flat, choices, loading: query.isLoading, isTree: Boolean(source?.children) };
}

/** A choice that keeps its label too (the body needs both: `logi_id` and `logi_name`). */
export interface LabeledValue {
  value: string;
  label: string;
}

/** What a choice's field says of itself, whatever draws it. */
type CommonProps = Pick<SelectProps, 'id' | 'disabled' | 'placeholder' | 'allowClear' | 'loading' | 'style' | 'labelRender'> & { 'aria-label'?: string };

export function OptionsSelect({ source, value, onChange, disabled, id, placeholder, labeled = false }: {
  source: string;
  value?: unknown;
  onChange?: (value: unknown) => void;
  disabled?: boolean;
  id?: string;
  placeholder?: string;
  /** The value is `{value, label}`. */
  labeled?: boolean;
}) {
  const { t } = useTranslation();
  const options = useOptions(source);
  const raw = labeled ? (value as LabeledValue | undefined)?.value : value;
  // A chosen value whose options are still on their way reads as its label where the record gave one,
  // else as loading: never as its bare id ("7002"), which a form opened for editing showed for a moment.
  const known = labeled ? (value as LabeledValue | undefined)?.label : undefined;
  const labelRender: SelectProps['labelRender'] = ({ label, value: chosen }) => label ?? (known || (options.loading ? t('common:loading') : chosen));
  // Outside a labelled form item (a toolbar filter) the placeholder is all a screen reader would have.
  const common: CommonProps = { id, disabled, placeholder, 'aria-label': id ? undefined : placeholder, allowClear: true, loading: options.loading, labelRender, style: { minWidth: OPTIONS_MIN_WIDTH } };
  const current = raw === undefined || raw === null || raw === '' ? undefined : String(raw);
  if (labeled) {
    return (
      <Select {...common} showSearch optionFilterProp="label" value={current}
        onChange={(v?: string) => onChange?.(v === undefined ? undefined : { value: v, label: options.flat.find((o) => o.value === v)?.title ?? '' })}
        options={options.choices} />
    );
  }
  if (options.isTree) return <TreeOptionsSelect common={common} options={options} value={current} onChange={onChange} />;
  return (
    <Select {...common} showSearch optionFilterProp="label" value={current} onChange={(v) => onChange?.(v)} options={options.choices} />
  );
}

// antd's TreeSelect and its tree (13 kB gzip) load when the user first reaches for a tree choice, not with
// every search bar that shows one; hovering the field starts loading it.
const loadTreeChoice = () => import('./inputs/tree-choice');
const TreeChoice = lazy(() => loadTreeChoice().then((module) => ({ default: module.TreeChoice })));

/**
 * A choice in a tree. Until the user reaches for it, a closed select of the same look shows the value
 * (its label among the tree's options); a click opens the tree, a focus from the keyboard moves to it.
 */
function TreeOptionsSelect({ common, options, value, onChange }: { common: CommonProps; options: ReturnType<typeof useOptions>; value?: string; onChange?: (value: unknown) => void }) {
  const [reached, setReached] = useState<'click' | 'focus'>();
  const closed = (
    <Select {...common} open={false} value={value} options={options.choices} onChange={(v) => onChange?.(v)}
      onMouseEnter={() => void loadTreeChoice()} onMouseDown={() => setReached('click')} onFocus={() => setReached((how) => how ?? 'focus')} />
  );
  if (!reached) return closed;
  return (
    <Suspense fallback={closed}>
      <TreeChoice {...common} autoFocus defaultOpen={reached === 'click'} treeData={options.tree} value={value} onChange={(v) => onChange?.(v)} />
    </Suspense>
  );
}

/** An option's label in a cell or on a record page. */
export function OptionLabel({ source, value }: { source: string; value: unknown }) {
  const options = useOptions(source);
  return <>{options.flat.find((o) => o.value === String(value))?.title ?? String(value ?? '')}</>;
}
