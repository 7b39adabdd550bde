import { useState, type ReactNode, type UIEvent } from 'react';

export interface VirtualListProps<T> {
  items: readonly T[];
  rowHeight: number;
  height: number;
  itemKey: (item: T) => string;
  renderItem: (item: T, index: number) => ReactNode;
  /** Called when the user scrolls near the end (infinite loading). */
  onEndReached?: () => void;
  /** Extra rows rendered above and below the visible window. */
  overscan?: number;
  footer?: ReactNode;
  'data-testid'?: string;
}

/** Fixed-height windowed list: only the visible rows are in the DOM, so 10,000 rows stay smooth. */
export function VirtualList<T>({
  items,
  rowHeight,
  height,
  itemKey,
  renderItem,
  onEndReached,
  overscan = 5,
  footer,
  'data-testid': testId,
}: VirtualListProps<T>) {
  const [scrollTop, setScrollTop] = useState(0);
  const first = Math.max(0, Math.floor(scrollTop / rowHeight) - overscan);
  const last = Math.min(items.length, Math.ceil((scrollTop + height) / rowHeight) + overscan);

  const onScroll = (event: UIEvent<HTMLDivElement>) => {
    const el = event.currentTarget;
    setScrollTop(el.scrollTop);
    if (onEndReached && el.scrollTop + height >= items.length * rowHeight - rowHeight * 2) onEndReached();
  };

  return (
    <div data-testid={testId} style={{ height, overflowY: 'auto', position: 'relative' }} onScroll={onScroll}>
      <div style={{ height: items.length * rowHeight, position: 'relative' }}>
        {items.slice(first, last).map((item, i) => (
          <div
            key={itemKey(item)}
            style={{ position: 'absolute', top: (first + i) * rowHeight, left: 0, right: 0, height: rowHeight }}
          >
            {renderItem(item, first + i)}
          </div>
        ))}
      </div>
      {footer}
    </div>
  );
}
