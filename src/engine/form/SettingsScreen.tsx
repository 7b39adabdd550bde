import { Alert, Button, Card, Form, Skeleton } from 'antd';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '@/components/LoadFailed';
import type { Row } from '../actions/types';
import { useCall } from '../data/use-call';
import type { FormValues } from '@/schemas/types';
import { aRecord } from '@/validation/answer-shape';
import { useSingleRecord } from '../data/use-record';
import type { Family } from '../declare';
import { readFields, type Field } from '../fields/registry';
import { FormFields } from './FormFields';
import type { SettingsConfig } from './types';
import { useInputsReady } from '../fields/inputs-ready';
import { bodyOf, useEngineForm } from './use-engine-form';
import { useLeaveGuard } from './use-leave-guard';

/**
 * A settings screen: one record loaded, edited and saved. The save makes the family's reads stale,
 * and those its call names (the session's shop), so every screen showing the same data follows.
 */
export default function SettingsScreen({ family, config, title }: { family: Family; config: SettingsConfig; title: string }) {
  const { t } = useTranslation('engine');
  const call = useCall(family.name);
  const fields = config.fields as readonly Field[];
  const { query, result } = useSingleRecord<Row>(family.name, config.load, { shape: family.shape ?? aRecord });
  const engine = useEngineForm(fields);
  const inputsReady = useInputsReady(fields);
  const guard = useLeaveGuard(engine.dirty);
  const initial = useMemo(() => (result ? (config.toValues?.(result) ?? readFields(fields, result)) : undefined), [config, fields, result]);
  // A newer record (saved here or elsewhere) shows, unless the user is typing: nothing typed is lost.
  const { form, dirty } = engine;
  useEffect(() => {
    if (initial && !dirty) form.setFieldsValue(initial as Record<string, never>);
  }, [dirty, form, initial]);

  if (query.isError) return <LoadFailed title={t('form.loadFailed')} error={query.error} onRetry={() => void query.refetch()} />;
  const Header = config.header;
  const byKey = (keys: readonly string[]) => keys.map((k) => fields.find((f) => f.key === k)).filter((f): f is Field => Boolean(f));
  const renderForm = (record: Row, values: FormValues) => {
    const save = () =>
      engine.submit(async (typed) => {
        await call(config.save(config.toBody?.(typed, record) ?? bodyOf(fields, typed), record));
        guard.release();
      });
    return (
      <Form form={engine.form} layout="vertical" initialValues={values} onValuesChange={engine.markDirty} style={{ maxWidth: 960 }}>
        {config.sections ? (
          config.sections.map((s) => (
            <Card key={s.key} type="inner" size="small" title={t(s.title)} style={{ marginBottom: 16 }}>
              <FormFields fields={byKey(s.fields)} />
            </Card>
          ))
        ) : (
          <FormFields fields={fields} />
        )}
        <Button type="primary" loading={engine.saving} onClick={() => void save()} data-testid="settings-save">
          {t('form.save')}
        </Button>
      </Form>
    );
  };
  const ready = initial && result && inputsReady;

  // One tree while loading and after: the header stays mounted (its read is not made twice).
  return (
    <Card title={title} data-testid={ready ? 'settings-screen' : undefined}>
      {config.intro && <Alert type="info" showIcon message={t(config.intro)} style={{ marginBottom: 16, maxWidth: 960 }} />}
      {Header && <Header />}
      {ready ? renderForm(result, initial) : <Skeleton active />}
    </Card>
  );
}
