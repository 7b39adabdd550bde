import { ColorPicker } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_PRIMARY, setPreferences, usePreferences } from '../preferences';

const PRESETS = [DEFAULT_PRIMARY, '#1677FF', '#13C2C2', '#52C41A', '#FAAD14', '#F5222D', '#722ED1', '#EB2F96'];

/** antd's colour picker around the header's button: loaded by the button's first click, and open then. */
export default function ThemeColorPicker({ children }: { children: ReactNode }) {
  const { t } = useTranslation('layout');
  const { primaryColor } = usePreferences();
  const [open, setOpen] = useState(true);
  return (
    <ColorPicker
      size="small"
      open={open}
      onOpenChange={setOpen}
      value={primaryColor}
      presets={[{ label: t('header.themeColor'), colors: PRESETS }]}
      disabledAlpha
      onChangeComplete={(color) => setPreferences({ primaryColor: color.toHexString().toUpperCase() })}
    >
      {children}
    </ColorPicker>
  );
}
