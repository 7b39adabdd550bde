import { theme, Typography } from 'antd';
import type { ComponentProps } from 'react';

type Look = 4 | 5;

/**
 * A heading under the page's own (the shell's breadcrumb holds each page's `<h1>`): a level-2 heading,
 * so that headings go down one level at a time for a screen reader, drawn at the size of antd's level
 * `look` title.
 */
export function SectionHeading({ look = 5, style, ...props }: Omit<ComponentProps<typeof Typography.Title>, 'level'> & { look?: Look }) {
  const { token } = theme.useToken();
  const size = look === 4 ? { fontSize: token.fontSizeHeading4, lineHeight: token.lineHeightHeading4 } : { fontSize: token.fontSizeHeading5, lineHeight: token.lineHeightHeading5 };
  return <Typography.Title level={2} style={{ ...size, ...style }} {...props} />;
}
