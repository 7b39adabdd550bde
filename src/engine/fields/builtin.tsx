/** The engine's own field types (see the registry). */
import { Input, Select, Space, Switch, Tag } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { validateMobile } from '@/components/pickers/mobile-field/rules';
import { validateRegion } from '@/components/pickers/region-picker/regionValue';
import type { RegionValue } from '@/components/pickers/region-picker/types';
import { config } from '@/config';
import type { EnumOption } from '@/schemas/types';
import { formatMoney } from '@/utils/money';
import { formatUnix } from '@/utils/time';
import { splitUrls } from '@/utils/urls';
import { lazyInput } from './lazy-input';
import { fileLinks } from './file-links';
import { LinesCell, LinesTable } from './lines';
import { MultiEnumSearch } from './MultiEnumSearch';
import { checkNumberBounds } from './number-bounds';
import { ruleSpecsOf } from './rules';
import { Thumbnail } from './Thumbnail';
import { TagsInput } from './inputs/tags';
import { OptionLabel, OptionsSelect, type LabeledValue } from './options';
import { CHOICE_MIN_WIDTH, TEXT_SEARCH_WIDTH } from './search-widths';
import { enumOptionOf, registerFieldType, type Field, type FieldInputProps, type Row } from './registry';

// The heavier inputs load with the first form (or search bar) that shows one: a list whose search
// has only texts and selects does not carry antd's date pickers, number input or the region cascader.
const dateInputs = () => import('./inputs/date');
const numberInputs = () => import('./inputs/number');
const choiceInputs = () => import('./inputs/choice');
const contactInputs = () => import('./inputs/contact');

const toDayjs = (value: unknown): Dayjs | undefined =>
  value === undefined || value === null || value === '' ? undefined : dayjs.isDayjs(value) ? value : dayjs.unix(Number(value));
const toUnix = (value: unknown): number | undefined => (dayjs.isDayjs(value) ? value.unix() : undefined);

const enumTag = (option: EnumOption | undefined, value: unknown, t: TFunction) =>
  option ? <Tag color={option.color}>{t(option.label)}</Tag> : String(value);

const enumCell = (value: unknown, _record: Row, field: Field, t: TFunction) => {
  if (field.options) return <OptionLabel source={field.options} value={value} />;
  const values = Array.isArray(value) ? value : [value];
  return values.map((v) => <span key={String(v)}>{enumTag(enumOptionOf(field, v), v, t)}</span>);
};

function EnumInput({ field, value, onChange, disabled, id, placeholder }: FieldInputProps) {
  const { t } = useTranslation();
  if (field.options)
    return <OptionsSelect source={field.options} value={value} onChange={onChange} disabled={disabled} id={id} placeholder={placeholder} labeled={Boolean(field.props?.labelKey)} />;
  return (
    <Select
      id={id}
      allowClear
      disabled={disabled}
      placeholder={placeholder}
      style={{ minWidth: CHOICE_MIN_WIDTH }}
      value={value === undefined || value === null ? undefined : String(value)}
      // The API's own type comes back: an enum of numbers gives a number.
      onChange={(v: string | undefined) => onChange?.(enumOptionOf(field, v)?.value ?? v)}
      options={field.enum?.map((o) => ({ value: String(o.value), label: t(o.label) }))}
    />
  );
}

function textProps({ value, onChange, disabled, id, placeholder }: FieldInputProps) {
  return { id, disabled, placeholder, value: (value ?? '') as string, onChange: (e: { target: { value: string } }) => onChange?.(e.target.value) };
}

registerFieldType('text', {
  cell: (value) => String(value),
  input: (props) => <Input allowClear={false} {...textProps(props)} {...props.field.props} />,
  search: (props) => <Input allowClear style={{ width: TEXT_SEARCH_WIDTH }} name={props.field.key} {...textProps(props)} />,
});

/**
 * A length the contract does not state (a `warn` rule) is counted, never enforced: antd's `maxLength`
 * would stop the typing (and cut a longer text the server already holds), `count.max` only shows the
 * count over the hint.
 */
const hintedCount = (field: Field) => {
  const hint = ruleSpecsOf(field).find((r) => r.kind === 'maxLength' && r.warn);
  return hint?.kind === 'maxLength' && field.props?.maxLength === undefined ? { count: { show: true, max: hint.value } } : {};
};

registerFieldType('textarea', {
  cell: (value) => <span style={{ whiteSpace: 'pre-wrap' }}>{String(value)}</span>,
  input: (props) => <Input.TextArea rows={3} showCount={Boolean(props.field.props?.maxLength)} {...hintedCount(props.field)} {...textProps(props)} {...props.field.props} />,
});

registerFieldType('password', {
  cell: () => '******',
  input: (props) => <Input.Password autoComplete="new-password" {...textProps(props)} />,
});

registerFieldType('number', { cell: (value) => String(value), input: lazyInput(numberInputs, 'NumberInput'), check: checkNumberBounds });
registerFieldType('money', { cell: (value) => formatMoney(value as number), input: lazyInput(numberInputs, 'MoneyInput') });

/**
 * An enum whose body needs the label too (`props.labelKey`: `logi_id` and `logi_name`): its form value
 * is `{value, label}`, written as two keys.
 */
const labelKeyOf = (field: Field) => field.props?.labelKey as string | undefined;
registerFieldType('enum', {
  cell: enumCell,
  input: EnumInput,
  read: (record, field) => {
    const labelKey = labelKeyOf(field);
    const value = record[field.key];
    return labelKey && value !== undefined && value !== null && value !== '' ? { value: String(value), label: String(record[labelKey] ?? '') } : value;
  },
  write: (value, field, body) => {
    const labelKey = labelKeyOf(field);
    if (!labelKey) return void (body[field.key] = value);
    const chosen = value as LabeledValue | undefined;
    body[field.key] = chosen?.value;
    body[labelKey] = chosen?.label;
  },
});
registerFieldType('radio', { cell: enumCell, input: lazyInput(choiceInputs, 'RadioInput'), search: EnumInput });
registerFieldType('checkboxes', { chosen: true, cell: enumCell, input: lazyInput(choiceInputs, 'CheckboxesInput'), search: MultiEnumSearch });

registerFieldType('switch', {
  // Named by its column (a switch is a button to screen readers; axe button-name).
  cell: (value, _row, field, t) => <Switch size="small" aria-label={t(field.label)} checked={Boolean(Number(value))} disabled />,
  input: ({ value, onChange, disabled, id }) => <Switch id={id} disabled={disabled} checked={Boolean(Number(value))} onChange={(on) => onChange?.(on ? 1 : 0)} />,
});

registerFieldType('tags', {
  cell: (value) => (Array.isArray(value) ? value : [value]).map((v) => <Tag key={String(v)}>{String(v)}</Tag>),
  input: TagsInput,
  // A value of spaces only is no value (it would reach the server as one).
  check: (value) => (Array.isArray(value) && value.some((v) => String(v).trim() === '') ? 'engine:rule.itemBlank' : undefined),
});

/** A thumbnail in a cell is named by its column (screen readers; axe image-alt). */
const image = (src: unknown, alt: string, group?: readonly string[]) => <Thumbnail src={String(src)} alt={alt} size={48} group={group} />;
const images = () => import('./ImageInput');
registerFieldType('image', { cell: (value, _row, field, t) => image(value, t(field.label)), input: lazyInput(images, 'SingleImageInput') });
registerFieldType('images', {
  cell: (value, _row, field, t) => {
    const urls = splitUrls(value);
    return <Space wrap>{urls.map((src) => <span key={src}>{image(src, t(field.label), urls)}</span>)}</Space>;
  },
  input: lazyInput(images, 'MultipleImageInput'),
});
registerFieldType('files', {
  cell: (value, _row, field, t) => fileLinks(value, (src, all) => image(src, t(field.label), all)),
  input: lazyInput(images, 'MultipleImageInput'),
});

/** 0 is the API's "not yet" for a time (not paid yet): shown as nothing, not as 1970. */
const whenSet = (value: unknown, pattern?: string) => (Number(value) > 0 ? formatUnix(value as number, pattern) : '—');

registerFieldType('time', {
  cell: (value) => whenSet(value),
  input: lazyInput(dateInputs, 'TimeInput'),
  read: (record, field) => toDayjs(record[field.key]),
  write: (value, field, body) => void (body[field.key] = toUnix(value)),
});

registerFieldType('date', {
  cell: (value) => whenSet(value, 'YYYY-MM-DD'),
  input: lazyInput(dateInputs, 'DateInput'),
  read: (record, field) => toDayjs(record[field.key]),
  write: (value, field, body) => void (body[field.key] = dayjs.isDayjs(value) ? value.startOf('day').unix() : undefined),
});

/** A time range held in two keys of the record and of the body (`start_time`, `end_time`). */
const rangeKeys = (field: Field) => field.range ?? { start: `${field.key}_start`, end: `${field.key}_end` };
registerFieldType('timeRange', {
  cell: (_value, record, field) => {
    const { start, end } = rangeKeys(field);
    return record[start] ? `${formatUnix(record[start] as number, 'YYYY-MM-DD HH:mm')} ~ ${formatUnix(record[end] as number, 'YYYY-MM-DD HH:mm')}` : '—';
  },
  input: lazyInput(dateInputs, 'TimeRangeInput'),
  read: (record, field) => {
    const { start, end } = rangeKeys(field);
    const [from, to] = [toDayjs(record[start]), toDayjs(record[end])];
    return from && to ? [from, to] : undefined;
  },
  write: (value, field, body) => {
    const { start, end } = rangeKeys(field);
    const range = value as [Dayjs, Dayjs] | undefined;
    body[start] = range ? range[0].unix() : undefined;
    body[end] = range ? range[1].unix() : undefined;
  },
});

registerFieldType('mobile', {
  cell: (value) => String(value),
  input: lazyInput(contactInputs, 'MobileInput'),
  check: (value) => {
    const broken = validateMobile(String(value), []);
    return broken ? `pickers:${broken}` : undefined;
  },
});

registerFieldType('region', {
  chosen: true,
  cell: (value) => {
    const address = (value as RegionValue | undefined)?.address;
    return address ? [address.country_name, address.province, address.city, address.county, address.town].filter(Boolean).join(' ') : String(value ?? '');
  },
  input: lazyInput(contactInputs, 'RegionInput'),
  check: (value) => {
    const broken = validateRegion(value as RegionValue, config.international);
    return broken ? `pickers:${broken}` : undefined;
  },
});

registerFieldType('lines', {
  cell: (value, _record, field) => <LinesCell lines={value} field={field} />,
  detail: (value, _record, field) => <LinesTable lines={value} field={field} />,
});

/** A buyer (member picker): the form holds `{value, label}`; the body gets the id, and the name under `props.labelKey`. */
registerFieldType('member', {
  cell: (value, record, field) => String(record[(field.props?.labelKey as string) ?? ''] ?? value),
  input: lazyInput(() => import('./MemberInput'), 'default'),
  read: (record, field) => {
    const value = record[field.key];
    const labelKey = field.props?.labelKey as string | undefined;
    return value === undefined || value === null || value === '' || String(value) === '0' ? undefined : { value: String(value), label: String(labelKey ? (record[labelKey] ?? '') : '') };
  },
  write: (value, field, body) => {
    const chosen = value as LabeledValue | undefined;
    body[field.key] = chosen?.value;
    const labelKey = field.props?.labelKey as string | undefined;
    if (labelKey) body[labelKey] = chosen?.label;
  },
});
