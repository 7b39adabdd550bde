import { theme } from 'antd';
import { useMemo } from 'react';
import type { Palette } from './options';

/** The charts' colours from the console's theme: readable in dark mode, following the chosen primary colour. */
export function usePalette(): Palette {
  const { token } = theme.useToken();
  return useMemo(
    () => ({
      text: token.colorTextSecondary,
      axis: token.colorBorder,
      split: token.colorSplit,
      tooltipBg: token.colorBgElevated,
      tooltipText: token.colorText,
      colors: [token.colorPrimary, token.colorWarning, token.colorSuccess, token.colorError, token.colorInfo],
      mapLow: token.colorPrimaryBg,
      mapHigh: token.colorPrimary,
      mapEmpty: token.colorFillSecondary,
    }),
    [token],
  );
}
