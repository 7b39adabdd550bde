import { Refine } from '@refinedev/core';
import routerProvider from '@refinedev/react-router';
import { App as AntdApp, ConfigProvider, theme } from 'antd';
import enUS from 'antd/es/locale/en_US';
import zhCN from 'antd/es/locale/zh_CN';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { useEffect, useMemo } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { BrowserRouter, Route, Routes } from 'react-router';
import { setErrorNotifier } from '@/api';
import { ProtectedArea } from '@/app/ProtectedArea';
import { config, TOAST_DURATION_S } from '@/config';
import { refineResources } from '@/engine/refine-resources';
import { i18n } from '@/i18n';
import { DocumentTitle } from '@/layout/DocumentTitle';
import { usePreferences } from '@/layout/preferences';
import LoginPage from '@/pages/login';
import NotFound from '@/pages/errors/NotFound';
import { accessControlProvider } from '@/providers/access-control-provider';
import { authProvider } from '@/providers/auth-provider';
import { dataProvider } from '@/providers/data-provider';
import { i18nProvider } from '@/providers/i18n-provider';
import { notificationProviderFor } from '@/providers/notification-provider';
import { refineOptions } from '@/providers/refine-options';
import { screens } from '@/resources';
import { SessionEndListener } from '@/session/SessionEndListener';

const resources = refineResources(screens);

/** Providers that need antd's App context (message, modal). */
function Console() {
  const { message } = AntdApp.useApp();
  useEffect(() => setErrorNotifier((text) => void message.error({ content: text, duration: TOAST_DURATION_S })), [message]);
  const notificationProvider = useMemo(() => notificationProviderFor(message), [message]);
  return (
    <Refine
      routerProvider={routerProvider}
      dataProvider={dataProvider}
      authProvider={authProvider}
      accessControlProvider={accessControlProvider}
      i18nProvider={i18nProvider}
      notificationProvider={notificationProvider}
      resources={resources}
      options={refineOptions}
    >
      <SessionEndListener />
      <DocumentTitle />
      <Routes>
        <Route path="/login" element={<LoginPage />} />
        <Route path="/404" element={<NotFound />} />
        <Route path="/*" element={<ProtectedArea />} />
      </Routes>
    </Refine>
  );
}

function Themed() {
  const { i18n: active } = useTranslation();
  const english = active.language.startsWith('en');
  const { primaryColor, dark } = usePreferences();
  useEffect(() => {
    dayjs.locale(english ? 'en' : 'zh-cn');
    document.documentElement.lang = active.language;
  }, [active.language, english]);
  return (
    <ConfigProvider locale={english ? enUS : zhCN} theme={{ token: { colorPrimary: primaryColor }, algorithm: dark ? theme.darkAlgorithm : theme.defaultAlgorithm, cssVar: true }}>
      <AntdApp message={{ duration: TOAST_DURATION_S }}>
        <Console />
      </AntdApp>
    </ConfigProvider>
  );
}

export default function App() {
  return (
    <I18nextProvider i18n={i18n}>
      <BrowserRouter basename={config.routerBase}>
        <Themed />
      </BrowserRouter>
    </I18nextProvider>
  );
}
