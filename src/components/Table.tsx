import { Table as AntdTable, type TableProps } from 'antd';
import type { TableRef } from 'antd/es/table';
import { memo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { SecondaryText } from './Stack';
import { pinnedEndTable } from './pinned-end-table';
import { useKeyboardScroll } from './use-keyboard-scroll';
import './table.css';

/**
 * antd's Table whose sideways scrolling works from the keyboard too (see `useKeyboardScroll`), whose
 * "nothing here" text is readable (antd writes a text `emptyText` in its disabled grey, 1.8:1 on white),
 * and whose pinned last column, in a table as wide as its content, the browser draws (`pinnedEndTable`).
 */
function ConsoleTable<Row extends object>({ locale, ...props }: TableProps<Row>) {
  const { t } = useTranslation();
  const table = useRef<TableRef>(null);
  useKeyboardScroll(table, t('table.scrollRegion'));
  const empty = locale?.emptyText;
  return (
    <AntdTable<Row>
      {...pinnedEndTable(props)}
      locale={typeof empty === 'string' ? { ...locale, emptyText: <SecondaryText>{empty}</SecondaryText> } : locale}
      ref={table}
    />
  );
}

/**
 * Memoised: a screen that renders again with the same table props (a list's loading state, its
 * selection count) does not render the table, its rows and cells again.
 */
export const Table = Object.assign(memo(ConsoleTable) as typeof ConsoleTable, { Summary: AntdTable.Summary });
