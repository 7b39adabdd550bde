import { DownloadOutlined, PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import { App, Button, Card, Dropdown, Space, Table, Tabs, Tooltip, Typography } from 'antd';
import type { ColumnType } from 'antd/es/table';
import { Suspense, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { canOpen } from '@/access/access-store';
import { LoadFailed } from '@/components/LoadFailed';
import { storage } from '@/session/storage';
import type { ApiMeta } from '@/providers/data-provider';
import { RecordDetailDrawer } from '../form/RecordDetailDrawer';
import { RecordFormDrawer } from '../form/RecordFormDrawer';
import { columnsOf } from '../schema';
import { useCall } from '../use-call';
import { useColumnSettings } from './column-settings';
import { ColumnSettingsButton } from './ColumnSettingsButton';
import { PromptDialog } from './PromptDialog';
import { SearchForm } from './SearchForm';
import type { Action, ListConfig, Row } from './types';
import { useActions } from './use-actions';
import { useListScreen } from './use-list-screen';

export interface ListScreenProps {
  /** The route name: the resource, and the permission its actions need by default. */
  resource: string;
  title: string;
  api?: ApiMeta;
  config: ListConfig;
}

/** A generic list screen from a declaration and its schema. */
export default function ListScreen({ resource, title, api, config }: ListScreenProps) {
  const { t } = useTranslation(['engine', 'goods', 'common']);
  const { message } = App.useApp();
  const navigate = useNavigate();
  const call = useCall();
  const list = useListScreen(resource, api, config);
  const { table, query } = list;
  const actions = useActions(config.rowKey, () => void query.refetch());
  const [editing, setEditing] = useState<{ record?: Row } | null>(null);
  const [viewing, setViewing] = useState<Row | null>(null);

  const allowed = (action: Action) => canOpen(action.permission ?? resource);
  const rowActions = (config.rowActions ?? []).filter(allowed);
  const bulkActions = (config.bulkActions ?? []).filter(allowed);
  const canEdit = Boolean(config.form?.update) && canOpen(resource);

  const baseColumns = useMemo(() => columnsOf(config.schema as ListConfig['schema'], t, table.state.sort), [config.schema, t, table.state.sort]);
  const keys = useMemo(() => baseColumns.map((c) => String(c.key)), [baseColumns]);
  const hiddenByDefault = useMemo(
    () => config.schema.filter((f) => typeof f.column === 'object' && f.column.hiddenByDefault).map((f) => f.key),
    [config.schema],
  );
  const columnSettings = useColumnSettings(`seller_columns:${storage.getUser()?.uid ?? ''}:${resource}`, keys, hiddenByDefault);
  const columns: ColumnType<Row>[] = columnSettings.settings.order
    .filter((key) => !columnSettings.settings.hidden.includes(key))
    .map((key) => baseColumns.find((c) => c.key === key)!)
    .filter(Boolean)
    .map((column) =>
      column.key === config.detailFrom
        ? {
            ...column,
            render: (value: unknown, row: Row, index: number) => (
              <Typography.Link data-action="view" onClick={() => setViewing(row)}>
                {column.render?.(value, row, index) as ReactNode}
              </Typography.Link>
            ),
          }
        : column,
    );

  if (rowActions.length || canEdit) {
    columns.push({
      key: '__actions',
      title: t('engine:list.actions'),
      fixed: 'right',
      width: 260,
      render: (_, row) => {
        const visible = rowActions.filter((a) => !a.visible || a.visible(row));
        const inline = visible.slice(0, 3);
        const more = visible.slice(3);
        return (
          <Space size={0} wrap>
            {canEdit && (
              <Button type="link" size="small" onClick={() => setEditing({ record: row })}>
                {t('common:action.edit')}
              </Button>
            )}
            {inline.map((a) => (
              <Button key={a.key} type="link" size="small" danger={a.danger} data-action={a.key} onClick={() => actions.trigger(a, [row])}>
                {t(a.label)}
              </Button>
            ))}
            {more.length > 0 && (
              <Dropdown menu={{ items: more.map((a) => ({ key: a.key, label: t(a.label), danger: a.danger })), onClick: ({ key }) => actions.trigger(more.find((a) => a.key === key)!, [row]) }}>
                <Button type="link" size="small">{t('engine:list.more')}</Button>
              </Dropdown>
            )}
          </Space>
        );
      },
    });
  }

  const exportList = async () => {
    try {
      await call({ url: config.exportApi!, method: 'get', params: list.params });
      void message.success(
        <span>
          {t('engine:list.exportStarted')} {canOpen('deriveRecord') && <Link to="/backstage-task/derive-record">{t('engine:list.exportRecords')}</Link>}
        </span>,
      );
    } catch {
      // shown by the client
    }
  };

  const selected = list.selectedRows;
  const Header = config.header;
  const Dialog = actions.dialog?.action.dialog;

  return (
    <Card title={title} data-testid={`list-${resource}`}>
      {Header && (
        <Suspense>
          <Header />
        </Suspense>
      )}
      {config.tabs && (
        <Tabs activeKey={list.tab?.key} onChange={(key) => table.setTab(key)} items={config.tabs.map((tab) => ({ key: tab.key, label: t(tab.label) }))} />
      )}
      <SearchForm schema={config.schema as ListConfig['schema']} filters={table.state.filters} onSearch={table.setFilters} onReset={table.reset} />
      <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', marginBottom: 12, gap: 8, flexWrap: 'wrap' }}>
        <Space wrap>
          {config.links?.filter((l) => canOpen(l.permission ?? resource)).map((l) => (
            <Button key={l.key} type="primary" icon={<PlusOutlined />} onClick={() => navigate(l.to)}>
              {t(l.label)}
            </Button>
          ))}
          {config.form?.create && canOpen(resource) && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({})} data-testid="create-button">
              {t('engine:form.create')}
            </Button>
          )}
          {selected.length > 0 && (
            <>
              <Typography.Text data-testid="selection-count">{t('engine:list.selected', { count: selected.length })}</Typography.Text>
              {bulkActions.map((a) => (
                <Button key={a.key} danger={a.danger} data-bulk={a.key} disabled={Boolean(a.visible && !selected.every(a.visible))} onClick={() => actions.trigger(a, selected)}>
                  {t(a.label)}
                </Button>
              ))}
              <Button type="link" onClick={() => list.setSelectedKeys([])}>{t('engine:list.clearSelection')}</Button>
            </>
          )}
        </Space>
        <Space>
          {config.exportApi && (
            <Button icon={<DownloadOutlined />} onClick={() => void exportList()} data-testid="export-button">
              {t('engine:list.export')}
            </Button>
          )}
          <Tooltip title={t('engine:list.refresh')}>
            <Button icon={<ReloadOutlined />} aria-label={t('engine:list.refresh')} onClick={() => void query.refetch()} />
          </Tooltip>
          <ColumnSettingsButton
            settings={columnSettings.settings}
            titles={Object.fromEntries(baseColumns.map((c) => [String(c.key), String(c.title)]))}
            onToggle={columnSettings.toggle}
            onMove={columnSettings.move}
            onReset={columnSettings.reset}
          />
        </Space>
      </div>
      {query.isError ? (
        <LoadFailed title={t('engine:list.loadFailed')} onRetry={() => void query.refetch()} />
      ) : (
        <Table<Row>
          rowKey={(row) => String(row[config.rowKey])}
          columns={columns}
          dataSource={list.rows}
          loading={query.isFetching}
          scroll={{ x: 'max-content' }}
          expandable={config.tree ? { childrenColumnName: 'children' } : undefined}
          rowSelection={bulkActions.length ? { selectedRowKeys: list.selectedKeys, onChange: (keys) => list.setSelectedKeys(keys.map(String)) } : undefined}
          onChange={(_, __, sorter) => {
            const s = Array.isArray(sorter) ? sorter[0] : sorter;
            table.setSort(s?.order ? { field: String(s.columnKey), order: s.order === 'ascend' ? 'asc' : 'desc' } : undefined);
          }}
          pagination={
            config.paged === false
              ? false
              : {
                  current: table.state.page,
                  pageSize: table.state.pageSize,
                  total: list.total,
                  showSizeChanger: true,
                  pageSizeOptions: list.pageSizes.map(String),
                  showTotal: (total) => t('engine:list.total', { total }),
                  onChange: (page, pageSize) => table.setPage(page, pageSize),
                }
          }
        />
      )}
      {actions.prompt && (
        <PromptDialog action={actions.prompt.action} busy={actions.busy} onCancel={actions.closePrompt} onSubmit={(input) => void actions.submitPrompt(input)} />
      )}
      {Dialog && actions.dialog && (
        <Suspense>
          <Dialog records={actions.dialog.rows} onClose={actions.closeDialog} onDone={() => void query.refetch()} />
        </Suspense>
      )}
      {viewing && (
        <RecordDetailDrawer
          resource={resource}
          api={api}
          schema={config.schema as ListConfig['schema']}
          row={viewing}
          rowKey={config.rowKey}
          title={`${title} · ${t('engine:form.detail')}`}
          onClose={() => setViewing(null)}
        />
      )}
      {editing && config.form && (
        <RecordFormDrawer
          schema={config.schema as ListConfig['schema']}
          config={config.form}
          record={editing.record}
          title={`${title} · ${t(editing.record ? 'engine:form.edit' : 'engine:form.create')}`}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            void query.refetch();
          }}
        />
      )}
    </Card>
  );
}
