import { StyleProvider } from '@ant-design/cssinjs';
import { ConfigProvider, message } from 'antd';
import enUS from 'antd/es/locale/en_US';
import zhCN from 'antd/es/locale/zh_CN';
import type { MessageInstance } from 'antd/es/message/interface';
import { useEffect, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { setErrorNotifier } from '@/api/notify';
import { TOAST_DURATION_S } from '@/config';
import { usePreferences } from '@/layout/preferences';
import { consoleTheme } from '@/layout/theme';
import { useStoredStateNotice } from '@/session/use-stored-state-notice';

/**
 * antd's run-time styles go into an element of their own (index.html), not the head: each style antd
 * adds scans its container's children, and the head also holds the page's module preloads, a hundred
 * and more (issue 18: about half of that scanning on a signed-in first load).
 */
const styleHost = document.getElementById('antd-styles') ?? undefined;

// Toasts last 5000 ms (spec §8), static ones included.
message.config({ duration: TOAST_DURATION_S });

/** The toasts every page shows: the api client's errors (so they wear the console's theme) and the stored-state notice. */
export function useToasts(toast: MessageInstance) {
  useEffect(() => setErrorNotifier((text) => void toast.error({ content: text, duration: TOAST_DURATION_S })), [toast]);
  useStoredStateNotice(toast);
}

/** Toasts alone, without antd's App (its modal and notification code): the bare /login shows nothing else. */
export function LoginToasts() {
  const [toast, holder] = message.useMessage({ duration: TOAST_DURATION_S });
  useToasts(toast);
  return holder;
}

/**
 * What every page wears: antd in the user's language and theme. The api client's notifier is imported
 * on its own: /login renders without the client's code.
 */
export function ThemedRoot({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const english = i18n.language.startsWith('en');
  const { primaryColor, dark } = usePreferences();
  const themeConfig = useMemo(() => consoleTheme(primaryColor, dark), [primaryColor, dark]);
  useEffect(() => {
    document.documentElement.lang = i18n.language;
  }, [i18n.language]);
  return (
    <StyleProvider container={styleHost}>
      <ConfigProvider locale={english ? enUS : zhCN} theme={themeConfig}>
        {children}
      </ConfigProvider>
    </StyleProvider>
  );
}
