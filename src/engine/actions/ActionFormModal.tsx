import { Form, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import type { FormValues, Schema } from '@/schemas/types';
import { readFields, type Field } from '../fields/registry';
import { FormFields } from '../form/FormFields';
import { FieldsSection } from '../record/sections/FieldsSection';
import { bodyOf, useEngineForm } from '../form/use-engine-form';
import { formOf } from './flags';
import type { Action, Row } from './types';

/** The action itself says it is done. */
const QUIET = { quiet: true };

/**
 * The small form an action asks first (ship, adjust price, a reason): the action gets the body its
 * fields write. It stays open, as typed, when the call fails.
 */
export function ActionFormModal({ action, rows, onCancel, onSubmit }: {
  action: Action;
  rows: Row[];
  onCancel: () => void;
  onSubmit: (input: FormValues) => Promise<void>;
}) {
  const { t } = useTranslation();
  const spec = formOf(action)!;
  const fields = spec.fields as readonly Field[];
  const engine = useEngineForm(fields, QUIET);
  return (
    <Modal
      open
      title={t(action.label)}
      width={spec.width ?? 520}
      okButtonProps={{ loading: engine.saving, danger: action.danger, id: `action-form-ok-${action.key}` }}
      onCancel={onCancel}
      onOk={() => void engine.submit((values) => onSubmit(bodyOf(fields, values)))}
      destroyOnHidden
      data-testid={`action-form-${action.key}`}
    >
      {action.context && rows.length === 1 && (
        <div style={{ marginBottom: 16 }} data-testid={`action-context-${action.key}`}>
          <FieldsSection schema={action.context.schema as Schema<Row>} record={rows[0]!} keys={action.context.keys} columns={1} />
        </div>
      )}
      <Form form={engine.form} layout="vertical" initialValues={spec.initial ? readFields(fields, spec.initial(rows)) : undefined} onValuesChange={engine.markDirty}>
        <FormFields fields={fields} />
      </Form>
    </Modal>
  );
}
