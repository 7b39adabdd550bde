import { DownloadOutlined, PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import { useGetIdentity, useNavigation, useResourceParams } from '@refinedev/core';
import { App, Button, Card, Dropdown, Space, Tooltip, Typography, type CheckboxProps } from 'antd';
import type { ColumnType } from 'antd/es/table';
import { lazy, Suspense, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { canOpen } from '@/access/access-store';
import { fillPath } from '@/api';
import { LoadFailed } from '@/components/LoadFailed';
import { Table } from '@/components/Table';
import { Tabs } from '@/components/Tabs';
import { ActionHost } from '../actions/ActionHost';
import { allows } from '../actions/flags';
import { useActions } from '../actions/use-actions';
import { recordId } from '../data/record-id';
import { useCall } from '../data/use-call';
import type { Family, ScreenContext } from '../declare';
import { columnsOf, displayValue } from '../schema';
import { useColumnSettings } from './column-settings';
import { ColumnSettingsButton } from './ColumnSettingsButton';
import { SearchForm } from './SearchForm';
import type { Action, ListConfig, Row } from './types';
import { useListScreen } from './use-list-screen';
import { useIsPhone } from './use-phone';

// A row's detail and the create/edit form open in drawers whose code (the record's sections, the
// form's inputs) loads with the first one opened, not with every list.
const RecordDetailDrawer = lazy(() => import('../form/RecordDetailDrawer').then((m) => ({ default: m.RecordDetailDrawer })));
const RecordFormDrawer = lazy(() => import('../form/RecordFormDrawer').then((m) => ({ default: m.RecordFormDrawer })));

export interface ListScreenProps {
  /** The route's name: the permission its actions need by default, and its column settings' key. */
  name: string;
  title: string;
  family: Family;
  config: ListConfig;
  ctx: ScreenContext;
  /** Embedded beside other lists (a record page's tabs): its URL state under this prefix, no card. */
  prefix?: string;
}

/** A generic list screen from a family, its declaration and its schema. */
export default function ListScreen({ name, title, family, config, ctx, prefix }: ListScreenProps) {
  const { t } = useTranslation(['engine', 'common']);
  const { message } = App.useApp();
  const navigate = useNavigate();
  const { showUrl } = useNavigation();
  const { resource } = useResourceParams({ resource: family.name });
  const call = useCall(family.name);
  const list = useListScreen(family, config, ctx, prefix);
  const { table, query, schema } = list;
  const actions = useActions(family);
  const { data: identity } = useGetIdentity<{ uid?: string | number }>();
  const [editing, setEditing] = useState<{ record?: Row } | null>(null);
  const [viewing, setViewing] = useState<Row | null>(null);

  const allowed = (action: Action) => canOpen(action.permission ?? name);
  const rowActions = (config.rowActions ?? []).filter(allowed);
  const toolbar = (config.toolbar ?? []).filter(allowed);
  const bulkActions = (config.bulkActions ?? []).filter(allowed);
  const canEdit = Boolean(config.form?.update) && canOpen(name);
  const hasRecordPage = Boolean(resource?.show || config.detailPath);
  const recordUrl = (row: Row) => {
    const id = recordId(family, row);
    return config.detailPath ? fillPath(config.detailPath, { id }) : showUrl(family.name, id);
  };

  const baseColumns = useMemo(() => columnsOf(schema, t, table.state.sort), [schema, t, table.state.sort]);
  const keys = useMemo(() => baseColumns.map((c) => String(c.key)), [baseColumns]);
  const hiddenByDefault = useMemo(() => schema.filter((f) => typeof f.column === 'object' && f.column.hiddenByDefault).map((f) => f.key), [schema]);
  const phone = useIsPhone();
  const hiddenOnPhone = phone ? schema.filter((f) => typeof f.column === 'object' && f.column.hiddenOnPhone).map((f) => f.key) : [];
  const columnSettings = useColumnSettings(`seller_columns:${identity?.uid ?? ''}:${name}${prefix ?? ''}`, keys, hiddenByDefault);
  const columns: ColumnType<Row>[] = columnSettings.settings.order
    .filter((key) => !columnSettings.settings.hidden.includes(key) && !hiddenOnPhone.includes(key))
    .map((key) => baseColumns.find((c) => c.key === key)!)
    .filter(Boolean)
    .map((column) =>
      column.key === config.detailFrom
        ? {
            ...column,
            render: (value: unknown, row: Row, index: number) => {
              const content = column.render?.(value, row, index) as ReactNode;
              return hasRecordPage ? (
                <Link to={recordUrl(row)} data-action="view">{content}</Link>
              ) : (
                <Typography.Link data-action="view" onClick={() => setViewing(row)}>{content}</Typography.Link>
              );
            },
          }
        : column,
    );

  if (rowActions.length || canEdit) {
    // At a phone's width the actions are one menu in a column that scrolls with the row, so that the
    // row's own cells stay readable; wider, up to three inline buttons, then "more", in a fixed column.
    const inlineCount = phone ? 0 : 3;
    columns.push({
      key: '__actions',
      title: t('engine:list.actions'),
      fixed: phone ? undefined : 'right',
      // No set width: the column is as wide as the buttons it shows in the language shown (a set
      // width either wastes the row's room or lets the buttons spill over the columns before it).
      render: (_, row) => {
        const visible = rowActions.filter((a) => allows(a, row, family));
        const inline = visible.slice(0, inlineCount);
        const more = visible.slice(inlineCount);
        return (
          <Space size={0} style={{ whiteSpace: 'nowrap' }}>
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
      const api = typeof config.exportApi === 'function' ? config.exportApi(ctx) : config.exportApi!;
      // The export adds a task to the export records (`tasks`), wherever they are open.
      await call({ url: api, method: 'get', params: list.params, invalidates: ['tasks'] });
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
  // A list's own parts are named by it: a header may hold another list (the logistics companies above the templates).
  const testId = prefix ? `list-${name}-${prefix}` : `list-${name}`;
  const Header = config.header;
  const Tools = config.tools;
  const expandField = config.expand ? schema.find((f) => f.key === config.expand) : undefined;

  const content = (
    <>
      {Header && (
        <Suspense>
          <Header />
        </Suspense>
      )}
      {config.tabs && (
        <Tabs
          activeKey={list.tab?.key}
          onChange={(key) => table.setTab(key)}
          items={config.tabs.map((tab) => {
            const count = list.countOf(tab.key);
            return {
              key: tab.key,
              label: count === undefined ? t(tab.label) : (
                <span>
                  {t(tab.label)} <span data-testid={`tab-count-${tab.key}`} style={{ color: 'var(--ant-color-text-secondary)' }}>({count})</span>
                </span>
              ),
            };
          })}
        />
      )}
      <SearchForm schema={schema} filters={table.state.filters} onSearch={table.setFilters} onReset={table.reset} />
      <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', marginBottom: 12, gap: 8, flexWrap: 'wrap' }}>
        <Space wrap>
          {config.links?.filter((l) => canOpen(l.permission ?? name)).map((l) => (
            <Button key={l.key} type="primary" icon={<PlusOutlined />} onClick={() => navigate(l.to)}>
              {t(l.label)}
            </Button>
          ))}
          {toolbar.map((a) => (
            <Button key={a.key} type={a.primary ? 'primary' : 'default'} danger={a.danger} data-toolbar={a.key} onClick={() => actions.trigger(a, [])}>
              {t(a.label)}
            </Button>
          ))}
          {config.form?.create && canOpen(name) && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({})} data-testid="create-button">
              {t('engine:form.create')}
            </Button>
          )}
          {selected.length > 0 && (
            <>
              <Typography.Text data-testid="selection-count">{t('engine:list.selected', { count: selected.length })}</Typography.Text>
              {bulkActions.map((a) => (
                <Button key={a.key} danger={a.danger} data-bulk={a.key} disabled={!selected.some((row) => allows(a, row, family))} onClick={() => actions.trigger(a, selected)}>
                  {t(a.label)}
                </Button>
              ))}
              <Button type="link" onClick={() => list.setSelectedKeys([])}>{t('engine:list.clearSelection')}</Button>
            </>
          )}
        </Space>
        <Space>
          {Tools && (
            <Suspense>
              <Tools title={title} schema={schema} params={list.params} total={list.total} loadAll={list.loadAll} />
            </Suspense>
          )}
          {config.exportApi && (
            <Button icon={<DownloadOutlined />} onClick={() => void exportList()} data-testid="export-button">
              {t('engine:list.export')}
            </Button>
          )}
          <Tooltip title={t('engine:list.refresh')}>
            <Button icon={<ReloadOutlined />} aria-label={t('engine:list.refresh')} onClick={() => void query.refetch()} data-testid={`${testId}-refresh`} />
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
        <LoadFailed title={t('engine:list.loadFailed')} error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <Table<Row>
          data-testid={`${testId}-table`}
          rowKey={(row) => recordId(family, row)}
          columns={columns}
          dataSource={list.rows}
          loading={query.isFetching && !list.polling}
          scroll={{ x: 'max-content' }}
          expandable={
            config.tree
              ? { childrenColumnName: 'children' }
              : expandField
                ? { expandedRowRender: (row) => displayValue(expandField, row, t, 'detail'), rowExpandable: (row) => Array.isArray(row[expandField.key]) && (row[expandField.key] as unknown[]).length > 0 }
                : undefined
          }
          rowSelection={
            bulkActions.length
              ? {
                  selectedRowKeys: list.selectedKeys,
                  onChange: (keys) => list.setSelectedKeys(keys.map(String)),
                  // Each row's checkbox is named (screen readers; axe label): "select" and the row's id.
                  getCheckboxProps: (row) => ({ 'aria-label': t('engine:list.selectRow', { id: recordId(family, row) }) }) as CheckboxProps,
                }
              : undefined
          }
          // The table reports every change here, its paging too: only a sort is handled here (a page is
          // handled by the pagination, and a sort reset here would send page 3 back to page 1).
          onChange={(_, __, sorter, { action }) => {
            if (action !== 'sort') return;
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
      <ActionHost actions={actions} onDone={() => undefined} />
      {viewing && (
        <Suspense fallback={null}>
          <RecordDetailDrawer family={family} ctx={ctx} schema={schema} row={viewing} title={`${title} · ${t('engine:form.detail')}`} onClose={() => setViewing(null)} />
        </Suspense>
      )}
      {editing && config.form && (
        <Suspense fallback={null}>
          <RecordFormDrawer
            family={family}
            schema={schema}
            config={config.form}
            record={editing.record}
            title={`${title} · ${t(editing.record ? 'engine:form.edit' : 'engine:form.create')}`}
            onClose={() => setEditing(null)}
            onSaved={() => setEditing(null)}
          />
        </Suspense>
      )}
    </>
  );

  return prefix ? <div data-testid={testId}>{content}</div> : <Card title={title} data-testid={testId}>{content}</Card>;
}
