import { DownloadOutlined } from '@ant-design/icons';
import { Button, Progress, Space } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '@/components/feedback/feedback';
import type { LoadAllOptions } from '@/engine/list/load-all';
import type { ReportTable } from './report-table';

export interface ExportButtonProps {
  title: string;
  /** The period in the file's name (`2025-11`, `2025`, `近30天`). */
  periodLabel?: string;
  /** The table, or how to get it (a paged list loads all its rows first, saying how far it is). */
  table: ReportTable | ((options: Required<LoadAllOptions>) => Promise<ReportTable>) | undefined;
  disabled?: boolean;
}

const aborted = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/**
 * Exports a report table to a spreadsheet file. While a paged list's rows load it shows how many of how
 * many, and can be cancelled; it says so when it fails, and the user can simply try again.
 */
export function ExportButton({ title, periodLabel, table, disabled }: ExportButtonProps) {
  const { t } = useTranslation('statistics');
  const { message } = useFeedback();
  const [busy, setBusy] = useState(false);
  const [progress, setProgress] = useState<{ fetched: number; total: number }>();
  const controller = useRef<AbortController>(undefined);
  const run = async () => {
    const abort = new AbortController();
    controller.current = abort;
    setBusy(true);
    setProgress(undefined);
    try {
      const data = typeof table === 'function' ? await table({ signal: abort.signal, onProgress: (fetched, total) => setProgress({ fetched, total }) }) : table;
      if (!data) return;
      const { downloadSheet } = await import('./sheet');
      await downloadSheet(title, periodLabel, data);
    } catch (error) {
      if (aborted(error)) void message.info(t('export.cancelled'));
      else void message.error(t('export.failed'));
    } finally {
      setBusy(false);
      setProgress(undefined);
    }
  };
  const percent = progress && progress.total > 0 ? Math.floor((progress.fetched / progress.total) * 100) : 0;
  return (
    <Space>
      <Button icon={<DownloadOutlined />} loading={busy} disabled={disabled || !table} onClick={() => void run()} data-testid="export-sheet">
        {t('export.button')}
      </Button>
      {busy && typeof table === 'function' && (
        <span data-testid="export-progress" style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}>
          <Progress
            percent={percent}
            size="small"
            showInfo={false}
            style={{ width: 120, margin: 0 }}
            aria-label={t('export.progressLabel')}
          />
          <span aria-live="polite">{progress ? t('export.progress', { fetched: progress.fetched, total: progress.total }) : t('export.starting')}</span>
          <Button size="small" onClick={() => controller.current?.abort()} data-testid="export-cancel">
            {t('export.cancel')}
          </Button>
        </span>
      )}
    </Space>
  );
}
