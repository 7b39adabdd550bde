import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatUnix } from '@/utils/time';

interface ParamEntry {
  fieldName?: unknown;
  fieldDesc?: unknown;
  value?: unknown;
}

/** Filter names whose values are unix seconds (`startTime`, `end_time`, ...). */
const TIME_NAME = /time$/i;

/** The entries of a task's `param` (a JSON array of `{fieldName, fieldDesc, value}`); none when it is not one. */
export function paramEntries(param: unknown): ParamEntry[] {
  if (typeof param !== 'string' || !param.trim()) return [];
  try {
    const parsed: unknown = JSON.parse(param);
    return Array.isArray(parsed) ? parsed.filter((p): p is ParamEntry => typeof p === 'object' && p !== null) : [];
  } catch {
    return [];
  }
}

/** One filter in words: its description and its value (a time shown in the browser's zone). */
export function paramText(entry: ParamEntry): string {
  const name = String(entry.fieldDesc ?? entry.fieldName ?? '');
  const raw = entry.value ?? '';
  const value = TIME_NAME.test(String(entry.fieldName ?? '')) && /^\d{1,12}$/.test(String(raw)) ? formatUnix(String(raw)) : String(raw);
  return `${name}: ${value}`;
}

/** The filters a task was started with, one per line; "all" when there were none. */
export function TaskParam({ param }: { param: unknown }) {
  const { t } = useTranslation('backstageTask');
  const entries = paramEntries(param);
  if (entries.length === 0) return <Typography.Text type="secondary">{t('param.none')}</Typography.Text>;
  return (
    <div data-testid="task-param">
      {entries.map((entry, i) => (
        <div key={i}>{paramText(entry)}</div>
      ))}
    </div>
  );
}
