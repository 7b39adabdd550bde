import { LockOutlined, SafetyOutlined, UserOutlined } from '@ant-design/icons';
import { Button, Card, Form, Input, Typography } from 'antd';
import { lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router';
import { OnDemand } from '@/components/OnDemand';
import { config } from '@/config';
import { safeForward } from '@/session/forward';
import { signIn, type Credentials } from '@/session/session-api';
import { storage } from '@/session/storage';
import { nonBlankRule } from '@/validation/rules';
import { LOGIN_CARD_WIDTH } from './layout';
import { useCaptcha } from './use-captcha';

// The global literal, not an import, so that a build with the demo off drops the import below.
const DemoAccounts = __DEMO_MODE__ ? lazy(() => import('./DemoAccounts')) : null;

export default function LoginPage() {
  const { t } = useTranslation('auth');
  const [form] = Form.useForm<Credentials>();
  const [params] = useSearchParams();
  const captcha = useCaptcha();
  const [submitting, setSubmitting] = useState(false);
  const [signedInTo, setSignedInTo] = useState<string>();

  if (signedInTo) return <Navigate to={signedInTo} replace />;
  if (storage.isSignedIn()) return <Navigate to="/" replace />;

  const submit = async (values: Credentials) => {
    setSubmitting(true);
    try {
      await signIn(values);
      setSignedInTo(safeForward(params.get('forward')));
    } catch {
      // The client has shown the server's message; keep the user name, ask for a new captcha.
      form.setFieldsValue({ captcha: '' });
      captcha.refresh();
      setSubmitting(false);
    }
  };

  return (
    <div style={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 24, flexWrap: 'wrap', background: 'linear-gradient(135deg,#e8f1ff,#f7f9fc)' }}>
      <Card style={{ width: LOGIN_CARD_WIDTH }}>
        <Typography.Title level={3} style={{ marginTop: 0 }}>{t('login.title')}</Typography.Title>
        <Typography.Paragraph type="secondary">{t('login.subtitle')}</Typography.Paragraph>
        <Form form={form} layout="vertical" onFinish={submit} requiredMark={false}>
          <Form.Item name="username" validateTrigger="onBlur" label={t('login.username')} rules={[nonBlankRule(t('login.username'))]}>
            <Input name="username" prefix={<UserOutlined />} autoComplete="username" />
          </Form.Item>
          <Form.Item name="password" validateTrigger="onBlur" label={t('login.password')} rules={[nonBlankRule(t('login.password'))]}>
            <Input.Password name="password" prefix={<LockOutlined />} autoComplete="current-password" />
          </Form.Item>
          <Form.Item label={t('login.captcha')} required>
            <div style={{ display: 'flex', gap: 8 }}>
              <Form.Item name="captcha" validateTrigger="onBlur" noStyle rules={[nonBlankRule(t('login.captcha'))]}>
                <Input name="captcha" prefix={<SafetyOutlined />} autoComplete="off" maxLength={8} />
              </Form.Item>
              {captcha.url && (
                <img
                  src={captcha.url}
                  alt={t('login.captchaAlt')}
                  title={t('login.captchaAlt')}
                  data-testid="captcha-image"
                  onClick={captcha.refresh}
                  style={{ height: 32, width: 100, cursor: 'pointer', borderRadius: 4 }}
                />
              )}
            </div>
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={submitting}>
            {t('login.submit')}
          </Button>
          {config.buyerSiteUrl && (
            <Typography.Link href={`${config.buyerSiteUrl}/shop/apply`} target="_blank" style={{ display: 'block', marginTop: 12 }}>
              {t('login.applyShop')}
            </Typography.Link>
          )}
        </Form>
      </Card>
      {DemoAccounts && (
        // Its code loads on demand: if it cannot, the sign-in form stays usable beside the reason.
        // Its width is kept while it loads: the sign-in card does not jump aside under the user's click.
        <OnDemand fallback={<div style={{ width: LOGIN_CARD_WIDTH }} />}>
          <DemoAccounts onPick={(username, password) => form.setFieldsValue({ username, password, captcha: '' })} />
        </OnDemand>
      )}
    </div>
  );
}
