import { StyleProvider } from '@ant-design/cssinjs';
import { ConfigProvider } from 'antd';
import enUS from 'antd/es/locale/en_US';
import zhCN from 'antd/es/locale/zh_CN';
import { useEffect, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePreferences } from '@/layout/preferences';
import { consoleTheme } from '@/layout/theme';

/**
 * antd's run-time styles go into an element of their own (index.html), not the head: each style antd
 * adds scans its container's children, and the head also holds the page's module preloads, a hundred
 * and more (about half of that scanning on a signed-in first load).
 */
const styleHost = document.getElementById('antd-styles') ?? undefined;

/**
 * What every page wears: antd in the user's language and theme.
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
