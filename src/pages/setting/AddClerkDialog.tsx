import { Alert, Button, Form, Modal, Space, Steps } from 'antd';
import { md5 } from 'js-md5';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActionDialogProps } from '@/engine/actions/types';
import { useCall } from '@/engine/data/use-call';
import type { Field } from '@/engine/fields/registry';
import { FormFields } from '@/engine/form/FormFields';
import { useEngineForm } from '@/engine/form/use-engine-form';
import { existingMemberFields, newAccountFields, verifyFields, apiMobile } from '@/schemas/setting/staff';
import { captchaUrl } from '@/session/captcha';
import { storage } from '@/session/storage';
import { fillPath } from '@/utils/api-path';

const SCENE = 'ADD_CLERK';
const RESEND_SECONDS = 60;
const [mobileField, captchaField, smsField] = verifyFields as readonly Field[];

/**
 * Adding a clerk (api reference §8.6): the number is checked first — image captcha, SMS code — then it
 * joins with a role when it already belongs to a platform member, or a new account is made for it.
 */
export default function AddClerkDialog({ onClose, onDone }: ActionDialogProps) {
  const { t } = useTranslation('setting');
  const call = useCall('clerks');
  const [captcha, setCaptcha] = useState(() => captchaUrl(SCENE));
  const [wait, setWait] = useState(0);
  const [sending, setSending] = useState(false);
  const [checked, setChecked] = useState<{ mobile: string; exists: boolean } | null>(null);
  const verify = useEngineForm(verifyFields as readonly Field[]);
  const fields = (checked?.exists ? existingMemberFields : newAccountFields) as readonly Field[];
  const add = useEngineForm(fields);

  useEffect(() => {
    if (!wait) return;
    const timer = setTimeout(() => setWait(wait - 1), 1000);
    return () => clearTimeout(timer);
  }, [wait]);

  const sendCode = async () => {
    let values;
    try {
      values = await verify.form.validateFields(['mobile', 'captcha']);
    } catch {
      return;
    }
    setSending(true);
    try {
      const mobile = apiMobile(values.mobile);
      await call({ url: fillPath('seller/shops/clerks/sms-code/{mobile}', { mobile }), method: 'post', data: { mobile, captcha: String(values.captcha).trim(), uuid: storage.getUuid(), scene: SCENE } });
      setWait(RESEND_SECONDS);
    } catch {
      // The client has shown why; a captcha is good for one try.
      verify.form.setFieldsValue({ captcha: '' });
      setCaptcha(captchaUrl(SCENE));
    } finally {
      setSending(false);
    }
  };

  const [checking, setChecking] = useState(false);
  const check = async () => {
    let values;
    try {
      values = await verify.form.validateFields();
    } catch {
      return;
    }
    setChecking(true);
    try {
      const mobile = apiMobile(values.mobile);
      const answer = await call<{ result?: string }>({ url: fillPath('/seller/shops/clerks/check/{mobile}', { mobile }), method: 'get', params: { sms_code: String(values.sms_code).trim() } });
      setChecked({ mobile, exists: answer?.result === 'exist' });
    } catch {
      // The client has shown why (a wrong or expired code); what was typed stays.
    } finally {
      setChecking(false);
    }
  };

  const save = () =>
    add.submit(async (values) => {
      const role_id = values.role_id;
      if (checked!.exists) await call({ url: '/seller/shops/clerks/old', method: 'post', data: { mobile: checked!.mobile, role_id } });
      else
        await call({
          url: '/seller/shops/clerks/new',
          method: 'post',
          data: { uname: String(values.uname).trim(), password: md5(String(values.password)), mobile: checked!.mobile, role_id, email: String(values.email).trim() },
        });
      onDone();
      onClose();
    });

  return (
    <Modal
      open
      width={560}
      title={t('staff.add')}
      onCancel={onClose}
      destroyOnHidden
      data-testid="add-clerk"
      footer={
        checked ? (
          <Space>
            <Button onClick={() => setChecked(null)}>{t('staff.back')}</Button>
            <Button type="primary" loading={add.saving} onClick={() => void save()} data-testid="add-clerk-save">
              {t(checked.exists ? 'staff.join' : 'staff.create')}
            </Button>
          </Space>
        ) : (
          <Button type="primary" loading={checking} onClick={() => void check()} data-testid="add-clerk-check">
            {t('staff.next')}
          </Button>
        )
      }
    >
      <Steps size="small" current={checked ? 1 : 0} style={{ marginBottom: 16 }} items={[{ title: t('staff.stepVerify') }, { title: t('staff.stepRole') }]} />
      <Form form={verify.form} layout="vertical" style={{ display: checked ? 'none' : 'block' }}>
        <FormFields fields={[mobileField!, captchaField!]} />
        <Space style={{ marginBottom: 16 }}>
          <img src={captcha} alt={t('staff.captchaAlt')} height={36} style={{ cursor: 'pointer', border: '1px solid var(--ant-color-border)' }} onClick={() => setCaptcha(captchaUrl(SCENE))} data-testid="clerk-captcha" />
          <Button onClick={() => void sendCode()} loading={sending} disabled={wait > 0} data-testid="send-sms">
            {wait ? t('staff.resendIn', { seconds: wait }) : t('staff.sendCode')}
          </Button>
        </Space>
        <FormFields fields={[smsField!]} />
      </Form>
      {checked && (
        <>
          <Alert type="info" showIcon style={{ marginBottom: 16 }} message={t(checked.exists ? 'staff.memberExists' : 'staff.newAccount', { mobile: checked.mobile })} />
          <Form key={String(checked.exists)} form={add.form} layout="vertical" onValuesChange={add.markDirty}>
            <FormFields fields={fields} />
          </Form>
        </>
      )}
    </Modal>
  );
}
