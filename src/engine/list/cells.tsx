import { Dropdown, type MenuProps } from 'antd';
import type { TFunction } from 'i18next';
import { memo, useEffect, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { FieldSchema } from '@/schemas/types';
import { allows } from '../actions/flags';
import type { Family } from '../declare';
import { displayValue } from '../schema';
import type { HoverIntent } from '../use-hover-intent';
import type { Action, Row } from './types';
import './row-actions.css';

/**
 * The cells of a list's rows, each a memoised component of what it shows: antd's table renders every
 * cell again whenever the table renders (its loading state, a selection, measuring its columns), and
 * a cell whose row, field and language are the same then costs nothing (its tags, tooltips and buttons
 * are not rendered again). What a cell shows depends on nothing else: a new language is a new `t`.
 */
export const FieldCell = memo(function FieldCell({ field, row, t }: { field: FieldSchema<Row>; row: Row; t: TFunction }) {
  return <>{displayValue(field, row, t)}</>;
});

/** A click that the router follows in this page (a modified one opens another tab, which reads for itself). */
const followed = (event: MouseEvent) => event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/**
 * The cell that opens the row's record: its record page, else the detail drawer (`onView`). The page's
 * code loads when the pointer or the focus reaches the link (`onPrepare`); its reads go out once the
 * pointer rests on it (`rest`), or at once when it is followed (`onOpen`), before the page renders.
 */
export const ViewCell = memo(function ViewCell({ field, row, t, to, onPrepare, rest, onOpen, onView }: {
  field: FieldSchema<Row>;
  row: Row;
  t: TFunction;
  to?: string;
  onPrepare: (to: string) => void;
  rest: HoverIntent<string>;
  onOpen: (to: string) => void;
  onView: (row: Row) => void;
}) {
  const content: ReactNode = displayValue(field, row, t);
  return to !== undefined ? (
    <Link
      to={to}
      data-action="view"
      onPointerEnter={() => {
        onPrepare(to);
        rest.start(to);
      }}
      onPointerLeave={rest.cancel}
      onFocus={() => onPrepare(to)}
      onClick={(event) => {
        rest.cancel();
        if (followed(event)) onOpen(to);
      }}
    >
      {content}
    </Link>
  ) : (
    <button type="button" className="row-link" data-action="view" onClick={() => onView(row)}>
      {content}
    </button>
  );
});

/**
 * The row's actions: edit, up to `inlineCount` inline buttons, then "more". Which the row offers is
 * its flags' answer (`allows`).
 */
export const RowActionsCell = memo(function RowActionsCell({ row, family, actions, inlineCount, canEdit, t, onEdit, onTrigger }: {
  row: Row;
  family: Family;
  actions: readonly Action[];
  inlineCount: number;
  canEdit: boolean;
  t: TFunction;
  onEdit: (row: Row) => void;
  onTrigger: (action: Action, rows: Row[]) => void;
}) {
  const visible = actions.filter((a) => allows(a, row, family));
  const inline = visible.slice(0, inlineCount);
  const more = visible.slice(inlineCount);
  return (
    <span className="row-actions">
      {canEdit && (
        <button type="button" className={rowAction()} onClick={() => onEdit(row)}>
          {t('common:action.edit')}
        </button>
      )}
      {inline.map((a) => (
        <button key={a.key} type="button" className={rowAction(a.danger)} data-action={a.key} onClick={() => onTrigger(a, [row])}>
          {t(a.label)}
        </button>
      ))}
      {more.length > 0 && (
        <MoreMenu
          label={t('engine:list.more')}
          menu={{ items: more.map((a) => ({ key: a.key, label: t(a.label), danger: a.danger })), onClick: ({ key }) => onTrigger(more.find((a) => a.key === key)!, [row]) }}
        />
      )}
    </span>
  );
});

/** A row action's class (row-actions.css): antd's small link button, drawn without antd's Button. */
const rowAction = (danger?: boolean) => (danger ? 'row-action row-action-danger' : 'row-action');

/**
 * A row's "more" menu. antd's Dropdown (a trigger with its portal, motion and resize watching) mounts
 * when the pointer reaches the button (or a click, Enter or a tap included, opens it), not with every
 * row of every page. The button carries the class the Dropdown gives its trigger from the start (the
 * styles test opens every trigger it finds).
 */
function MoreMenu({ label, menu }: { label: string; menu: MenuProps }) {
  const [reached, setReached] = useState(false);
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const hadFocus = useRef(false);
  // The Dropdown wraps the button: a new button that takes the focus the old one had (a keyboard's Enter).
  useEffect(() => {
    if (reached && hadFocus.current) button.current?.focus();
  }, [reached]);
  const reach = (event: MouseEvent<HTMLElement>) => {
    hadFocus.current = document.activeElement === event.currentTarget;
    setReached(true);
    setOpen(true);
  };
  const trigger = (
    <button ref={button} type="button" className={`${rowAction()} ant-dropdown-trigger`} onMouseEnter={reached ? undefined : reach} onClick={reached ? undefined : reach}>
      {label}
    </button>
  );
  return reached ? (
    <Dropdown menu={menu} open={open} onOpenChange={setOpen}>
      {trigger}
    </Dropdown>
  ) : (
    trigger
  );
}
