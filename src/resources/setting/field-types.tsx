/**
 * Field types of the settings area (registered next to its declarations):
 * - `address`: a region kept in the record as level fields (`shop_province_id`, `shop_province`, ...),
 *   sent as the region JSON `<prefix>_region` (shop detail, api reference §8.1) or as the last level's id
 *   (`region_id` of a pickup point, docs/api/pickup-points.md);
 * - `clockRange`: opening hours, `HH:mm` in two keys (`range`);
 * - `uploadImages`: images uploaded straight from the computer (deposit vouchers: jpg / png only, a limit);
 * - `freightArea`: a freight rule's regions (the area picker);
 * - `permissionTree`: a role's `menus`, as the console's own screens.
 */
import { PlusOutlined } from '@ant-design/icons';
import { Spin, TimePicker, Upload, type UploadFile } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '@/components/feedback/feedback';
import type { RegionValue } from '@/components/pickers';
import { useUpload, fileExtension } from '@/components/pickers/shared/upload';
import { MAX_IMAGE_MB, isTooLarge } from '@/components/pickers/resource-picker/fileTypes';
import '@/engine/fields/builtin';
import { lazyInput } from '@/engine/fields/lazy-input';
import { fieldTypeOf, registerFieldType, type Field, type FieldInputProps, type Row } from '@/engine/fields/registry';
import { i18n } from '@/i18n';
import { areaNames, listStyleOf } from '@/schemas/setting/freight-area';
import { splitUrls } from '@/utils/urls';
import { checkedOfMenus, type RoleMenu } from './permission-tree';

const text = (value: unknown) => (value === undefined || value === null ? '' : String(value));
const LEVELS = ['province', 'city', 'county', 'town'] as const;

/** The region picker's value of an address kept under `prefix` (`shop` → `shop_province_id`, ...; '' → `province_id`). */
export function regionOfRecord(record: Row, prefix: string): RegionValue | undefined {
  const key = (name: string) => (prefix ? `${prefix}_${name}` : name);
  const code = text(record[key('country_code')]) || 'CN';
  if (code !== 'CN') {
    const state = text(record[key('province')]);
    return state
      ? {
          region: { region_type: 1, overseas_region: { state_id: text(record[key('province_id')]) || undefined, state_name: state, city: text(record[key('city')]) } },
          address: { country_code: code, country_name: text(record[key('country_name')]) },
        }
      : undefined;
  }
  const levels = LEVELS.filter((level) => !['', '0'].includes(text(record[key(`${level}_id`)])));
  if (!levels.length) return undefined;
  const address = Object.fromEntries(levels.flatMap((level) => [[`${level}_id`, text(record[key(`${level}_id`)])], [level, text(record[key(level)])]]));
  return { region: { region_type: 0, internal_region_id: text(record[key(`${levels.at(-1)!}_id`)]) }, address };
}

/** The region JSON the API reads (spec §3), with the country it is in. */
export function regionJson(value: RegionValue): string {
  const country = value.region.region_type === 0 ? { country_code: 'CN', country_name: value.address.country_name || '中国' } : { country_code: value.address.country_code, country_name: value.address.country_name };
  return JSON.stringify({ ...value.region, ...country });
}

const region = fieldTypeOf({ type: 'region' });
registerFieldType('address', {
  ...region,
  cell: (_value, record, field, t) => region.cell?.(regionOfRecord(record, String(field.props?.prefix ?? '')), record, field, t),
  read: (record, field) => regionOfRecord(record, String(field.props?.prefix ?? '')),
  write: (value, field, body) => {
    const chosen = value as RegionValue | undefined;
    if (!chosen) return void (body[field.key] = undefined);
    body[field.key] = field.props?.as === 'id' ? (chosen.region.region_type === 0 ? String(chosen.region.internal_region_id) : undefined) : regionJson(chosen);
  },
});

const rangeKeys = (field: Field) => field.range ?? { start: `${field.key}_start`, end: `${field.key}_end` };
const clock = (value: unknown): Dayjs | undefined => (/^\d{2}:\d{2}$/.test(text(value)) ? dayjs(`2000-01-01 ${text(value)}`) : undefined);

registerFieldType('clockRange', {
  cell: (_value, record, field) => {
    const { start, end } = rangeKeys(field);
    return record[start] ? `${text(record[start])} – ${text(record[end])}` : '—';
  },
  input: ({ value, onChange, disabled, id }) => (
    <TimePicker.RangePicker id={id} format="HH:mm" minuteStep={5} disabled={disabled} value={value as [Dayjs, Dayjs] | undefined} onChange={(v) => onChange?.(v ?? undefined)} />
  ),
  read: (record, field) => {
    const { start, end } = rangeKeys(field);
    const [from, to] = [clock(record[start]), clock(record[end])];
    return from && to ? [from, to] : undefined;
  },
  write: (value, field, body) => {
    const { start, end } = rangeKeys(field);
    const range = value as [Dayjs, Dayjs] | undefined;
    body[start] = range?.[0].format('HH:mm');
    body[end] = range?.[1].format('HH:mm');
  },
});

/** Image types and limit of `props.accept` (extensions) and `props.max`. */
function UploadImagesInput({ field, value, onChange, disabled, id }: FieldInputProps) {
  const { t } = useTranslation('setting');
  const { message } = useFeedback();
  const accept = (field.props?.accept as string[] | undefined) ?? ['jpg', 'jpeg', 'png'];
  const max = Number(field.props?.max ?? 5);
  const urls = splitUrls(value);
  const [pending, setPending] = useState<UploadFile[]>([]);
  const upload = useUpload();
  const list: UploadFile[] = [...urls.map((url, i) => ({ uid: `url-${i}`, name: `${i + 1}`, status: 'done' as const, url })), ...pending];
  return (
    <Upload
      id={id}
      listType="picture-card"
      accept={accept.map((ext) => `.${ext}`).join(',')}
      multiple
      disabled={disabled}
      fileList={list}
      beforeUpload={(file) => {
        const refusal = !accept.includes(fileExtension(file.name)) ? t('upload.type', { types: accept.join(', ') }) : isTooLarge(file.size, 'IMAGE') ? t('upload.size', { max: MAX_IMAGE_MB }) : null;
        if (refusal) void message.error(refusal);
        return refusal ? Upload.LIST_IGNORE : true;
      }}
      customRequest={({ file, onSuccess, onError }) => {
        const chosen = file as File & { uid: string };
        const mark = (change: Partial<UploadFile>) => setPending((all) => all.map((f) => (f.uid === chosen.uid ? { ...f, ...change } : f)));
        setPending((all) => [...all, { uid: chosen.uid, name: chosen.name, status: 'uploading', percent: 0 }]);
        upload(chosen, 'shop', (percent) => mark({ percent }))
          .then((answer) => {
            setPending((all) => all.filter((f) => f.uid !== chosen.uid));
            onChange?.([...splitUrls(value), answer.url].slice(0, max));
            onSuccess?.(answer);
          })
          .catch((error: Error) => {
            mark({ status: 'error' });
            onError?.(error);
          });
      }}
      onRemove={(file) => {
        if (file.uid.startsWith('url-')) onChange?.(urls.filter((url) => url !== file.url));
        else setPending((all) => all.filter((f) => f.uid !== file.uid));
      }}
    >
      {urls.length + pending.length < max && !disabled && (
        <div>
          <PlusOutlined />
          <div style={{ marginTop: 4 }}>{t('upload.add')}</div>
        </div>
      )}
    </Upload>
  );
}

registerFieldType('uploadImages', {
  cell: fieldTypeOf({ type: 'images' }).cell,
  input: UploadImagesInput,
  read: (record, field) => splitUrls(record[field.key]),
  // `props.joined`: the API takes the URLs comma-joined (a deposit's `voucher`).
  write: (value, field, body) => void (body[field.key] = field.props?.joined ? splitUrls(value).join(',') : splitUrls(value)),
});

/** Shown while an input's own code loads (the area picker, the permission tree), where a form shows it alone. */
const Loading = () => <Spin size="small" />;

// A freight rule's regions: the `area` JSON string, chosen in the area picker (api reference §8.5).
registerFieldType('freightArea', {
  cell: (value) => areaNames(value, listStyleOf(i18n.language)),
  input: lazyInput(() => import('@/pages/setting/FreightAreaInput'), 'default', Loading),
});

// A role's `menus` tree, edited as the console's own screens (permission-tree.ts).
registerFieldType('permissionTree', {
  cell: (value) => checkedOfMenus(value as RoleMenu[]).length,
  input: lazyInput(() => import('@/pages/setting/PermissionTreeInput'), 'default', Loading),
});
