import { useEffect, type RefObject } from 'react';

const SCROLLERS = '.ant-table-content, .ant-table-body';

/** Marks a scroll area with more of its table to the left or right (the edges' shadows, table.css). */
function markEdges(area: HTMLElement) {
  area.toggleAttribute('data-more-start', area.scrollLeft > 1);
  area.toggleAttribute('data-more-end', area.scrollLeft + area.clientWidth < area.scrollWidth - 1);
}

/**
 * A table that scrolls sideways (a phone, a wide list) must be scrollable from the keyboard too (WCAG 2.1.1;
 * axe `scrollable-region-focusable`): while one of its scroll areas overflows, that area is a named group
 * with a tab stop (a group, not a region: two tables on a screen would be two landmarks of one name) (arrow keys then scroll it); when it fits, the tab stop goes again.
 * As it scrolls and resizes, the area is also marked with what is left of it to either side (`markEdges`).
 */
export function useKeyboardScroll(table: RefObject<{ nativeElement: HTMLElement } | null>, label: string) {
  useEffect(() => {
    const element = table.current?.nativeElement;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => update());
    const scrolled = (event: Event) => markEdges(event.target as HTMLElement);
    const listened = new Set<HTMLElement>();
    const update = () => {
      for (const area of element.querySelectorAll<HTMLElement>(SCROLLERS)) {
        const overflows = area.scrollWidth > area.clientWidth + 1 || area.scrollHeight > area.clientHeight + 1;
        if (overflows) {
          area.tabIndex = 0;
          area.setAttribute('role', 'group');
          area.setAttribute('aria-label', label);
        } else if (area.getAttribute('role') === 'group') {
          area.removeAttribute('tabindex');
          area.removeAttribute('role');
          area.removeAttribute('aria-label');
        }
        markEdges(area);
        if (!listened.has(area)) {
          listened.add(area);
          area.addEventListener('scroll', scrolled, { passive: true });
        }
        // Rows arriving or columns widening resize the table inside, not the area.
        area.querySelectorAll(':scope > table').forEach((table) => observer.observe(table));
      }
    };
    // Its first answer comes after the browser's own layout, before the paint: asking the sizes now
    // would lay the page out once more, in the middle of the screen's first render.
    observer.observe(element);
    return () => {
      observer.disconnect();
      for (const area of listened) area.removeEventListener('scroll', scrolled);
    };
  }, [table, label]);
}
