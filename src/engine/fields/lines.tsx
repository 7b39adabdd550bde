/** Goods lines of a record (an order's SKUs, an after-sales service's goods): compact in a cell, a table on a record page. */
import { Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { ClampText } from '@/components/ClampText';
import { SecondaryText, Stack } from '@/components/Stack';
import { Table } from '@/components/Table';
import { formatMoney, toCents, fromCents } from '@/utils/money';
import type { Field, Row } from './registry';
import { Thumbnail } from './Thumbnail';

/** Which keys of a line hold what; the defaults fit the order lines of api reference §4.2. */
export interface LineKeys {
  name: string;
  image: string;
  specs: string;
  price: string;
  num: string;
  /** i18n key of the quantity's column, when not "quantity" (the number returned of an after-sales line). */
  numLabel?: string;
  /** More values per line (shipped, returned, put in storage, a list price), as [key, i18n label, 'money'?]. */
  extra?: ReadonlyArray<readonly [string, string] | readonly [string, string, 'money']>;
}

const DEFAULT_KEYS: LineKeys = { name: 'name', image: 'goods_image', specs: 'spec_list', price: 'purchase_price', num: 'num' };

export const lineKeysOf = (field: Pick<Field, 'props'>): LineKeys => ({ ...DEFAULT_KEYS, ...(field.props as Partial<LineKeys> | undefined) });

/** A line's specs as text: `spec_list` of {spec_name, spec_value}, or a text already. */
export function specsText(value: unknown): string {
  if (typeof value === 'string') {
    try {
      return specsText(JSON.parse(value));
    } catch {
      return value;
    }
  }
  if (!Array.isArray(value)) return '';
  return value
    .map((s: Row) => [s.spec_name, s.spec_value ?? s.spec_value_name].filter(Boolean).join(': '))
    .filter(Boolean)
    .join('; ');
}

const rowsOf = (lines: unknown): Row[] => (Array.isArray(lines) ? (lines as Row[]) : []);

/** price × quantity in cents (money is summed in cents). */
export const subtotalCents = (line: Row, keys: LineKeys) => toCents(line[keys.price]) * (Number(line[keys.num]) || 0);

export function LinesCell({ lines, field }: { lines: unknown; field: Field }) {
  const keys = lineKeysOf(field);
  const rows = rowsOf(lines);
  return (
    <Stack gap={4} style={{ minWidth: 220 }} data-testid="lines-cell">
      {rows.map((line, i) => (
        <Stack key={`${String(line.sku_id ?? line[keys.name])}-${i}`} row align="flex-start" gap={8}>
          {line[keys.image] ? <Thumbnail src={String(line[keys.image])} alt="" size={40} preview={false} /> : null}
          <div style={{ maxWidth: 260 }}>
            <ClampText text={String(line[keys.name] ?? '')} />
            <SecondaryText style={{ fontSize: 12 }}>
              {[specsText(line[keys.specs]), `${formatMoney(line[keys.price] as number)} × ${String(line[keys.num] ?? 0)}`].filter(Boolean).join(' · ')}
            </SecondaryText>
          </div>
        </Stack>
      ))}
    </Stack>
  );
}

export function LinesTable({ lines, field }: { lines: unknown; field: Field }) {
  const { t } = useTranslation('engine');
  const keys = lineKeysOf(field);
  const rows = rowsOf(lines);
  const total = rows.reduce((sum, line) => sum + subtotalCents(line, keys), 0);
  return (
    <Table<Row>
      size="small"
      pagination={false}
      rowKey={(line) => `${String(line.sku_id ?? '')}-${rows.indexOf(line)}`}
      dataSource={rows}
      scroll={{ x: 'max-content' }}
      data-testid="lines-table"
      columns={[
        {
          key: 'goods',
          title: t('lines.goods'),
          render: (_, line) => (
            <Space align="start">
              {line[keys.image] ? <Thumbnail src={String(line[keys.image])} alt={String(line[keys.name] ?? '')} size={56} /> : null}
              <div>
                <div>{String(line[keys.name] ?? '')}</div>
                <SecondaryText style={{ fontSize: 12 }}>{specsText(line[keys.specs])}</SecondaryText>
              </div>
            </Space>
          ),
        },
        { key: 'price', title: t('lines.price'), align: 'right', render: (_, line) => formatMoney(line[keys.price] as number) },
        { key: 'num', title: t(keys.numLabel ?? 'lines.num'), align: 'right', render: (_, line) => String(line[keys.num] ?? 0) },
        ...(keys.extra ?? []).map(([key, label, kind]) => ({
          key,
          title: t(label),
          align: 'right' as const,
          render: (_: unknown, line: Row) => (kind === 'money' ? formatMoney(line[key] as number) : String(line[key] ?? '—')),
        })),
        { key: 'subtotal', title: t('lines.subtotal'), align: 'right', render: (_, line) => formatMoney(fromCents(subtotalCents(line, keys))) },
      ]}
      summary={() =>
        rows.length > 1 ? (
          <Table.Summary.Row>
            <Table.Summary.Cell index={0} colSpan={3 + (keys.extra?.length ?? 0)}>{t('lines.total')}</Table.Summary.Cell>
            <Table.Summary.Cell index={1} align="right">
              <strong data-testid="lines-total">{formatMoney(fromCents(total))}</strong>
            </Table.Summary.Cell>
          </Table.Summary.Row>
        ) : null
      }
    />
  );
}
