import { useOne } from '@refinedev/core';
import { Descriptions, Drawer, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ApiMeta } from '@/providers/data-provider';
import type { Schema } from '@/schemas/types';
import { detailFields, displayValue } from '../schema';
import type { Row } from '../list/types';

/** A record's details from the schema's detail fields, read fresh from the API (the row shows meanwhile). */
export function RecordDetailDrawer({ resource, api, schema, row, rowKey, title, onClose }: {
  resource: string;
  api?: ApiMeta;
  schema: Schema<Row>;
  row: Row;
  rowKey: string;
  title: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { result, query } = useOne<Row>({ resource, id: String(row[rowKey]), meta: api, queryOptions: { enabled: Boolean(api?.api) } });
  const record = { ...row, ...(result ?? {}) };
  return (
    <Drawer open title={title} width={560} onClose={onClose} data-testid="record-detail">
      {query.isLoading && !row ? (
        <Skeleton active />
      ) : (
        <Descriptions column={1} bordered size="small">
          {detailFields(schema).map((field) => (
            <Descriptions.Item key={field.key} label={t(field.label)}>
              {displayValue(field, record, t)}
            </Descriptions.Item>
          ))}
        </Descriptions>
      )}
    </Drawer>
  );
}
