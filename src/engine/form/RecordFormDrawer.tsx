import { Button, Drawer, Form, Space } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '@/components/feedback/feedback';
import type { Schema } from '@/schemas/types';
import type { Row } from '../actions/types';
import { useCall } from '../data/use-call';
import type { Family } from '../declare';
import { readFields, type Field } from '../fields/registry';
import type { DrawerFormConfig } from '../list/types';
import { formFields } from '../schema';
import { FormFields } from './FormFields';
import { bodyOf, useEngineForm } from './use-engine-form';

/**
 * Create or edit a record in a drawer, from the schema's form fields. Closing a changed form asks
 * first; a server validation error (400) is shown at the field it names.
 */
export function RecordFormDrawer({ family, schema, config, record, title, onClose, onSaved }: {
  family?: Family;
  schema: Schema<Row>;
  config: DrawerFormConfig;
  /** undefined: a new record */
  record?: Row;
  title: string;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation(['engine', 'common']);
  const { modal } = useFeedback();
  const call = useCall(family?.name);
  const fields = useMemo(() => formFields(schema) as readonly Field[], [schema]);
  const engine = useEngineForm(fields);
  const initial = record ? (config.fromRecord?.(record) ?? readFields(fields, record)) : config.initial;

  const close = () => {
    if (!engine.dirty) return onClose();
    modal.confirm({ content: t('engine:form.unsaved'), okText: t('engine:form.leave'), cancelText: t('engine:form.stay'), onOk: onClose });
  };

  const save = () =>
    engine.submit(async (values) => {
      const body = { ...values, ...bodyOf(fields, values) };
      const spec = record ? config.update?.(record, body) : config.create?.(body);
      if (spec) await call(spec);
      onSaved();
    });

  return (
    <Drawer
      open
      title={title}
      width={config.width ?? 520}
      onClose={close}
      destroyOnHidden
      extra={
        <Space>
          <Button onClick={close}>{t('engine:form.cancel')}</Button>
          <Button type="primary" loading={engine.saving} onClick={() => void save()} data-testid="form-save">
            {t('engine:form.save')}
          </Button>
        </Space>
      }
    >
      <Form form={engine.form} layout="vertical" initialValues={initial} onValuesChange={engine.markDirty} data-testid="record-form">
        <FormFields fields={fields} />
      </Form>
    </Drawer>
  );
}
