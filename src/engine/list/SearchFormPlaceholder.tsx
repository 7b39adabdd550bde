import { DownOutlined } from '@ant-design/icons';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldSchema } from '@/schemas/types';
import { enumOptionOf } from '../fields/registry';
import { CHOICE_MIN_WIDTH, DATE_RANGE_SEARCH_WIDTH, OPTIONS_MIN_WIDTH, TEXT_SEARCH_WIDTH } from '../fields/search-widths';
import { searchFields, searchOptionsOf, searchParamOf } from '../schema';
import type { FilterValue } from '../table-state';
import type { Row } from './types';
import { useIsPhone } from './use-phone';
import './search-placeholder.css';

/** antd writes a button's label of two Chinese characters with a space between them. */
const buttonText = (text: string) => (/^[\u4e00-\u9fa5]{2}$/.test(text) ? text.split('').join(' ') : text);

/** The room a field's search input takes, and whether it draws a select's arrow. */
function boxOf(field: FieldSchema<Row>): { width?: number; minWidth?: number; arrow: boolean } {
  if (searchOptionsOf(field).range) return { width: DATE_RANGE_SEARCH_WIDTH, arrow: false };
  if (field.enum || field.options) return { minWidth: field.options ? OPTIONS_MIN_WIDTH : CHOICE_MIN_WIDTH, arrow: true };
  return { width: TEXT_SEARCH_WIDTH, arrow: false };
}

/** An input's box as the stand-in draws it: its text (or, empty, its placeholder) in the input's room. */
export function StandInBox({ text, empty, arrow = false, room }: { text: string; empty: boolean; arrow?: boolean; room: CSSProperties }) {
  return (
    <span className="console-search-placeholder-box" data-empty={empty || undefined} style={room}>
      <span>{text}</span>
      {arrow && <DownOutlined />}
    </span>
  );
}

/**
 * What a list's search bar looks like, drawn as plain boxes: it stands in for the bar until the page has
 * first painted (the bar's form, fields and selects were ~20 ms of JavaScript before the
 * first goods row). Its labels, boxes and buttons take the bar's room, inline or stacked as on a phone,
 * so the list does not move when the bar replaces it. It shows the URL's filters as the bar will: a
 * text, or the label of a choice. Hidden from assistive technology and not focusable: it is gone before
 * anyone can reach it.
 */
export function SearchFormPlaceholder({ schema, filters }: { schema: readonly FieldSchema<Row>[]; filters: Record<string, FilterValue> }) {
  const { t } = useTranslation(['engine']);
  const phone = useIsPhone();
  const fields = searchFields(schema);
  if (!fields.length) return null;
  return (
    <div className="console-search-placeholder" data-phone={phone || undefined} aria-hidden data-testid="search-form-placeholder">
      {fields.map((field) => {
        const label = t(field.label);
        const { arrow, ...room } = boxOf(field);
        const value = searchOptionsOf(field).range ? undefined : filters[searchParamOf(field)];
        const values = value === undefined ? [] : [value].flat();
        const shown = values
          .map((v) => {
            const option = enumOptionOf(field, v);
            return option ? t(option.label) : v;
          })
          .join(', ');
        return (
          <div key={field.key} className="console-search-placeholder-item">
            <span className="console-search-placeholder-label">{label}</span>
            <StandInBox text={shown || label} empty={!shown} arrow={arrow} room={room} />
          </div>
        );
      })}
      <div className="console-search-placeholder-item console-search-placeholder-buttons">
        <span className="console-search-placeholder-button" data-primary>{buttonText(t('engine:list.search'))}</span>
        <span className="console-search-placeholder-button">{buttonText(t('engine:list.reset'))}</span>
      </div>
    </div>
  );
}
