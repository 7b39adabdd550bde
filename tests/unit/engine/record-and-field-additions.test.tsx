/** Engine additions made for the after-sales screens: a record's id, times not yet happened, lines' quantity label, fixed groups. */
import { screen, waitFor, within } from '@testing-library/react';
import { Form } from 'antd';
import { beforeEach, describe, expect, it } from 'vitest';
import { withId } from '@/engine/data/record-id';
import '@/engine/fields/builtin';
import { LinesTable } from '@/engine/fields/lines';
import { fieldTypeOf, type Field } from '@/engine/fields/registry';
import { FormFields } from '@/engine/form/FormFields';
import { i18n, t } from '@/i18n';
import { renderComponent } from '../../helpers/render-component';

const wrap = renderComponent;

beforeEach(async () => {
  await i18n.changeLanguage('en-US');
});

describe('withId', () => {
  it('fills the id field from the id the record was read by, and keeps one the record has', () => {
    expect(withId({ sn: 'SH1', status: 'APPLY' }, 'service_sn', 'SH1')).toEqual({ sn: 'SH1', status: 'APPLY', service_sn: 'SH1' });
    expect(withId({ service_sn: 'SH2' }, 'service_sn', 'other')).toEqual({ service_sn: 'SH2' });
    expect(withId({ service_sn: '' }, 'service_sn', 'SH3')).toEqual({ service_sn: 'SH3' });
  });
});

describe('time fields', () => {
  it('show a time of 0 as not yet happened', () => {
    const time = fieldTypeOf({ type: 'time' }).cell!;
    const date = fieldTypeOf({ type: 'date' }).cell!;
    const field = { key: 'refund_time', label: 'x', type: 'time' } as Field;
    expect(time(0, {}, field, t)).toBe('—');
    expect(date('0', {}, field, t)).toBe('—');
    expect(time(1793494500, {}, field, t)).toMatch(/^2026-1[01]-\d\d \d\d:\d\d:\d\d$/);
  });
});

describe('goods lines', () => {
  it('name the quantity column as the field says', () => {
    const field = { key: 'goods_list', label: 'x', type: 'lines', props: { name: 'goods_name', price: 'price', num: 'return_num', numLabel: 'aftersales:field.returnNum' } } as Field;
    wrap(<LinesTable lines={[{ goods_name: 'Mouse', price: 12.5, return_num: 2 }]} field={field} />);
    const table = screen.getByTestId('lines-table');
    expect(within(table).getByRole('columnheader', { name: 'Returned' })).toBeInTheDocument();
    expect(within(table).queryByRole('columnheader', { name: 'Quantity' })).toBeNull();
    expect(within(table).getByText('￥25.00')).toBeInTheDocument();
  });
});

describe('groups with fixed items', () => {
  it('offer no adding or removing, and keep their inputs editable', async () => {
    const fields: Field[] = [
      { key: 'lines', label: 'engine:lines.goods', type: 'group', props: { fixed: true }, item: [{ key: 'storage_num', label: 'engine:lines.num', type: 'number', form: { rules: [{ kind: 'required' }] } }] },
    ];
    wrap(
      <Form initialValues={{ lines: [{ storage_num: 1 }, { storage_num: 2 }] }}>
        <FormFields fields={fields} />
      </Form>,
    );
    expect(screen.queryByTestId('add-lines')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Remove this item' })).toBeNull();
    await waitFor(() => expect(screen.getAllByRole('spinbutton')).toHaveLength(2));
    const inputs = screen.getAllByRole('spinbutton');
    expect(inputs.every((i) => !(i as HTMLInputElement).disabled)).toBe(true);
  });

  it('still add and remove items when not fixed', () => {
    const fields: Field[] = [{ key: 'steps', label: 'engine:lines.goods', type: 'group', item: [{ key: 'n', label: 'engine:lines.num', type: 'number' }] }];
    wrap(
      <Form initialValues={{ steps: [{ n: 1 }] }}>
        <FormFields fields={fields} />
      </Form>,
    );
    expect(screen.getByTestId('add-steps')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove this item' })).toBeInTheDocument();
  });
});
