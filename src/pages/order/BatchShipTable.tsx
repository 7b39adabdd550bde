import { Input, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Table } from '@/components/Table';
import { OptionsSelect, type LabeledValue } from '@/engine/fields/options';
import type { ShipResult, ShipRow } from './use-batch-ship';

/** Orders to ship, each with its company and tracking number, and each one's result once sent. */
export function BatchShipTable({ rows, results, onChange, extra }: {
  rows: ShipRow[];
  results: Record<string, ShipResult>;
  onChange: (sn: string, patch: Partial<ShipRow>) => void;
  /** Columns before the inputs (goods, consignee). */
  extra?: Array<{ key: string; title: string; render: (row: ShipRow) => React.ReactNode }>;
}) {
  const { t } = useTranslation('order');
  return (
    <Table<ShipRow>
      size="small"
      rowKey="sn"
      pagination={false}
      dataSource={rows}
      scroll={{ x: 'max-content' }}
      data-testid="batch-ship-table"
      columns={[
        { key: 'sn', title: t('field.sn'), dataIndex: 'sn' },
        ...(extra ?? []).map((c) => ({ key: c.key, title: c.title, render: (_: unknown, row: ShipRow) => c.render(row) })),
        {
          key: 'logi',
          title: t('field.logistics'),
          render: (_, row) => (
            <OptionsSelect source="logisticsCompanies" labeled placeholder={t('field.logistics')}
              value={row.logi_id ? { value: row.logi_id, label: row.logi_name ?? '' } : undefined}
              onChange={(v) => onChange(row.sn, { logi_id: (v as LabeledValue | undefined)?.value, logi_name: (v as LabeledValue | undefined)?.label })} />
          ),
        },
        {
          key: 'no',
          title: t('field.shipNo'),
          render: (_, row) => (
            <Input aria-label={`${t('field.shipNo')} ${row.sn}`} maxLength={20} value={row.ship_no ?? ''} style={{ width: 200 }} onChange={(e) => onChange(row.sn, { ship_no: e.target.value })} />
          ),
        },
        {
          key: 'result',
          title: t('batch.result'),
          render: (_, row) => {
            const result = results[row.sn];
            if (!result) return null;
            return result.state === 'done' ? (
              <Tag color="green">{t('batch.shipped')}</Tag>
            ) : (
              <Tag color={result.state === 'failed' ? 'red' : 'orange'} data-testid={`ship-error-${row.sn}`}>{result.reason}</Tag>
            );
          },
        },
      ]}
    />
  );
}
