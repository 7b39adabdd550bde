import { DownloadOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '@/components/feedback/feedback';
import type { ReportTable } from './report-table';

export interface ExportButtonProps {
  title: string;
  /** The period in the file's name (`2025-11`, `2025`, `近30天`). */
  periodLabel?: string;
  /** The table, or how to get it (a paged list loads all its rows first). */
  table: ReportTable | (() => Promise<ReportTable>) | undefined;
  disabled?: boolean;
}

/** Exports a report table to a spreadsheet file; says so when it fails, and the user can simply try again. */
export function ExportButton({ title, periodLabel, table, disabled }: ExportButtonProps) {
  const { t } = useTranslation('statistics');
  const { message } = useFeedback();
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      const data = typeof table === 'function' ? await table() : table;
      if (!data) return;
      const { downloadSheet } = await import('./sheet');
      await downloadSheet(title, periodLabel, data);
    } catch {
      void message.error(t('export.failed'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button icon={<DownloadOutlined />} loading={busy} disabled={disabled || !table} onClick={() => void run()} data-testid="export-sheet">
      {t('export.button')}
    </Button>
  );
}
