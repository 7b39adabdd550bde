import { Button, Card, List, message as toasts, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { DEMO_ACCOUNTS, DEMO_CAPTCHA, resetDemoStore } from '@/mocks';
import { LOGIN_CARD_WIDTH } from './layout';

/** Demo mode only: the demo marketplace's accounts, one click to fill the form. */
export default function DemoAccounts({ onPick }: { onPick: (username: string, password: string) => void }) {
  const { t, i18n } = useTranslation('auth');
  // Its own toasts: the bare /login has no antd App context.
  const [message, toastHolder] = toasts.useMessage();
  const english = i18n.language.startsWith('en');
  return (
    <Card
      data-testid="demo-accounts"
      style={{ width: LOGIN_CARD_WIDTH }}
      // The password goes in the body: a header beside the reset button has no room for it in English.
      title={t('login.demoTitle')}
      extra={
        <Button
          size="small"
          onClick={() => {
            resetDemoStore();
            void message.success(t('login.demoResetDone'));
          }}
        >
          {t('login.demoReset')}
        </Button>
      }
    >
      {toastHolder}
      <Typography.Paragraph type="secondary">{t('login.demoCaptcha', { code: DEMO_CAPTCHA, password: DEMO_ACCOUNTS[0]?.password ?? '' })}</Typography.Paragraph>
      <List
        size="small"
        dataSource={[...DEMO_ACCOUNTS]}
        renderItem={(account) => (
          // The button on its account's line, at its end: a list item's actions sit between two lines
          // when the label wraps.
          <List.Item style={{ display: 'flex', alignItems: 'baseline', gap: 8 }}>
            <span style={{ flex: 1, minWidth: 0 }}>
              <Typography.Text code>{account.username}</Typography.Text> {english ? account.label_en : account.label_zh}
            </span>
            <Button size="small" type="link" aria-label={`${t('login.demoUse')} ${account.username}`} onClick={() => onPick(account.username, account.password)}>
              {t('login.demoUse')}
            </Button>
          </List.Item>
        )}
      />
    </Card>
  );
}
