import { LockOutlined, SafetyOutlined, UserOutlined } from '@ant-design/icons';
import { Button, Form, Input, theme } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError } from '@/api/notify';
import { config } from '@/config';
import { useSiteTitle } from '@/layout/use-site-title';
import { safeForward } from '@/session/forward';
import type { Credentials } from '@/session/sign-in';
import { nonBlankRule } from '@/validation/rules';
import { LOGIN_CARD_WIDTH } from './layout';
import { LoginLanguages } from './LoginLanguages';
import { LoginPanel } from './LoginPanel';
import { SignedOutNotice } from './SignedOutNotice';
import { useCaptcha } from './use-captcha';
import { useSignIn } from './use-sign-in';

// The global literal, not an import, so that a build with the demo off drops the import below. If its
// code cannot load, the sign-in form stays usable beside the reason (no error boundary: /login carries none).
const DemoAccounts = __DEMO_MODE__ ? lazy(() => import('./DemoAccounts').catch(() => ({ default: DemoAccountsUnavailable }))) : null;

function DemoAccountsUnavailable() {
  const { t } = useTranslation('auth');
  return (
    <LoginPanel>
      <p style={{ margin: 0 }}>{t('common:error.chunkFailed')}</p>
    </LoginPanel>
  );
}

interface Props {
  /** The `forward` parameter of the address. */
  forward: string | null;
  /** Where to go once signed in: a path of this console (already checked). */
  onSignedIn: (path: string) => void;
}

/**
 * The sign-in form. It needs no router: /login is also the bare page that opens before the console's
 * code has loaded (src/main.tsx), and the console's route of the same name.
 */
export default function LoginPage({ forward, onSignedIn }: Props) {
  const { t } = useTranslation('auth');
  const [form] = Form.useForm<Credentials>();
  const { token } = theme.useToken();
  const captcha = useCaptcha();
  const [submitting, setSubmitting] = useState(false);
  useSiteTitle();

  // Through Refine's useLogin: its code, with the sign-in call's, loads when the user starts on the form.
  const { prepare, signIn, bridge } = useSignIn();

  const submit = async (values: Credentials) => {
    setSubmitting(true);
    let result: Awaited<ReturnType<typeof signIn>>;
    try {
      result = await signIn(values);
    } catch {
      // The code could not load: what was typed stays; the click can be repeated once the network is back.
      notifyError(t('common:error.network'));
      setSubmitting(false);
      return;
    }
    if (result.success) {
      onSignedIn(safeForward(forward));
      return;
    }
    // The client has shown the server's message; keep the user name, ask for a new captcha.
    form.setFieldsValue({ captcha: '' });
    captcha.refresh();
    setSubmitting(false);
  };

  return (
    <div style={{ position: 'relative', fontFamily: token.fontFamily, minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 24, flexWrap: 'wrap', padding: '48px 0', boxSizing: 'border-box', background: 'linear-gradient(135deg,#e8f1ff,#f7f9fc)' }}>
      <LoginLanguages />
      <LoginPanel>
        <h1 style={{ margin: '0 0 8px', fontSize: token.fontSizeHeading3, lineHeight: token.lineHeightHeading3, fontWeight: token.fontWeightStrong, color: token.colorTextHeading }}>{t('login.title')}</h1>
        <p style={{ margin: `0 0 ${token.marginLG}px`, color: token.colorTextSecondary }}>{t('login.subtitle')}</p>
        <SignedOutNotice />
        <Form form={form} layout="vertical" onFinish={submit} onFocus={prepare} requiredMark={false}>
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
            <a href={`${config.buyerSiteUrl}/shop/apply`} target="_blank" rel="noopener noreferrer" style={{ display: 'block', marginTop: 12, color: token.colorLink }}>
              {t('login.applyShop')}
            </a>
          )}
        </Form>
      </LoginPanel>
      {bridge}
      {DemoAccounts && (
        // Its width is kept while it loads: the sign-in card does not jump aside under the user's click.
        <Suspense fallback={<div style={{ width: LOGIN_CARD_WIDTH }} />}>
          <DemoAccounts onPick={(username, password) => form.setFieldsValue({ username, password, captcha: '' })} />
        </Suspense>
      )}
    </div>
  );
}
