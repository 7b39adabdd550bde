import { Tooltip } from 'antd';
import { useState, type CSSProperties, type PointerEvent } from 'react';
import { SECONDARY_COLOR } from './Stack';

/**
 * A text cut at `rows` lines with an ellipsis by CSS alone, the whole text shown on hover when it is cut:
 * in a tooltip (`tooltip`), else as the element's title. antd's Typography `ellipsis` measures every
 * text when it renders (it adds an element and reads both sizes: a forced layout per cell of a table);
 * this one measures only when the pointer comes over it, and mounts its tooltip only then.
 */
export function ClampText({ text, rows = 1, tooltip = false, secondary = false, style }: {
  text: string;
  rows?: number;
  tooltip?: boolean;
  /** antd's secondary text colour. */
  secondary?: boolean;
  style?: CSSProperties;
}) {
  const [cut, setCut] = useState(false);
  const measure = (event: PointerEvent<HTMLElement>) => {
    const el = event.currentTarget;
    const isCut = el.scrollHeight > el.clientHeight + 1 || el.scrollWidth > el.clientWidth + 1;
    if (isCut !== cut) setCut(isCut);
  };
  const span = (
    <span
      data-clamp={rows}
      title={cut && !tooltip ? text : undefined}
      onPointerEnter={measure}
      style={{
        display: '-webkit-box',
        WebkitBoxOrient: 'vertical',
        WebkitLineClamp: rows,
        overflow: 'hidden',
        overflowWrap: 'anywhere',
        ...(secondary ? { color: SECONDARY_COLOR } : undefined),
        ...style,
      }}
    >
      {text}
    </span>
  );
  // Opened at once: the pointer that found the text cut is over it now.
  return cut && tooltip ? <Tooltip title={text} defaultOpen>{span}</Tooltip> : span;
}
