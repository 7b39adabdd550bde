import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { ListToolsProps } from '@/engine/list/types';
import { periodFromParams, periodLabel } from '../period/period';
import { ExportButton } from './ExportButton';
import { schemaTable } from './schema-table';

/**
 * A statistics list's export: all its rows for the current filters (not just the page on screen), in a file
 * named after the list and its period (or the day of the export, for the lists without one).
 */
export default function ExportListButton({ title, schema, params, total, loadAll }: ListToolsProps) {
  const { t } = useTranslation();
  const period = periodFromParams(params);
  return (
    <ExportButton
      title={title}
      periodLabel={period ? periodLabel(period) : dayjs().format('YYYY-MM-DD')}
      disabled={!total}
      table={async (options) => schemaTable(schema, await loadAll(undefined, options), t)}
    />
  );
}
