import { Children, type CSSProperties, type ReactNode } from 'react';

/**
 * antd's `<Space>` as a table cell uses it (a column of lines, or a row of them), drawn by plain
 * elements: a cell repeats it on every row of every page, and antd's Space is a component of its own
 * (its context and styles) for what one flex box does. Each item is in a box of its own, as in Space,
 * so that they lay out the same (an image in a box sits on the text's baseline).
 */
export function Stack({ gap = 0, row = false, align, style, children, ...rest }: {
  /** Between items, in px. */
  gap?: number;
  /** Side by side (antd's horizontal Space); else one under the other. */
  row?: boolean;
  align?: CSSProperties['alignItems'];
  style?: CSSProperties;
  children: ReactNode;
  'data-testid'?: string;
}) {
  return (
    <div style={{ display: 'inline-flex', flexDirection: row ? 'row' : 'column', gap, alignItems: align ?? (row ? 'center' : undefined), ...style }} {...rest}>
      {Children.toArray(children).map((child, i) => (
        <div key={i}>{child}</div>
      ))}
    </div>
  );
}

/** antd's secondary text colour (Typography's `type="secondary"`). */
export const SECONDARY_COLOR = 'var(--ant-color-text-description)';

/** Secondary text as a plain span. */
export function SecondaryText({ style, children }: { style?: CSSProperties; children: ReactNode }) {
  return <span style={{ color: SECONDARY_COLOR, wordBreak: 'break-word', ...style }}>{children}</span>;
}
