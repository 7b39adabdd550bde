import { CloseCircleFilled, ExclamationCircleFilled, InfoCircleFilled } from '@ant-design/icons';
import { Space, theme } from 'antd';
import type { ReactNode } from 'react';

const ICONS = {
  error: [CloseCircleFilled, 'colorError'],
  warning: [ExclamationCircleFilled, 'colorWarning'],
  info: [InfoCircleFilled, 'colorInfo'],
} as const;

/**
 * What a screen says in place of its content (it failed, it crashed, it is not built yet): an icon,
 * a title, the reason and what the user can do, drawn as antd's Result draws them. Not antd's Result:
 * that one carries its 403/404/500 pictures, 10 kB gzip, on every page that might fail.
 */
export function Outcome({ status, title, subTitle, extra }: { status: keyof typeof ICONS; title: ReactNode; subTitle?: ReactNode; extra?: ReactNode }) {
  const { token } = theme.useToken();
  const [Icon, colour] = ICONS[status];
  return (
    <div style={{ padding: `${token.paddingXL * 1.5}px ${token.paddingXL}px`, textAlign: 'center' }}>
      <Icon style={{ fontSize: 72, color: token[colour], marginBottom: token.marginLG }} />
      <div style={{ color: token.colorTextHeading, fontSize: token.fontSizeHeading3, lineHeight: token.lineHeightHeading3, marginBlock: token.marginXS }}>{title}</div>
      {subTitle && <div style={{ color: token.colorTextDescription, fontSize: token.fontSize, lineHeight: token.lineHeight }}>{subTitle}</div>}
      {extra && <Space style={{ marginTop: token.marginLG }}>{extra}</Space>}
    </div>
  );
}
