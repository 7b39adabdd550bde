import { MoonOutlined, SunOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { setPreferences, usePreferences } from '../preferences';

// antd's colour picker (with its slider, number input and segmented control) loads with the first
// click on the colour button, not with every page.
const loadPicker = () => import('./ThemeColorPicker');
const ThemeColorPicker = lazy(loadPicker);

/** Theme colour (drives antd's primary colour everywhere) and dark mode, both remembered. */
export function ThemeControls() {
  const { t } = useTranslation('layout');
  const { primaryColor, dark } = usePreferences();
  const [picking, setPicking] = useState(false);
  const button = (
    <Button type="text" aria-label={t('header.themeColor')} data-testid="theme-color" onMouseEnter={() => void loadPicker()} onClick={() => setPicking(true)}>
      <span style={{ display: 'inline-block', width: 14, height: 14, borderRadius: 3, background: primaryColor }} />
    </Button>
  );
  return (
    <>
      <Tooltip title={t('header.themeColor')}>
        {picking ? (
          <Suspense fallback={button}>
            <ThemeColorPicker>{button}</ThemeColorPicker>
          </Suspense>
        ) : (
          button
        )}
      </Tooltip>
      <Tooltip title={t(dark ? 'header.light' : 'header.dark')}>
        <Button type="text" aria-label={t(dark ? 'header.light' : 'header.dark')} data-testid="dark-mode" icon={dark ? <SunOutlined /> : <MoonOutlined />} onClick={() => setPreferences({ dark: !dark })} />
      </Tooltip>
    </>
  );
}
