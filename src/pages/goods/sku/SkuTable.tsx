import { useState } from 'react';
import { Button, Card, Form, Input, Select, Space, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { Table } from '@/components/Table';
import { messageOf } from '../publish/rules';
import type { Column, SkuRow } from './matrix';
import type { SkuEditor } from './use-sku-editor';

/** The SKU matrix: one row per combination, editable cells with their own errors, batch fill. */
export function SkuTable({ editor }: { editor: SkuEditor }) {
  const { t } = useTranslation('goodsPublish');
  const [column, setColumn] = useState<Column>('price');
  const [value, setValue] = useState('');
  const label = (c: Column) => t(`sku.column.${c}`);

  const specColumns: ColumnsType<SkuRow> = editor.groups
    .filter((g) => g.values.length > 0)
    .map((g, gi) => ({
      key: `spec-${g.spec_group_sn}`,
      title: g.spec_group_name,
      render: (_: unknown, row: SkuRow) => row.specs[gi]?.spec_value_name,
    }));

  const cellColumns: ColumnsType<SkuRow> = editor.columns.map((c) => ({
    key: c,
    title: (
      <span>
        {c !== 'weight' || editor.goods?.goods_type !== 'VIRTUAL' ? <span style={{ color: '#ff4d4f' }}>* </span> : null}
        {label(c)}
      </span>
    ),
    width: c === 'sn' ? 200 : 150,
    render: (_: unknown, row: SkuRow, index: number) => {
      const error = editor.errorOf(row.key, c);
      return (
        <Form.Item validateStatus={error ? 'error' : undefined} help={error ? messageOf(error, label(c)) : undefined} style={{ marginBottom: 0 }}>
          <Input
            size="small"
            value={row[c]}
            aria-label={t('sku.cell', { column: label(c), row: index + 1 })}
            onChange={(e) => editor.editCell(row.key, c, e.target.value)}
          />
        </Form.Item>
      );
    },
  }));

  return (
    <Card title={t('sku.matrix')}>
      <Space style={{ marginBottom: 12 }} wrap>
        <Typography.Text>{t('sku.batch')}</Typography.Text>
        <Select<Column>
          style={{ width: 140 }}
          aria-label={t('sku.batchColumn')}
          value={column}
          onChange={setColumn}
          options={editor.columns.map((c) => ({ value: c, label: label(c) }))}
        />
        <Input style={{ width: 180 }} aria-label={t('sku.batchValue')} placeholder={t('sku.batchValue')} value={value} onChange={(e) => setValue(e.target.value)} />
        <Button disabled={!value.trim() || !editor.rows.length} onClick={() => editor.fillColumn(column, value)}>
          {t('sku.batchApply')}
        </Button>
      </Space>
      <Table<SkuRow>
        rowKey={(row) => row.key || 'single'}
        size="small"
        pagination={false}
        scroll={{ x: 'max-content' }}
        columns={[...specColumns, ...cellColumns]}
        dataSource={editor.rows}
        data-testid="sku-matrix"
      />
    </Card>
  );
}
