import type { TableProps } from 'antd';

/** The classes rc-table gives a column pinned to the right edge, whose look antd's stylesheet holds. */
export const PINNED_END_CLASSES = 'ant-table-cell-fix-right ant-table-cell-fix-right-first console-pinned-end';
/** A table as wide as its content, scrolling sideways in its own area (table.css); and one with a pinned last column. */
export const WIDE_TABLE_CLASS = 'console-wide-table';
export const PINS_END_CLASS = 'console-pins-end';

const join = (...names: (string | undefined)[]) => names.filter(Boolean).join(' ');

/**
 * A table as wide as its content (`scroll.x: 'max-content'`) whose one pinned column is its last, on the
 * right (a list's actions), handed to rc-table without either: the width and the sideways scrolling are
 * CSS (table.css), and the pinned cells carry the classes rc-table would give them, so antd's stylesheet
 * draws them sticky as before. For a pinned column or a sideways scroll, rc-table renders a hidden row
 * that reads every column's width in a layout effect (a forced layout in the middle of the screen's first
 * render) and then renders the table again with the widths: ~17 ms of a signed-in first load.
 * The browser's `position: sticky` needs no widths. Any other table (a fixed height, a column pinned on
 * the left, grouped columns) is rc-table's, as it was.
 */
export function pinnedEndTable<Row>(props: TableProps<Row>): TableProps<Row> {
  const { scroll, columns, expandable, rowSelection, sticky } = props;
  if (scroll?.x !== 'max-content' || scroll.y !== undefined || sticky || expandable?.fixed || rowSelection?.fixed || !columns?.length) return props;
  if (columns.some((column) => 'children' in column)) return props;
  const pinned = columns.map((column) => column.fixed);
  const last = columns.length - 1;
  if (pinned.some((fixed, index) => (index === last ? fixed !== 'right' && fixed !== undefined : fixed !== undefined))) return props;
  const pinsEnd = pinned[last] === 'right';
  return {
    ...props,
    scroll: undefined,
    className: join(props.className, WIDE_TABLE_CLASS, pinsEnd ? PINS_END_CLASS : undefined),
    columns: pinsEnd ? columns.map((column, index) => (index === last ? { ...column, fixed: undefined, className: join(column.className, PINNED_END_CLASSES) } : column)) : columns,
  };
}
