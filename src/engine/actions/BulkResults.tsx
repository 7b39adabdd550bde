import { Modal, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Table } from '@/components/Table';
import type { Action } from './types';
import type { RowResult } from './use-actions';

const COLOR = { done: 'green', failed: 'red', skipped: 'default' } as const;

/** What a bulk action did to each row: done, failed (and why), or skipped because the row does not allow it. */
export function BulkResults({ action, rows, onClose }: { action: Action; rows: RowResult[]; onClose: () => void }) {
  const { t } = useTranslation();
  const done = rows.filter((r) => r.outcome === 'done').length;
  return (
    <Modal open title={t(action.label)} onCancel={onClose} onOk={onClose} cancelButtonProps={{ style: { display: 'none' } }} data-testid="bulk-results">
      <p>{t('engine:bulk.summary', { done, total: rows.length })}</p>
      <Table<RowResult>
        size="small"
        rowKey="id"
        pagination={false}
        dataSource={rows}
        columns={[
          { key: 'id', title: t('engine:bulk.record'), dataIndex: 'id' },
          { key: 'outcome', title: t('engine:bulk.result'), render: (_, r) => <Tag color={COLOR[r.outcome]}>{t(`engine:bulk.${r.outcome}`)}</Tag> },
          { key: 'reason', title: t('engine:bulk.reason'), render: (_, r) => r.reason ?? (r.outcome === 'skipped' ? t('engine:bulk.notAllowed') : '') },
        ]}
      />
    </Modal>
  );
}
