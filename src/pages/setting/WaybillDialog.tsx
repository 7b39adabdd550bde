import { Form, Modal, Skeleton } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActionDialogProps } from '@/engine/actions/types';
import { useCall } from '@/engine/data/use-call';
import { useSingleRecord } from '@/engine/data/use-record';
import type { Field } from '@/engine/fields/registry';
import { FormFields } from '@/engine/form/FormFields';
import { useEngineForm } from '@/engine/form/use-engine-form';
import type { LogisticsRow } from '@/schemas/setting/logistics';
import { fillPath } from '@/utils/api-path';

interface PrintTemplates {
  logistics_company_do: { id: string | number };
  template_list: Array<{ name: string; url: string }>;
  template_url: string;
}

/**
 * A company's e-waybill settings (api reference §8.4): its account fields (`text_fields`, as the platform
 * defines them for the company) and the Cainiao print template.
 */
export default function WaybillDialog({ records: [row], onClose, onDone }: ActionDialogProps<LogisticsRow>) {
  const { t } = useTranslation('setting');
  const call = useCall('logistics');
  const id = String(row!.logistics_company_do.id);
  const templates = useSingleRecord<Record<string, unknown>>('logistics', '/seller/shops/logi-cainiao-template');
  const printTemplates = ((templates.result as unknown as PrintTemplates[] | undefined) ?? []).find((p) => String(p.logistics_company_do.id) === id);
  const fields = useMemo<Field[]>(
    () => [
      ...(row!.text_fields ?? []).map((f) => ({ key: f.code, label: f.name, type: 'text', form: { rules: [{ kind: 'nonBlank' as const }, { kind: 'maxLength' as const, value: 64, warn: true }] } })),
      ...(printTemplates
        ? [{ key: 'template_url', label: 'setting:logistics.template', type: 'enum', enum: printTemplates.template_list.map((p) => ({ value: p.url, label: p.name })), form: { rules: [{ kind: 'required' as const }] } }]
        : []),
    ],
    [printTemplates, row],
  );
  const engine = useEngineForm(fields);
  const initial = useMemo(
    () => ({ ...Object.fromEntries((row!.text_fields ?? []).map((f) => [f.code, f.value ?? ''])), template_url: printTemplates?.template_url }),
    [printTemplates, row],
  );
  const save = () =>
    engine.submit(async (values) => {
      const account = Object.fromEntries((row!.text_fields ?? []).map((f) => [f.code, String(values[f.code] ?? '').trim()]));
      await call({ url: fillPath('seller/shops/logi-companies/setting/{id}', { id }), method: 'post', data: account, body: 'json' });
      if (printTemplates && values.template_url) {
        await call({ url: fillPath('/seller/shops/logi-cainiao-template/{id}', { id }), method: 'post', params: { template_url: String(values.template_url) } });
      }
      onDone();
      onClose();
    });
  return (
    <Modal open title={t('logistics.waybillTitle', { name: row!.logistics_company_do.name })} onCancel={onClose} onOk={() => void save()} okButtonProps={{ loading: engine.saving }} destroyOnHidden data-testid="waybill-dialog">
      {templates.query.isLoading ? (
        <Skeleton active />
      ) : (
        <Form form={engine.form} layout="vertical" initialValues={initial} onValuesChange={engine.markDirty}>
          <FormFields fields={fields} />
        </Form>
      )}
    </Modal>
  );
}
