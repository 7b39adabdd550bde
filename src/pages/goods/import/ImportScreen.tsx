import { DownloadOutlined, FileSearchOutlined, LoadingOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Space, Typography } from 'antd';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FileDrop } from './FileDrop';
import type { FileContent } from './file-content';
import { FILE_RULES, limitText, typesText } from './file-rules';
import { canOpen } from '@/providers/access-control-provider';
import { IMPORT_RECORDS_PATH, type ImportScreenConfig } from './import-configs';
import { TaskPanel } from './TaskPanel';
import { downloadCategorySheet, templateUrl } from './templates';
import { useImportFile } from './use-import-file';
import { useImportTask } from './use-import-task';
import { SectionHeading } from '@/components/SectionHeading';

/** One goods import (spu, sku, parameter, gallery images, detail images), as its config says. */
export function ImportScreen({ config }: { config: ImportScreenConfig }) {
  const { t } = useTranslation('goodsImport');
  const rule = FILE_RULES[config.file];
  const { state: task, start, forceStop } = useImportTask(config.uploadUrl);
  const accept = useCallback((file: File, content: FileContent) => void start(file, content), [start]);
  const picked = useImportFile(config, accept);
  const [sheetLoading, setSheetLoading] = useState(false);
  const busy = picked.checking || task.phase === 'uploading' || task.phase === 'processing';

  const fetchSheet = async () => {
    setSheetLoading(true);
    try {
      await downloadCategorySheet(t('templates.categorySheetFile'));
    } catch {
      // The client has shown the server's message.
    } finally {
      setSheetLoading(false);
    }
  };

  const refusedText = picked.refusal;
  const records = `${IMPORT_RECORDS_PATH}?${new URLSearchParams({ module_type: config.moduleType })}`;
  // Not offered to a role that could not open it (a link that is refused is a dead end).
  const recordsLink = canOpen('importRecord') ? records : undefined;

  return (
    <Card
      title={t(`screens.${config.id}.title`)}
      extra={
        recordsLink && (
          <Link to={recordsLink}>
            <FileSearchOutlined /> {t('records')}
          </Link>
        )
      }
    >
      <Space direction="vertical" size="large" style={{ width: '100%' }}>
        <Alert
          type="info"
          role="note"
          showIcon
          message={t(`screens.${config.id}.help`)}
          description={
            <ul style={{ margin: 0, paddingInlineStart: 18 }}>
              <li>{t('rules.file', { types: typesText(rule), limit: limitText(rule) })}</li>
              <li>{t('rules.progress')}</li>
              <li>{t('rules.records')}</li>
            </ul>
          }
        />

        <section aria-labelledby={`import-step-template-${config.id}`}>
          <SectionHeading id={`import-step-template-${config.id}`}>
            {t('steps.template')}
          </SectionHeading>
          <Space wrap>
            {config.templates.map((tpl) => (
              <Button key={tpl.file} icon={<DownloadOutlined />} href={templateUrl(tpl.file)} download={tpl.file}>
                {t(`templates.${tpl.label}`)}
              </Button>
            ))}
            {config.categorySheet && (
              <Button icon={<DownloadOutlined />} loading={sheetLoading} onClick={() => void fetchSheet()}>
                {t('templates.categorySheet')}
              </Button>
            )}
          </Space>
        </section>

        <section aria-labelledby={`import-step-upload-${config.id}`}>
          <SectionHeading id={`import-step-upload-${config.id}`}>
            {t('steps.upload')}
          </SectionHeading>
          <Space direction="vertical" style={{ width: '100%' }}>
            <FileDrop rule={rule} disabled={busy} onFile={(file) => void picked.take(file)} />
            {picked.checking && (
              <Typography.Text type="secondary" aria-live="polite" data-testid="import-checking">
                <LoadingOutlined /> {t('upload.checking')}
              </Typography.Text>
            )}
            {refusedText && <Alert type="error" showIcon role="alert" message={t(refusedText.key, refusedText.values)} />}
          </Space>
        </section>

        <TaskPanel task={task} onStop={() => void forceStop()} records={recordsLink} />
      </Space>
    </Card>
  );
}
