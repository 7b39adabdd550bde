import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import './filter-tabs.css';

export interface FilterTab {
  key: string;
  label: ReactNode;
}

const STEP: Partial<Record<string, (index: number, count: number) => number>> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_, count) => count - 1,
};

/**
 * Tabs that filter what is below them (a list's statuses) and have no panels of their own, drawn as
 * antd's top tabs are (filter-tabs.css) without rc-tabs: rc-tabs measures every tab in a layout effect to
 * place its ink bar and its overflow menu, a forced layout in the middle of a list's first render
 *. Tabs that do not fit scroll sideways. The keyboard is the WAI-ARIA tabs pattern's with
 * manual activation: arrows, Home and End move the focus, Enter or Space chooses (each choice reads the
 * list again).
 */
export function FilterTabs({ items, activeKey, onChange }: { items: readonly FilterTab[]; activeKey: string | undefined; onChange: (key: string) => void }) {
  const list = useRef<HTMLDivElement>(null);
  const active = items.some((item) => item.key === activeKey) ? activeKey : items[0]?.key;
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = STEP[event.key];
    if (!step) return;
    const tabs = [...(list.current?.querySelectorAll<HTMLButtonElement>('[role="tab"]') ?? [])];
    const index = tabs.indexOf(event.target as HTMLButtonElement);
    if (index < 0) return;
    event.preventDefault();
    tabs[step(index, tabs.length)]!.focus();
  };
  return (
    <div ref={list} role="tablist" aria-orientation="horizontal" className="console-filter-tabs" onKeyDown={onKeyDown}>
      {items.map((item) => (
        <button
          key={item.key}
          type="button"
          role="tab"
          aria-selected={item.key === active}
          tabIndex={item.key === active ? 0 : -1}
          onClick={() => item.key !== active && onChange(item.key)}
        >
          <span>{item.label}</span>
        </button>
      ))}
    </div>
  );
}
