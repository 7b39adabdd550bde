import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button, type TableProps } from 'antd';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FilterTabs } from '@/components/FilterTabs';
import { PINNED_END_CLASSES, pinnedEndTable, PINS_END_CLASS, WIDE_TABLE_CLASS } from '@/components/pinned-end-table';
import { SECONDARY_COLOR } from '@/components/Stack';
import { Table } from '@/components/Table';
import { Tabs } from '@/components/Tabs';
import { i18n } from '@/i18n';
import { renderComponent } from '../../helpers/render-component';

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
    renderComponent(<Table rowKey="a" columns={columns} dataSource={[{ a: 'x' }]} scroll={{ x: 'max-content' }} pagination={false} />);

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
    renderComponent(<Table rowKey="a" columns={columns} dataSource={[]} locale={{ emptyText: 'No goods chosen yet' }} pagination={false} />);
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

describe('FilterTabs: a list\'s status tabs (WAI-ARIA tabs, manual activation)', () => {
  const items = [
    { key: 'all', label: 'All' },
    { key: 'paid', label: 'Paid' },
    { key: 'shipped', label: 'Shipped' },
  ];

  it('marks the chosen tab selected and the only tab stop; none chosen is the first', () => {
    const { rerender } = render(<FilterTabs items={items} activeKey="paid" onChange={() => undefined} />);
    expect(screen.getByRole('tab', { name: 'Paid', selected: true })).toHaveAttribute('tabindex', '0');
    expect(within(screen.getByRole('tablist')).getAllByRole('tab', { selected: false }).map((tab) => tab.getAttribute('tabindex'))).toEqual(['-1', '-1']);
    rerender(<FilterTabs items={items} activeKey={undefined} onChange={() => undefined} />);
    expect(screen.getByRole('tab', { selected: true })).toHaveTextContent('All');
  });

  it('chooses a tab by click, Enter or Space; the chosen one again does nothing', async () => {
    const onChange = vi.fn();
    render(<FilterTabs items={items} activeKey="all" onChange={onChange} />);
    await userEvent.click(screen.getByRole('tab', { name: 'Shipped' }));
    await userEvent.click(screen.getByRole('tab', { name: 'All' }));
    screen.getByRole('tab', { name: 'Paid' }).focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    expect(onChange.mock.calls).toEqual([['shipped'], ['paid'], ['paid']]);
  });

  it('moves the focus with the arrows (round), Home and End, without choosing', async () => {
    const onChange = vi.fn();
    render(<FilterTabs items={items} activeKey="all" onChange={onChange} />);
    screen.getByRole('tab', { name: 'All' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Paid' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Shipped' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'All' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Shipped' })).toHaveFocus();
    await userEvent.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'All' })).toHaveFocus();
    expect(onChange).not.toHaveBeenCalled();
  });
});

describe('pinnedEndTable: a wide table\'s pinned last column drawn by the browser, not measured by rc-table', () => {
  type Row = { a: string; b: string };
  const wide = (columns: TableProps<Row>['columns'], more: Partial<TableProps<Row>> = {}): TableProps<Row> => ({ rowKey: 'a', columns, scroll: { x: 'max-content' }, ...more });
  const withActions = [
    { key: 'a', title: 'A', dataIndex: 'a' },
    { key: 'b', title: 'Actions', dataIndex: 'b', fixed: 'right' as const, className: 'own' },
  ];

  it('hands rc-table no sideways scroll and no fixed column, and gives the last column rc-table\'s pinned classes', () => {
    const props = pinnedEndTable(wide(withActions, { className: 'list' }));
    expect(props.scroll).toBeUndefined();
    expect(props.className).toBe(`list ${WIDE_TABLE_CLASS} ${PINS_END_CLASS}`);
    expect(props.columns![0]).toBe(withActions[0]);
    expect(props.columns![1]).toMatchObject({ key: 'b', fixed: undefined, className: `own ${PINNED_END_CLASSES}` });
  });

  it('draws a wide table without pinned columns in CSS too', () => {
    const columns = [withActions[0]!];
    expect(pinnedEndTable(wide(columns))).toMatchObject({ scroll: undefined, className: WIDE_TABLE_CLASS, columns });
  });

  it('leaves rc-table every other table: a fixed height, a column pinned elsewhere, grouped columns, a sticky header', () => {
    const kept = [
      wide(withActions, { scroll: { x: 'max-content', y: 400 } }),
      wide(withActions, { scroll: { x: 1200 } }),
      wide([{ ...withActions[0]!, fixed: 'left' as const }, withActions[1]!]),
      wide([withActions[1]!, withActions[0]!]),
      wide([{ key: 'g', title: 'G', children: withActions }]),
      wide(withActions, { sticky: true }),
      wide(withActions, { rowSelection: { fixed: true } }),
      { rowKey: 'a', columns: withActions },
    ];
    for (const props of kept) expect(pinnedEndTable(props)).toBe(props);
  });
});

describe('Table: a wide table with a pinned last column', () => {
  beforeEach(() => vi.stubGlobal('ResizeObserver', TellingResizeObserver));
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });
  const columns = [
    { key: 'a', title: 'A', dataIndex: 'a' },
    { key: 'b', title: 'Actions', dataIndex: 'b', fixed: 'right' as const },
  ];
  const renderTable = () =>
    renderComponent(<Table rowKey="a" columns={columns} dataSource={[{ a: 'x', b: 'edit' }]} scroll={{ x: 'max-content' }} pagination={false} />);

  it('renders no measuring row, and its pinned cells sticky by antd\'s classes', () => {
    const { container } = renderTable();
    expect(container.querySelector('.ant-table-measure-row')).toBeNull();
    expect(container.querySelector(`.${WIDE_TABLE_CLASS}`)).not.toBeNull();
    expect(screen.getByRole('columnheader', { name: 'Actions' })).toHaveClass('ant-table-cell-fix-right', 'ant-table-cell-fix-right-first');
    expect(screen.getByRole('cell', { name: 'edit' })).toHaveClass('ant-table-cell-fix-right', 'ant-table-cell-fix-right-first');
  });

  it('marks its scroll area while there is more of the table to the left or right (the edges\' shadows)', async () => {
    vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(900);
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(390);
    const scrollLeft = vi.spyOn(HTMLElement.prototype, 'scrollLeft', 'get').mockReturnValue(0);
    const { container } = renderTable();
    const area = container.querySelector<HTMLElement>('.ant-table-content')!;
    await vi.waitFor(() => expect(area).toHaveAttribute('data-more-end'));
    expect(area).not.toHaveAttribute('data-more-start');
    scrollLeft.mockReturnValue(510);
    fireEvent.scroll(area);
    expect(area).not.toHaveAttribute('data-more-end');
    expect(area).toHaveAttribute('data-more-start');
    scrollLeft.mockReturnValue(200);
    fireEvent.scroll(area);
    expect(area).toHaveAttribute('data-more-end');
    expect(area).toHaveAttribute('data-more-start');
  });
});
