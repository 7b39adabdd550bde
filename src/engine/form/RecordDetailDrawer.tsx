import { Drawer } from 'antd';
import type { Schema } from '@/schemas/types';
import type { Row } from '../actions/types';
import { recordId } from '../data/record-id';
import { useRecord } from '../data/use-record';
import type { Family, ScreenContext } from '../declare';
import { FieldsSection } from '../record/sections/FieldsSection';
import { detailFields } from '../schema';

/** A record's details from the schema's detail fields, read fresh from the API (the row shows meanwhile). */
export function RecordDetailDrawer({ family, ctx, schema, row, title, onClose }: {
  family: Family;
  ctx: ScreenContext;
  schema: Schema<Row>;
  row: Row;
  title: string;
  onClose: () => void;
}) {
  const { result } = useRecord(family, recordId(family, row), ctx);
  const record = { ...row, ...(result ?? {}) };
  return (
    <Drawer open title={title} width={560} onClose={onClose} data-testid="record-detail">
      <FieldsSection schema={schema} record={record} keys={detailFields(schema).map((f) => f.key)} columns={1} />
    </Drawer>
  );
}
