import { BarChartOutlined, TableOutlined } from '@ant-design/icons';
import { Card, Empty, Segmented, Skeleton, Space, Tooltip } from 'antd';
import type { EChartsOption } from 'echarts';
import { lazy, Suspense, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '@/components/LoadFailed';
import { Table } from '@/components/Table';
import { ExportButton } from '../export/ExportButton';
import type { ReportTable } from '../export/report-table';
import { isEmptyChart, type ChartModel } from './adapter';
import { chartOption, formatValue, type ChartLook, type Palette } from './options';
import { usePalette } from './palette';

const ChartView = lazy(() => import('./ChartView'));

export interface ChartCardProps {
  title: string;
  /** Controls beside the title (a measure switch, the price-range button). */
  extra?: ReactNode;
  loading: boolean;
  /** Set when the data could not be loaded: the card says so and offers a retry. */
  error?: unknown;
  onRetry: () => void;
  model?: ChartModel;
  /** How the model is drawn; or `option` for a chart of its own kind (the map). */
  look?: ChartLook;
  option?: (palette: Palette) => EChartsOption;
  /** The same numbers as a table (screen readers, copying, the export). */
  table?: ReportTable;
  /** Nothing to show; default: the model has no value above zero. */
  empty?: boolean;
  /** The period in the export's file name. */
  periodLabel?: string;
  height?: number;
  testId?: string;
  /** Below the chart (a summary). */
  children?: ReactNode;
}

type View = 'chart' | 'table';

/** One chart with its states: loading, failed (retry), no data, the chart or its table, and the export. */
export function ChartCard({ title, extra, loading, error, onRetry, model, look, option, table, empty, periodLabel, height = 320, testId, children }: ChartCardProps) {
  const { t } = useTranslation('statistics');
  const palette = usePalette();
  const [view, setView] = useState<View>('chart');
  const nothing = empty ?? isEmptyChart(model);
  const drawn = useMemo(
    () => (option ? option(palette) : model && look ? chartOption(model, look, palette) : undefined),
    [option, model, look, palette],
  );

  let body: ReactNode;
  if (error) body = <LoadFailed title={t('loadFailed')} error={error} onRetry={onRetry} />;
  else if (loading) body = <Skeleton active paragraph={{ rows: 6 }} style={{ height }} />;
  else if (nothing) body = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('noData')} style={{ height, paddingTop: height / 4 }} data-testid="chart-empty" />;
  else if (view === 'table' && table) body = <ReportTableView table={table} height={height} />;
  else if (drawn)
    body = (
      <Suspense fallback={<Skeleton active paragraph={{ rows: 6 }} style={{ height }} />}>
        <ChartView option={drawn} height={height} label={title} />
      </Suspense>
    );

  const ready = !error && !loading && !nothing;
  return (
    <Card
      title={title}
      data-testid={testId}
      extra={
        <Space wrap>
          {extra}
          {table && (
            <Segmented<View>
              size="small"
              value={view}
              onChange={setView}
              disabled={!ready}
              options={[
                { value: 'chart', icon: <Tooltip title={t('view.chart')}><BarChartOutlined aria-label={t('view.chart')} /></Tooltip> },
                { value: 'table', icon: <Tooltip title={t('view.table')}><TableOutlined aria-label={t('view.table')} /></Tooltip> },
              ]}
            />
          )}
          {table && <ExportButton title={title} periodLabel={periodLabel} table={table} disabled={!ready} />}
        </Space>
      }
    >
      {body}
      {children}
    </Card>
  );
}

/** A report table in antd's table: numbers right-aligned, money as ￥. */
export function ReportTableView({ table, height, pageSize }: { table: ReportTable; height?: number; pageSize?: number }) {
  const columns = table.columns.map((c) => ({
    key: c.key,
    dataIndex: c.key,
    title: c.title,
    align: c.money || c.numeric ? ('right' as const) : undefined,
    render: (value: unknown) => (c.money || c.numeric ? formatValue(value === null || value === '' ? null : Number(value), c.money) : String(value ?? '')),
  }));
  return (
    <Table
      size="small"
      rowKey="__row"
      columns={columns}
      dataSource={table.rows.map((row, index) => ({ ...row, __row: index }))}
      pagination={pageSize ? { pageSize, hideOnSinglePage: true, showSizeChanger: false } : false}
      scroll={height ? { y: height - 40 } : undefined}
      data-testid="report-table"
    />
  );
}
