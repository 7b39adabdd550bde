import { Button } from 'antd';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { i18n } from '@/i18n';
import { LoginPanel } from '@/pages/login/LoginPanel';
import { ThemedRoot } from './ThemedRoot';
import { LoginToasts } from './toasts';

function Reason() {
  const { t } = useTranslation('common');
  return (
    <div style={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
      <LoginPanel>
        <p>{t('error.chunkFailed')}</p>
        <Button type="primary" onClick={() => window.location.reload()}>
          {t('error.reload')}
        </Button>
      </LoginPanel>
    </div>
  );
}

/** The console's code could not be loaded (network down, or a new release replaced it): say so, offer a reload. */
export function StartFailed() {
  return (
    <I18nextProvider i18n={i18n}>
      <ThemedRoot>
        <LoginToasts />
        <Reason />
      </ThemedRoot>
    </I18nextProvider>
  );
}
