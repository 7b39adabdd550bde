import { App as AntdApp, ConfigProvider } from 'antd';
import enUS from 'antd/es/locale/en_US';
import zhCN from 'antd/es/locale/zh_CN';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { lazy, useEffect, useMemo, useState } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { createBrowserRouter, Route, RouterProvider, Routes, type RouteObject } from 'react-router';
import { setErrorNotifier } from '@/api';
import { OnDemand } from '@/components/OnDemand';
import { config, TOAST_DURATION_S, DEMO_SHOP_APPLY_PATH } from '@/config';
import { i18n, loadNamespaces, SHELL_NAMESPACES } from '@/i18n';
import { DocumentTitle } from '@/layout/DocumentTitle';
import { usePreferences } from '@/layout/preferences';
import { consoleTheme } from '@/layout/theme';
import LoginPage from '@/pages/login';
import { currentConsolePath } from '@/session/navigation';
import { SessionEndListener } from '@/session/SessionEndListener';
import { storage } from '@/session/storage';
import { StoredStateNotice } from '@/session/StoredStateNotice';

// The signed-in console (Refine, shell, engine, screens) loads after sign-in: /login stays small.
// Its messages load in parallel with its code.
const loadSignedInConsole = () => Promise.all([import('@/app/SignedInConsole'), loadNamespaces(SHELL_NAMESPACES)]).then(([chunk]) => chunk);
const SignedInConsole = lazy(loadSignedInConsole);

/** The addresses outside the signed-in console (their own routes below). */
const outsideConsole = (path: string) => /^\/(login|404|decoration\/pages\/)/.test(path) || path.startsWith(DEMO_SHOP_APPLY_PATH);

/**
 * A page opened signed in on a console address: the console's code, its messages and the session's
 * start-up checks load side by side from the first moment, not one after the other. `apiReady` is
 * when calls may go out (the demo marketplace, when there is one, is running).
 */
export function startSignedInEarly(apiReady: Promise<unknown>) {
  if (!storage.isSignedIn() || outsideConsole(currentConsolePath())) return;
  void loadSignedInConsole();
  void Promise.all([import('@/session/early-bootstrap'), apiReady]).then(([early]) => early.startBootstrapEarly());
}
// Unknown addresses are rare: /login does not carry the 404 page (antd's Result and its pictures).
const NotFound = lazy(() => import('@/pages/errors/NotFound'));
// The decoration window (spec §4): its own tab, outside the console's shell, signed in by the console's hand-over.
const DecorationWindow = lazy(() => import('@/pages/decoration/DecorationWindow'));
// The demo has no buyer site: its shop application is a page of the demo (folded away otherwise).
const DemoShopApply = __DEMO_MODE__ ? lazy(() => import('@/pages/login/DemoShopApply')) : null;

/** What needs antd's App context (message, modal). */
function Console() {
  const { message } = AntdApp.useApp();
  useEffect(() => setErrorNotifier((text) => void message.error({ content: text, duration: TOAST_DURATION_S })), [message]);
  return (
    <>
      <SessionEndListener />
      <StoredStateNotice />
      <Routes>
        <Route path="/login" element={<><DocumentTitle /><LoginPage /></>} />
        <Route path="/404" element={<OnDemand spinner={false}><NotFound /></OnDemand>} />
        {DemoShopApply && <Route path={DEMO_SHOP_APPLY_PATH} element={<OnDemand spinner={false}><DemoShopApply /></OnDemand>} />}
        <Route path="/decoration/pages/:pageId" element={<OnDemand><DecorationWindow /></OnDemand>} />
        <Route path="/*" element={<OnDemand><SignedInConsole /></OnDemand>} />
      </Routes>
    </>
  );
}

function Themed() {
  const { i18n: active } = useTranslation();
  const english = active.language.startsWith('en');
  const { primaryColor, dark } = usePreferences();
  const themeConfig = useMemo(() => consoleTheme(primaryColor, dark), [primaryColor, dark]);
  useEffect(() => {
    dayjs.locale(english ? 'en' : 'zh-cn');
    document.documentElement.lang = active.language;
  }, [active.language, english]);
  return (
    <ConfigProvider locale={english ? enUS : zhCN} theme={themeConfig}>
      <AntdApp message={{ duration: TOAST_DURATION_S }}>
        <Console />
      </AntdApp>
    </ConfigProvider>
  );
}

/**
 * The whole console as one route of a data router (the console's own routes are inside it): a data
 * router is what lets a form with unsaved changes hold a navigation. Tests mount the same routes in
 * a memory router.
 */
export const appRoutes: RouteObject[] = [{ path: '*', element: <Themed /> }];

export default function App() {
  const [router] = useState(() => createBrowserRouter(appRoutes, { basename: config.routerBase }));
  return (
    <I18nextProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nextProvider>
  );
}
