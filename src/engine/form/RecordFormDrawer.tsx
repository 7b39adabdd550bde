import { App, Button, Drawer, Form, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/api';
import type { Schema } from '@/schemas/types';
import { useCall } from '../use-call';
import { fieldNamedIn, formFields, rulesOf } from '../schema';
import type { FormConfig, Row } from '../list/types';
import { FieldInput } from './FieldInput';

/**
 * Create or edit a record from the schema's form fields. Leaving a changed form asks first; a server
 * validation error (400) is shown at the field it names.
 */
export function RecordFormDrawer({ schema, config, record, title, onClose, onSaved }: {
  schema: Schema<Row>;
  config: FormConfig;
  /** undefined: a new record */
  record?: Row;
  title: string;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation(['engine', 'common']);
  const { modal, message } = App.useApp();
  const call = useCall();
  const [form] = Form.useForm<Row>();
  const [saving, setSaving] = useState(false);
  const initial = record ? (config.fromRecord?.(record) ?? record) : config.initial;

  const close = () => {
    if (!form.isFieldsTouched()) return onClose();
    modal.confirm({ content: t('engine:form.unsaved'), okText: t('engine:form.leave'), cancelText: t('engine:form.stay'), onOk: onClose });
  };

  const save = async (values: Row) => {
    const spec = record ? config.update?.(record, values) : config.create?.(values);
    if (!spec) return;
    setSaving(true);
    try {
      await call(spec);
      void message.success(t('engine:form.saved'));
      onSaved();
    } catch (error) {
      const field = error instanceof ApiError && error.status === 400 ? fieldNamedIn(error.message, schema, t) : undefined;
      if (field) form.setFields([{ name: field, errors: [(error as ApiError).message] }]);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Drawer
      open
      title={title}
      width={520}
      onClose={close}
      destroyOnHidden
      extra={
        <Space>
          <Button onClick={close}>{t('engine:form.cancel')}</Button>
          <Button type="primary" loading={saving} onClick={() => form.submit()} data-testid="form-save">
            {t('engine:form.save')}
          </Button>
        </Space>
      }
    >
      <Form form={form} layout="vertical" initialValues={initial} onFinish={save} data-testid="record-form">
        {formFields(schema).map((field) => (
          <Form.Item key={field.key} name={field.key} label={t(field.label)} rules={rulesOf(field, t)} validateTrigger={['onChange', 'onBlur']}>
            <FieldInput field={field} />
          </Form.Item>
        ))}
      </Form>
    </Drawer>
  );
}
