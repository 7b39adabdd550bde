import { Form, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Field } from '@/engine/fields/registry';
import { FormFields } from '@/engine/form/FormFields';
import { useEngineForm } from '@/engine/form/use-engine-form';

/** A name to give (a new group, a renamed group or resource); the server's check shows at the field. */
export function NameDialog({ title, field, initial, onCancel, onSubmit }: {
  title: string;
  field: Field;
  initial?: string;
  onCancel: () => void;
  onSubmit: (name: string) => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const engine = useEngineForm([field]);
  return (
    <Modal
      open
      title={t(title)}
      onCancel={onCancel}
      okButtonProps={{ loading: engine.saving, id: 'name-dialog-ok' }}
      onOk={() => void engine.submit((values) => onSubmit(String(values[field.key] ?? '').trim()))}
      destroyOnHidden
      data-testid="name-dialog"
    >
      <Form form={engine.form} layout="vertical" initialValues={{ [field.key]: initial }} onValuesChange={engine.markDirty}>
        <FormFields fields={[field]} />
      </Form>
    </Modal>
  );
}
