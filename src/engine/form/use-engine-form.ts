import { Form } from 'antd';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '@/components/feedback/feedback';
import type { FormValues } from '@/schemas/types';
import { fieldOfServerError, type ServerFieldError } from '@/validation/server-errors';
import { formOptionsOf } from '../fields/rules';
import { writeFields, type Field, type Row } from '../fields/registry';
import { fieldKeysOf, fieldLabelsOf } from '../schema';

/** The fields shown for these values (a field whose `when` fails is neither shown nor sent), groups' items included. */
export function visibleFields(fields: readonly Field[], values: FormValues): Field[] {
  return fields.filter((f) => formOptionsOf(f).when?.(values) ?? true);
}

/** The body of a form's values: each visible field writes its own keys (a time range two). */
export function bodyOf(fields: readonly Field[], values: FormValues): Row {
  const body = writeFields(visibleFields(fields, values), values);
  for (const group of fields.filter((f) => f.type === 'group' && Array.isArray(body[f.key]))) {
    body[group.key] = (body[group.key] as FormValues[]).map((item) => writeFields(visibleFields(group.item ?? [], item ?? {}), item ?? {}));
  }
  return body;
}

/**
 * What every engine form does around its fields: tracks unsaved changes, saves once at a time, and
 * puts a server validation error (400, code 004) at the field it names — the rest the api client has
 * shown as a toast. What the user typed always stays.
 */
export function useEngineForm(
  fields: readonly Field[],
  options: { serverError?: (error: unknown) => ServerFieldError | null; /** The caller says how it went (an action's own toast). */ quiet?: boolean } = {},
) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const [form] = Form.useForm<FormValues>();
  const [dirty, setDirty] = useState(false);
  const [saving, setSaving] = useState(false);
  const keys = useMemo(() => fieldKeysOf(fields as Field[]), [fields]);

  const submit = useCallback(
    async (send: (values: FormValues) => Promise<unknown>): Promise<boolean> => {
      let values: FormValues;
      try {
        values = await form.validateFields();
      } catch {
        return false;
      }
      setSaving(true);
      try {
        await send({ ...form.getFieldsValue(true), ...values });
        setDirty(false);
        if (!options.quiet) void message.success(t('engine:form.saved'));
        return true;
      } catch (error) {
        const named = options.serverError?.(error) ?? fieldOfServerError(error, keys, fieldLabelsOf(fields as Field[], t));
        if (named) form.setFields([{ name: named.name, errors: [named.message] }]);
        if (named) form.scrollToField(named.name);
        return false;
      } finally {
        setSaving(false);
      }
    },
    [fields, form, keys, message, options, t],
  );

  return { form, dirty, saving, submit, markDirty: () => setDirty(true), reset: () => setDirty(false) };
}
