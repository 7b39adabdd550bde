import { Table as AntdTable, type TableProps } from 'antd';
import type { TableRef } from 'antd/es/table';
import { memo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { SecondaryText } from './Stack';
import { useKeyboardScroll } from './use-keyboard-scroll';

/**
 * antd's Table whose sideways scrolling works from the keyboard too (see `useKeyboardScroll`), and whose
 * "nothing here" text is readable: antd writes a text `emptyText` in its disabled grey (1.8:1 on white).
 */
function ConsoleTable<Row extends object>({ locale, ...props }: TableProps<Row>) {
  const { t } = useTranslation();
  const table = useRef<TableRef>(null);
  useKeyboardScroll(table, t('table.scrollRegion'));
  const empty = locale?.emptyText;
  return (
    <AntdTable<Row>
      {...props}
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
