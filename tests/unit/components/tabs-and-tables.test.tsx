import { render, screen, within } from '@testing-library/react';
import { Button } from 'antd';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SECONDARY_COLOR } from '@/components/Stack';
import { Table } from '@/components/Table';
import { Tabs } from '@/components/Tabs';
import { i18n } from '@/i18n';

describe('Tabs: the tablist owns the tabs alone (axe aria-required-children)', () => {
  it('leaves the bar extra button and the overflow button outside the tablist', () => {
    render(
      <Tabs
        tabBarExtraContent={<Button aria-label="tab actions">v</Button>}
        items={[
          { key: 'a', label: 'First', children: 'one' },
          { key: 'b', label: 'Second', children: 'two' },
        ]}
      />,
    );
    const tablist = screen.getByRole('tablist');
    expect(within(tablist).getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['First', 'Second']);
    expect(within(tablist).queryAllByRole('button')).toEqual([]);
    expect(screen.getByRole('button', { name: 'tab actions' })).toBeInTheDocument();
    expect(screen.getAllByRole('tablist')).toHaveLength(1);
  });
});

/**
 * A browser's ResizeObserver: it tells of each element it starts to observe, once (happy-dom's tells
 * nothing).
 */
class TellingResizeObserver {
  private readonly observed = new Set<Element>();
  constructor(private readonly tell: ResizeObserverCallback) {}
  observe(target: Element) {
    if (this.observed.has(target)) return;
    this.observed.add(target);
    queueMicrotask(() => this.tell([{ target } as ResizeObserverEntry], this as unknown as ResizeObserver));
  }
  unobserve() {}
  disconnect() {}
}

describe('Table: sideways scrolling from the keyboard (axe scrollable-region-focusable), readable empty text', () => {
  beforeEach(() => vi.stubGlobal('ResizeObserver', TellingResizeObserver));
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });
  const columns = [{ key: 'a', title: 'A', dataIndex: 'a' }];
  const renderTable = () =>
    render(
      <I18nextProvider i18n={i18n}>
        <Table rowKey="a" columns={columns} dataSource={[{ a: 'x' }]} scroll={{ x: 'max-content' }} pagination={false} />
      </I18nextProvider>,
    );

  it('gives a scroll area that overflows a tab stop and a name', async () => {
    await i18n.changeLanguage('en-US');
    vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(900);
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(390);
    renderTable();
    const area = await screen.findByRole('group', { name: 'Table, scrolls sideways' });
    expect(area).toHaveClass('ant-table-content');
    expect(area).toHaveAttribute('tabindex', '0');
  });

  it('writes a text "nothing here" in readable secondary text, not antd\'s disabled grey', () => {
    render(
      <I18nextProvider i18n={i18n}>
        <Table rowKey="a" columns={columns} dataSource={[]} locale={{ emptyText: 'No goods chosen yet' }} pagination={false} />
      </I18nextProvider>,
    );
    expect(screen.getByText('No goods chosen yet').style.color).toBe(SECONDARY_COLOR);
  });

  it('adds no tab stop to a table that fits', async () => {
    vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(390);
    const clientWidth = vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(390);
    const { container } = renderTable();
    // The observer has told its sizes.
    await vi.waitFor(() => expect(clientWidth).toHaveBeenCalled());
    expect(screen.queryByRole('group')).toBeNull();
    expect(container.querySelector('.ant-table-content')).not.toHaveAttribute('tabindex');
  });
});
