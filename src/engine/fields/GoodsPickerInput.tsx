import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Form, Image, Space, Typography } from 'antd';
import type { ColumnType } from 'antd/es/table';
import { startTransition, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Table } from '@/components/Table';
import { askGoodsPickerRows, GoodsPicker } from '@/components/pickers/goods-picker';
import { formatMoney } from '@/utils/money';
import { isEmpty } from '@/validation/checks';
import { useHoverIntent } from '../use-hover-intent';
import { columnValue, goodsColumnsOf, goodsModeOf, goodsRowKeysOf, goodsTotalOf, mergeChoice, pickerIdsOf, rowErrors, rowKeyOf, rowsOf } from './goods-rows';
import { isRequired } from './rules';
import { fieldTypeOf, type Field, type FieldInputProps, type Row } from './registry';

interface TableProps {
  field: Field;
  rows: Row[];
  disabled?: boolean;
  /** Set: the rows can be changed (row inputs, remove). */
  onChange?: (rows: Row[]) => void;
  /** Show every broken row input, empty ones too (after a save was tried). */
  showAllErrors?: boolean;
}

/** The chosen goods as a table: the goods, its price, read-only columns, the row inputs, remove. */
export function GoodsRowsTable({ field, rows, disabled = false, onChange, showAllErrors = false }: TableProps) {
  const { t } = useTranslation('engine');
  const keys = goodsRowKeysOf(field);
  const keyOf = rowKeyOf(goodsModeOf(field));
  const errors = rowErrors(rows, field);
  const editable = Boolean(onChange) && !disabled;
  const setCell = (index: number, key: string, value: unknown) => onChange?.(rows.map((row, i) => (i === index ? { ...row, [key]: value } : row)));

  const columns: ColumnType<Row>[] = [
    {
      key: 'goods',
      title: t('goodsPicker.goods'),
      render: (_, row) => (
        <Space align="start">
          {row[keys.image] ? <Image src={String(row[keys.image])} alt="" width={48} height={48} style={{ objectFit: 'cover' }} /> : null}
          <div style={{ maxWidth: 280 }}>
            <Typography.Text style={{ display: 'block' }}>{String(row[keys.name] ?? row.goods_name ?? '')}</Typography.Text>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {[row[keys.specs], row.sn].filter((v) => !isEmpty(v)).map(String).join(' · ')}
            </Typography.Text>
          </div>
        </Space>
      ),
    },
    { key: 'price', title: t('goodsPicker.price'), align: 'right', render: (_, row) => formatMoney(row[keys.price] as number) },
    ...goodsColumnsOf(field).map(
      (column): ColumnType<Row> => ({
        key: column.key,
        title: t(column.label),
        align: 'right',
        render: (_, row) => {
          const value = columnValue(column, row);
          return isEmpty(value) ? '—' : column.money ? formatMoney(value as number) : String(value);
        },
      }),
    ),
    ...(field.item ?? []).map(
      (input): ColumnType<Row> => ({
        key: input.key,
        title: (
          <span>
            {isRequired(input) && editable && <span style={{ color: 'var(--ant-color-error)', marginInlineEnd: 4 }}>*</span>}
            {t(input.label)}
          </span>
        ),
        render: (_, row, index) => {
          const Input = fieldTypeOf(input).input;
          const broken = errors[index]?.[input.key];
          const shown = broken && (showAllErrors || !isEmpty(row[input.key]));
          return (
            <div data-cell={`${keyOf(row)}:${input.key}`}>
              {Input ? (
                <Input field={input} value={row[input.key]} disabled={!editable} id={`${field.key}_${index}_${input.key}`} placeholder={t(input.label)}
                  onChange={(value) => setCell(index, input.key, value)} />
              ) : (
                String(row[input.key] ?? '')
              )}
              {shown && (
                <Typography.Text type="danger" style={{ display: 'block', fontSize: 12 }} role="alert">
                  {t(broken.key, { label: t(input.label), ...broken.values })}
                </Typography.Text>
              )}
            </div>
          );
        },
      }),
    ),
  ];
  if (editable) {
    columns.push({
      key: 'remove',
      title: t('list.actions'),
      render: (_, row) => (
        <Button type="link" danger size="small" icon={<DeleteOutlined />} data-action="remove-goods" onClick={() => onChange?.(rows.filter((r) => keyOf(r) !== keyOf(row)))}>
          {t('goodsPicker.remove')}
        </Button>
      ),
    });
  }

  const total = goodsTotalOf(field);
  return (
    <Table<Row>
      size="small"
      rowKey={keyOf}
      columns={columns}
      dataSource={rows}
      pagination={false}
      scroll={{ x: 'max-content', y: rows.length > 8 ? 480 : undefined }}
      locale={{ emptyText: t('goodsPicker.empty') }}
      data-testid={`goods-table-${field.key}`}
      summary={
        total &&
        (() => (
          <Table.Summary.Row>
            <Table.Summary.Cell index={0} colSpan={columns.length} align="right">
              {t(total.label)} <strong data-testid={`goods-total-${field.key}`}>{formatMoney(total.of(rows))}</strong>
            </Table.Summary.Cell>
          </Table.Summary.Row>
        ))
      }
    />
  );
}

/**
 * The goods-picker input: a button opening the shared goods picker (SKU mode unless the field says
 * otherwise) with the chosen goods preselected, and the chosen goods as a table below it.
 */
export default function GoodsPickerInput({ field, value, onChange, disabled, id }: FieldInputProps) {
  const { t } = useTranslation('engine');
  const [open, setOpen] = useState(false);
  // The form tried to save with broken rows: show every broken cell, empty ones too.
  const { status } = Form.Item.useStatus();
  const rows = rowsOf(value);
  const mode = goodsModeOf(field);
  const goodsType = field.props?.goodsType as string | undefined;
  const askFirstRows = () => askGoodsPickerRows({ mode, goodsType });
  // A pointer resting on "choose" asks for the picker's first rows before the click (the click asks no more).
  const rest = useHoverIntent<void>(askFirstRows);
  return (
    <div id={id} style={{ width: '100%', minWidth: 640 }} data-testid={`goods-picker-${field.key}`}>
      {!disabled && (
        <Space style={{ marginBottom: 8 }} wrap>
          <Button
            icon={<PlusOutlined />}
            onPointerEnter={() => rest.start()}
            onPointerLeave={rest.cancel}
            onClick={() => {
              // The picker's first rows are asked for now (unless the resting pointer asked), and its dialog
              // renders after (a transition, not at once in this click): the call has gone out by then, and
              // its answer comes while it renders.
              rest.cancel();
              askFirstRows();
              startTransition(() => setOpen(true));
            }}
            data-testid={`choose-goods-${field.key}`}
          >
            {t('goodsPicker.choose')}
          </Button>
          {rows.length > 0 && (
            <Button type="link" danger onClick={() => onChange?.([])}>
              {t('goodsPicker.clear')}
            </Button>
          )}
          <Typography.Text type="secondary">{t('goodsPicker.count', { count: rows.length })}</Typography.Text>
        </Space>
      )}
      <GoodsRowsTable field={field} rows={rows} disabled={disabled} onChange={onChange} showAllErrors={status === 'error'} />
      {open && (
        <GoodsPicker
          open
          mode={mode}
          value={pickerIdsOf(rows, mode)}
          limit={field.props?.limit as number | undefined}
          goodsType={goodsType}
          onClose={() => setOpen(false)}
          onConfirm={(items) => {
            onChange?.(mergeChoice(rows, items, field));
            setOpen(false);
          }}
        />
      )}
    </div>
  );
}
