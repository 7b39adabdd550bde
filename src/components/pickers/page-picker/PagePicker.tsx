import { useMemo, useState, type Key } from 'react';
import { Button, Input, Modal, Space, message } from 'antd';
import type { TableColumnsType } from 'antd';
import { PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { Table } from '@/components/Table';
import { PAGE_PICKER_PAGE_SIZES } from '../shared/constants';
import { replaceSelection } from '../shared/selection';
import { usePagedList } from '../shared/usePagedList';
import { idKey, type DialogPickerProps, type Id, type PickerType } from '../shared/types';

/** A decoration page (spec §3). */
export interface PageRow {
  id: Id;
  page_name: string;
  remark?: string;
  /** unix seconds */
  create_time: number;
}

export interface PagePickerProps extends DialogPickerProps<PageRow[]> {
  /** Calls `{type}/pages`. */
  type?: PickerType;
  clientType?: 'PC' | 'MOBILE';
  multiple?: boolean;
  /** Multi-select limit; under 1 = none. */
  limit?: number;
  /** Pages selected when the dialog opens. */
  value?: PageRow[];
  /** The new button (opens the page editor of the caller); without it, no new button. */
  onCreate?: () => void;
}

export function PagePicker({
  open,
  onClose,
  onConfirm,
  type = 'seller',
  clientType = 'PC',
  multiple = false,
  limit,
  value,
  onCreate,
}: PagePickerProps) {
  const { t } = useTranslation('pickers');
  const [toast, holder] = message.useMessage();
  const [keyword, setKeyword] = useState('');
  const [selected, setSelected] = useState<PageRow[]>(value ?? []);
  const params = useMemo(
    () => ({ client_type: clientType, keyword: keyword || undefined, publish_status: 'YES' }),
    [clientType, keyword],
  );
  const list = usePagedList<PageRow>({
    resource: 'pages',
    url: open ? `${type}/pages` : null,
    params,
    pageSize: PAGE_PICKER_PAGE_SIZES[0],
  });

  // Each opening starts from the caller's value.
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setSelected(value ?? []);
  }

  const columns: TableColumnsType<PageRow> = [
    { title: t('page.name'), dataIndex: 'page_name' },
    { title: t('page.remark'), dataIndex: 'remark' },
    {
      title: t('page.createTime'),
      dataIndex: 'create_time',
      render: (time: number) => (time ? dayjs.unix(Number(time)).format('YYYY-MM-DD HH:mm:ss') : ''),
    },
  ];

  const onSelect = (keys: Key[]) => {
    const known = new Map([...selected, ...list.rows].map((row) => [idKey(row.id), row]));
    const next = keys.map((key) => known.get(String(key))).filter((row): row is PageRow => !!row);
    if (!multiple) return setSelected(next.slice(-1));
    const result = replaceSelection(selected, next, limit);
    if (result.refused) void toast.error(t('overLimit', { n: limit }));
    setSelected(result.list);
  };

  return (
    <Modal
      open={open}
      title={t('page.title')}
      width={900}
      onCancel={onClose}
      onOk={() => onConfirm(selected)}
      okText={t('action.confirm')}
      cancelText={t('action.cancel')}
      destroyOnHidden
    >
      {holder}
      <Space style={{ marginBottom: 12, width: '100%', justifyContent: 'space-between' }}>
        <Space>
          {onCreate && (
            <Button icon={<PlusOutlined />} onClick={onCreate}>
              {t('page.new')}
            </Button>
          )}
          <Button icon={<ReloadOutlined />} onClick={list.reload}>
            {t('action.refresh')}
          </Button>
        </Space>
        <Input.Search
          allowClear
          placeholder={t('page.keyword')}
          aria-label={t('page.keyword')}
          onSearch={(text) => setKeyword(text.trim())}
          style={{ width: 240 }}
        />
      </Space>
      <Table<PageRow>
        rowKey={(row) => idKey(row.id)}
        size="small"
        loading={list.loading}
        columns={columns}
        dataSource={list.rows}
        scroll={{ y: 400 }}
        rowSelection={{
          type: multiple ? 'checkbox' : 'radio',
          selectedRowKeys: selected.map((row) => idKey(row.id)),
          onChange: onSelect,
          preserveSelectedRowKeys: true,
        }}
        pagination={{
          current: list.pageNo,
          pageSize: list.pageSize,
          total: list.total,
          showSizeChanger: true,
          pageSizeOptions: PAGE_PICKER_PAGE_SIZES.map(String),
          onChange: list.setPage,
        }}
      />
    </Modal>
  );
}
