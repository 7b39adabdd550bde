import { theme } from 'antd';
import type { ReactNode } from 'react';
import { LOGIN_CARD_WIDTH } from './layout';

/**
 * A card-like panel drawn from the theme's tokens. Not antd's Card: that carries antd's Tabs (and its
 * menu and dropdown) for its tab list, which /login would load for nothing.
 */
export function LoginPanel({ children, width = LOGIN_CARD_WIDTH }: { children: ReactNode; width?: number }) {
  const { token } = theme.useToken();
  return (
    <div
      style={{
        width,
        boxSizing: 'border-box',
        padding: token.paddingLG,
        background: token.colorBgContainer,
        border: `1px solid ${token.colorBorderSecondary}`,
        borderRadius: token.borderRadiusLG,
        boxShadow: token.boxShadowTertiary,
        color: token.colorText,
        fontSize: token.fontSize,
        lineHeight: token.lineHeight,
      }}
    >
      {children}
    </div>
  );
}
