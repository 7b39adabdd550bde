import { useList } from '@refinedev/core';
import { Button, Drawer, Form, Skeleton, Space } from 'antd';
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
import { useInputsReady } from '../fields/inputs-ready';
import { bodyOf, useEngineForm } from './use-engine-form';

const trimmed = (v: unknown) => (v === undefined || v === null ? '' : String(v).trim());

/** The values of `config.taken`'s field that other records have (the edited record's own is allowed). */
function useTakenValues(family: Family | undefined, config: DrawerFormConfig, record: Row | undefined): ReadonlySet<string> {
  const taken = config.taken;
  const { result } = useList({
    resource: family?.name ?? '',
    meta: { api: taken?.read ?? '' },
    pagination: { mode: 'off' },
    queryOptions: { enabled: Boolean(taken) },
  });
  const rows = result.data;
  return useMemo(() => {
    if (!taken) return new Set<string>();
    const own = record ? trimmed(record[taken.field]) : undefined;
    return new Set(rows.map((r) => trimmed((r as Row)[taken.field])).filter((v) => v !== '' && v !== own));
  }, [rows, taken, record]);
}

/** The form's fields, the `taken` field with its "not another record's" rule. */
function withTakenRule(fields: readonly Field[], config: DrawerFormConfig, values: ReadonlySet<string>): readonly Field[] {
  const taken = config.taken;
  if (!taken) return fields;
  return fields.map((f) => {
    if (f.key !== taken.field) return f;
    const options = f.form && f.form !== true ? f.form : {};
    const rule = { kind: 'check' as const, check: (v: unknown) => (values.has(trimmed(v)) ? 'engine:rule.taken' : undefined) };
    return { ...f, form: { ...options, rules: [...(options.rules ?? []), rule] } };
  });
}

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
  const takenValues = useTakenValues(family, config, record);
  const fields = useMemo(() => withTakenRule(formFields(schema) as readonly Field[], config, takenValues), [schema, config, takenValues]);
  const engine = useEngineForm(fields);
  const inputsReady = useInputsReady(fields);
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
      {inputsReady ? (
        <Form form={engine.form} layout="vertical" initialValues={initial} onValuesChange={engine.markDirty} data-testid="record-form">
          <FormFields fields={fields} />
        </Form>
      ) : (
        <Skeleton active />
      )}
    </Drawer>
  );
}
