import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { useCallback, useEffect, useState } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { Navigate, Route, Routes, UNSAFE_createBrowserHistory as createBrowserHistory, useNavigate, useSearchParams } from 'react-router';
import { loadSignedInConsole } from '@/app/start';
import { ThemedRoot } from '@/app/ThemedRoot';
import { useToasts, type Toast } from '@/app/toasts';
import { FeedbackProvider } from '@/components/feedback/FeedbackProvider';
import { useFeedback } from '@/components/feedback/feedback';
import { loadingSpinner, OnDemand } from '@/components/OnDemand';
import { config, DEMO_SHOP_APPLY_PATH, TOAST_DURATION_S } from '@/config';
import { preloadable } from '@/engine/preloadable';
import { i18n } from '@/i18n';
import LoginPage from '@/pages/login';
import { createConsoleRouter, type ConsoleRouterHandle } from '@/providers/console-router';
import { ConsoleRouter } from '@/providers/ConsoleRouter';
import { SessionEndListener } from '@/session/SessionEndListener';
import { storage } from '@/session/storage';

/*
 * The parts below load on demand, and none with React's `lazy`: its first render suspends even when the
 * code is in, and the Suspense fallback it commits then holds the part's reveal back by React's 300 ms
 * throttle (the first goods row 1,206 → 1,092 ms, medians of 14 alternating pairs). The
 * placeholder shows only while the code loads.
 */
export const SignedInConsole = preloadable(loadSignedInConsole, loadingSpinner);
// Unknown addresses are rare: /login does not carry the 404 page (antd's Result and its pictures).
const NotFound = preloadable(() => import('@/pages/errors/NotFound'));
// The decoration window (spec §4): its own tab, outside the console's shell, signed in by the console's hand-over.
const DecorationWindow = preloadable(() => import('@/pages/decoration/DecorationWindow'), loadingSpinner);
// The demo has no buyer site: its shop application is a page of the demo (folded away otherwise).
const DemoShopApply = __DEMO_MODE__ ? preloadable(() => import('@/pages/login/DemoShopApply')) : null;

/** The console's /login: an already signed-in user goes to / (spec §1). */
function RoutedLogin() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  if (storage.isSignedIn()) return <Navigate to="/" replace />;
  return <LoginPage forward={params.get('forward')} onSignedIn={(path) => void navigate(path, { replace: true })} />;
}

/** dayjs speaks the user's language (dates of every screen). */
function useDayjsLocale() {
  const { i18n: active } = useTranslation();
  useEffect(() => {
    dayjs.locale(active.language.startsWith('en') ? 'en' : 'zh-cn');
  }, [active.language]);
}

/** The console's toasts: the api client's errors and the stored-state notice, through the page's feedback. */
function ConsoleToasts() {
  const { message } = useFeedback();
  useToasts(useCallback((toast: Toast) => void message[toast.kind]({ content: toast.text, duration: TOAST_DURATION_S }), [message]));
  return null;
}

/** The console's routes and the page-wide parts around them. */
function Console() {
  useDayjsLocale();
  return (
    <ThemedRoot>
      <FeedbackProvider messageDuration={TOAST_DURATION_S}>
        <ConsoleToasts />
        <SessionEndListener />
        <Routes>
          <Route path="/login" element={<RoutedLogin />} />
          <Route path="/404" element={<OnDemand spinner={false}><NotFound /></OnDemand>} />
          {DemoShopApply && <Route path={DEMO_SHOP_APPLY_PATH} element={<OnDemand spinner={false}><DemoShopApply /></OnDemand>} />}
          <Route path="/decoration/pages/:pageId" element={<OnDemand><DecorationWindow /></OnDemand>} />
          <Route path="/*" element={<OnDemand><SignedInConsole /></OnDemand>} />
        </Routes>
      </FeedbackProvider>
    </ThemedRoot>
  );
}

/** The console on a router: the browser's address (tests pass one on a memory history). */
export default function App({ router: given }: { router?: ConsoleRouterHandle }) {
  const [router] = useState(() => given ?? createConsoleRouter(createBrowserHistory(), config.routerBase));
  return (
    <I18nextProvider i18n={i18n}>
      <ConsoleRouter router={router}>
        <Console />
      </ConsoleRouter>
    </I18nextProvider>
  );
}
