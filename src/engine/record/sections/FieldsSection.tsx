import { Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Schema } from '@/schemas/types';
import type { Row } from '../../actions/types';
import { displayValue } from '../../schema';

/**
 * A label stays on one line; a long value (a name, an address with no space) breaks anywhere rather than
 * widening its cell until the labels and dates beside it wrap character by character (a drawer).
 */
const DESCRIPTION_STYLES = { label: { whiteSpace: 'nowrap' }, content: { overflowWrap: 'anywhere' } } as const;

/** Fields of a record as label: value, in the order given. */
export function FieldsSection({ schema, record, keys, columns = 3 }: { schema: Schema<Row>; record: Row; keys: readonly string[]; columns?: number }) {
  const { t } = useTranslation();
  const fields = keys.map((key) => schema.find((f) => f.key === key)).filter((f): f is NonNullable<typeof f> => Boolean(f));
  return (
    // Every breakpoint named: one left out takes antd's 3 (a one-column drawer showed three on a wide screen).
    <Descriptions column={{ xs: 1, sm: 1, md: Math.min(2, columns), lg: columns, xl: columns, xxl: columns }} bordered size="small" styles={DESCRIPTION_STYLES}>
      {fields.map((field) => (
        <Descriptions.Item key={field.key} label={t(field.label)}>
          <span data-field={field.key}>{displayValue(field, record, t, 'detail')}</span>
        </Descriptions.Item>
      ))}
    </Descriptions>
  );
}
