import { Form, Modal, Skeleton } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActionDialogProps } from '@/engine/actions/types';
import { useCall } from '@/engine/data/use-call';
import { useSingleRecord } from '@/engine/data/use-record';
import type { Field } from '@/engine/fields/registry';
import { FormFields } from '@/engine/form/FormFields';
import { useEngineForm } from '@/engine/form/use-engine-form';

const PATH = 'seller/shops/logi-companies/waybill/cainiao';

// The reference names the body ({token, ip, port}) and no rule: an address that looks like no host (an
// IPv6 one is a host too) and a port beyond TCP's are said, and the component's own check decides.
const fields: Field[] = [
  { key: 'token', label: 'setting:logistics.printToken', type: 'text', form: { rules: [{ kind: 'maxLength', value: 128, warn: true }] } },
  {
    key: 'ip',
    label: 'setting:logistics.printHost',
    type: 'text',
    form: { rules: [{ kind: 'nonBlank' }, { kind: 'pattern', value: /^(?:\d{1,3}(?:\.\d{1,3}){3}|[A-Za-z0-9.-]+)$/, message: 'setting:logistics.badHost', warn: true }] },
  },
  { key: 'port', label: 'setting:logistics.printPort', type: 'number', form: { rules: [{ kind: 'required' }, { kind: 'integer' }, { kind: 'range', min: 1, max: 65535, warn: true }] } },
];

/** The Cainiao print component e-waybills print with (api reference §8.4): its token, address and port. */
export default function PrintComponentDialog({ onClose, onDone }: ActionDialogProps) {
  const { t } = useTranslation('setting');
  const call = useCall('logistics');
  const current = useSingleRecord<Record<string, unknown>>('logistics', PATH);
  const engine = useEngineForm(fields);
  const initial = useMemo(() => current.result, [current.result]);
  const save = () =>
    engine.submit(async (values) => {
      await call({ url: PATH, method: 'post', body: 'json', data: { token: String(values.token ?? '').trim(), ip: String(values.ip).trim(), port: Number(values.port) } });
      onDone();
      onClose();
    });
  return (
    <Modal open title={t('logistics.printComponent')} onCancel={onClose} onOk={() => void save()} okButtonProps={{ loading: engine.saving }} destroyOnHidden data-testid="print-component">
      {initial ? (
        <Form form={engine.form} layout="vertical" initialValues={initial} onValuesChange={engine.markDirty}>
          <FormFields fields={fields} />
        </Form>
      ) : (
        <Skeleton active />
      )}
    </Modal>
  );
}
