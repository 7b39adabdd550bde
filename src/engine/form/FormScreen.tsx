import { Alert, Button, Card, Form, Skeleton, Space, Steps } from 'antd';
import { useCustom, useNavigation } from '@refinedev/core';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { LoadFailed } from '@/components/LoadFailed';
import { useFeedback } from '@/components/feedback/feedback';
import type { FormValues } from '@/schemas/types';
import { fillPath } from '@/utils/api-path';
import type { Row } from '../actions/types';
import { useCall } from '../data/use-call';
import { apiOf, useRecord } from '../data/use-record';
import type { Family, ScreenContext } from '../declare';
import { useInputsReady } from '../fields/inputs-ready';
import { readFields, type Field } from '../fields/registry';
import { useScreenHost, useTabLabel } from '../host/screen-host';
import { useTabName } from '../host/use-tab-name';
import { formFields } from '../schema';
import { FormFields } from './FormFields';
import type { FormMode, FormPart, FormScreenConfig } from './types';
import { bodyOf, useEngineForm } from './use-engine-form';
import { useLeaveGuard } from './use-leave-guard';

export interface FormScreenProps {
  family: Family;
  mode: FormMode;
  config: FormScreenConfig;
  ctx: ScreenContext;
  /** The record's id (edit, view); none for create. */
  id?: string;
  title: string;
}

const partFields = (fields: readonly Field[], part: FormPart) => part.fields.map((key) => fields.find((f) => f.key === key)).filter((f): f is Field => Boolean(f));

/**
 * A family's create / edit / view screen from one form declaration: sections or steps, conditional
 * fields, groups, cross-field rules, the server's errors at their fields, and a leave guard.
 */
export default function FormScreen({ family, mode: declared, config, ctx, id, title }: FormScreenProps) {
  const { t } = useTranslation('engine');
  const { modal } = useFeedback();
  const { list } = useNavigation();
  const navigate = useNavigate();
  const host = useScreenHost();
  const { pathname } = useLocation();
  const call = useCall(family.name);
  const fields = useMemo(() => (config.fields ?? formFields(family.schema as readonly Field[])) as readonly Field[], [config.fields, family.schema]);
  // A new record at its route's id (`role-permission/0`): a create form, named "new" in its tab, not by that id.
  const atNewId = config.newId !== undefined && id === config.newId;
  const mode: FormMode = declared !== 'create' && (!id || atNewId) ? 'create' : declared;
  const { query, result } = useRecord(family, mode === 'create' ? undefined : id, ctx, config.load);
  const record = result as Row | undefined;
  const alsoRead = mode !== 'create' && record && config.alsoRead && (config.alsoRead.when?.(record) ?? true) ? config.alsoRead : undefined;
  const also = useCustom({
    url: alsoRead && record ? alsoRead.url(id!, record) : '',
    method: 'get',
    config: { query: alsoRead && record ? alsoRead.query?.(id!, record) : undefined },
    meta: { silent: true },
    queryOptions: { enabled: Boolean(alsoRead) },
  });
  const alsoReady = !alsoRead || also.query.isSuccess;
  const alsoData = alsoRead ? also.result.data : undefined;
  const frozen = mode === 'edit' && record !== undefined && Boolean(config.frozen?.(record));
  const readOnly = mode === 'view' || frozen;
  const engine = useEngineForm(fields, { serverError: config.serverError });
  const inputsReady = useInputsReady(fields);
  const [step, setStep] = useState(0);
  const guard = useLeaveGuard(engine.dirty && !readOnly);
  useTabLabel(atNewId ? t('form.create') : record ? family.titleOf?.(record) : undefined);
  useTabName(mode === 'create' ? undefined : config.tabName, ctx.params);

  const initial = useMemo<FormValues | undefined>(() => {
    if (mode === 'create') return Object.fromEntries(fields.map((f) => [f.key, typeof f.form === 'object' ? f.form.initial : undefined]));
    if (!record || !alsoReady) return undefined;
    return config.toValues?.(record, alsoData) ?? readFields(fields, record);
  }, [alsoData, alsoReady, config, fields, mode, record]);

  // A record read again (Retry, the tab's Refresh, coming back to the tab) fills the form in, unless the
  // user is typing: the form's initial values apply only once, to the fields' first mount.
  const { form, dirty } = engine;
  useEffect(() => {
    if (mode !== 'create' && initial && !dirty) form.setFieldsValue(initial as Record<string, never>);
  }, [dirty, form, initial, mode]);

  // No Save over a record that could not be read: the load error (with Retry) instead of the form.
  if (mode !== 'create' && query.isError) return <LoadFailed title={t('form.loadFailed')} error={query.error} onRetry={() => void query.refetch()} />;
  if (alsoRead && also.query.isError) return <LoadFailed title={t('form.loadFailed')} error={also.query.error} onRetry={() => void also.query.refetch()} />;
  if (!initial || !inputsReady) return <Card title={title}><Skeleton active /></Card>;

  // A save that cannot be undone asks once the form is valid; saying no leaves the form as it is.
  const confirmed = (question: string) =>
    new Promise<void>((resolve, reject) =>
      modal.confirm({ title: t('list.confirmTitle'), content: t(question), onOk: () => resolve(), onCancel: () => reject(new Error('not confirmed')) }),
    );
  const save = () =>
    engine.submit(async (values) => {
      if (config.confirm) await confirmed(config.confirm);
      const kind = mode === 'create' ? 'create' : 'edit';
      const body = config.toBody?.(values, kind) ?? bodyOf(fields, values);
      const api = apiOf(family, ctx.shopKind);
      const saved =
        mode === 'create'
          ? await call<Row>(config.create?.(body) ?? { url: api.list, method: 'post', data: body, body: 'json' })
          : await call<Row>(config.update?.(id!, body, record!) ?? { url: fillPath(api.one ?? `${api.list}/{id}`, { ...ctx.params, id }), method: 'put', data: body, body: 'json' });
      // Saved: the user goes where the declaration says, else back to the family's list.
      guard.release();
      back(saved ?? {});
      // A saved new record is done with: the next add opens an empty form, not this one kept alive.
      if (mode === 'create') host.finish(pathname);
    });
  // Back (and after a save): where the declaration says, else the family's list.
  const back = (saved?: Row) => {
    if (typeof config.after === 'string') navigate(config.after);
    else if (config.after && saved) navigate(config.after(saved));
    else list(family.name);
  };

  const parts = config.steps ?? config.sections;
  const body = (part?: FormPart) => <FormFields fields={part ? partFields(fields, part) : fields} readOnly={readOnly} />;
  const stepped = Boolean(config.steps);
  const last = !stepped || step === config.steps!.length - 1;
  const next = async () => {
    try {
      await engine.form.validateFields(partFields(fields, config.steps![step]!).map((f) => [f.key]), { recursive: true });
      setStep(step + 1);
    } catch {
      // the step's errors show at its fields
    }
  };

  return (
    <Card
      title={title}
      data-testid={`form-${mode}`}
      extra={
        <Space>
          <Button onClick={() => back()}>{t(readOnly ? 'form.back' : 'form.cancel')}</Button>
          {stepped && step > 0 && <Button onClick={() => setStep(step - 1)}>{t('form.previous')}</Button>}
          {!readOnly && !last && <Button type="primary" onClick={() => void next()}>{t('form.next')}</Button>}
          {!readOnly && last && (
            <Button type="primary" loading={engine.saving} onClick={() => void save()} data-testid="form-save">
              {t('form.save')}
            </Button>
          )}
        </Space>
      }
    >
      {config.intro && <Alert type="info" showIcon message={t(config.intro)} style={{ marginBottom: 16, maxWidth: 960 }} data-testid="form-intro" />}
      {stepped && <Steps current={step} items={config.steps!.map((s) => ({ title: t(s.title) }))} style={{ marginBottom: 24 }} />}
      <Form form={engine.form} layout="vertical" initialValues={initial} onValuesChange={engine.markDirty} disabled={readOnly} style={{ maxWidth: 960 }}>
        {stepped
          ? config.steps!.map((s, i) => (
              <div key={s.key} style={{ display: i === step ? 'block' : 'none' }}>
                {body(s)}
              </div>
            ))
          : parts
            ? parts.map((s) => (
                <Card key={s.key} type="inner" size="small" title={t(s.title)} style={{ marginBottom: 16 }}>
                  {body(s)}
                </Card>
              ))
            : body()}
      </Form>
    </Card>
  );
}
