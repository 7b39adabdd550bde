import { MoonOutlined, SunOutlined } from '@ant-design/icons';
import { Button, ColorPicker, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { DEFAULT_PRIMARY, setPreferences, usePreferences } from '../preferences';

const PRESETS = [DEFAULT_PRIMARY, '#1677FF', '#13C2C2', '#52C41A', '#FAAD14', '#F5222D', '#722ED1', '#EB2F96'];

/** Theme colour (drives antd's primary colour everywhere) and dark mode, both remembered. */
export function ThemeControls() {
  const { t } = useTranslation('layout');
  const { primaryColor, dark } = usePreferences();
  return (
    <>
      <Tooltip title={t('header.themeColor')}>
        <ColorPicker
          size="small"
          value={primaryColor}
          presets={[{ label: t('header.themeColor'), colors: PRESETS }]}
          disabledAlpha
          onChangeComplete={(color) => setPreferences({ primaryColor: color.toHexString().toUpperCase() })}
        >
          <Button type="text" aria-label={t('header.themeColor')} data-testid="theme-color">
            <span style={{ display: 'inline-block', width: 14, height: 14, borderRadius: 3, background: primaryColor }} />
          </Button>
        </ColorPicker>
      </Tooltip>
      <Tooltip title={t(dark ? 'header.light' : 'header.dark')}>
        <Button type="text" aria-label={t(dark ? 'header.light' : 'header.dark')} data-testid="dark-mode" icon={dark ? <SunOutlined /> : <MoonOutlined />} onClick={() => setPreferences({ dark: !dark })} />
      </Tooltip>
    </>
  );
}
