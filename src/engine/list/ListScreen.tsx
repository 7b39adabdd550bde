import { DownloadOutlined, PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import { useTabName } from '../host/use-tab-name';
import { useGetIdentity, useNavigation, useResourceParams } from '@refinedev/core';
import { Button, Card, Space, Spin, Tooltip, type CheckboxProps, type PaginationProps, type TableProps } from 'antd';
import type { ColumnType } from 'antd/es/table';
import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { canOpen } from '@/providers/access-control-provider';
import { AfterFirstPaint } from '@/components/AfterFirstPaint';
import { LoadFailed } from '@/components/LoadFailed';
import { Table } from '@/components/Table';
import { FilterTabs } from '@/components/FilterTabs';
import { useFeedback } from '@/components/feedback/feedback';
import { LIST_COVER_DELAY_MS } from '@/config';
import { fillPath } from '@/utils/api-path';
import { ActionHost } from '../actions/ActionHost';
import { allows } from '../actions/flags';
import { useActions } from '../actions/use-actions';
import { recordId } from '../data/record-id';
import { useCall } from '../data/use-call';
import type { Family, ScreenContext } from '../declare';
import { useScreenHost } from '../host/screen-host';
import { columnsOf, displayValue } from '../schema';
import { namespacesOf } from '../screen-namespaces';
import { EXPORT_RECORDS_PATH } from '../tasks/ExportNotice';
import { useServerExport } from '../tasks/use-server-export';
import { useHoverIntent } from '../use-hover-intent';
import { FieldCell, RowActionsCell, ViewCell } from './cells';
import { useColumnSettings } from './column-settings';
import { Pager } from './Pager';
import { ColumnSettingsButton } from './ColumnSettingsButton';
import { SearchForm } from './SearchForm';
import { SavedViewsButton } from './SavedViewsButton';
import { SearchFormPlaceholder } from './SearchFormPlaceholder';
import { viewsKey } from './saved-views';
import type { ListConfig, Row } from './types';
import { useLatest } from './use-latest';
import { useListScreen } from './use-list-screen';
import { useSavedViews } from './use-saved-views';
import { useIsPhone } from './use-phone';

/** Wider than the screen, a table scrolls sideways (its own columns as wide as their content). */
/** The empty table's room, kept while the first answer comes (the spinner sits over it). */
const NOT_YET_ANSWERED = { emptyText: <div style={{ height: 96 }} aria-hidden /> };
const SCROLL = { x: 'max-content' } as const;
const LIST_SPINNER = { display: 'block', margin: '40px auto' } as const;
/** Where antd's table puts its own pagination (its styles are scoped to the table's wrapper). */
const PAGINATION_STYLE = { display: 'flex', flexWrap: 'wrap', rowGap: 8, justifyContent: 'flex-end', margin: '16px 0 0' } as const;

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

/** The actions and links the role may use: each its own permission's, else the list's. */
const openable = <A extends { permission?: string }>(items: readonly A[] | undefined, name: string) => (items ?? []).filter((item) => canOpen(item.permission ?? name));

/**
 * A generic list screen from a family, its declaration and its schema. Embedded in a bespoke page (a
 * statistics report, a record's tab) no route waited for the namespaces its labels name (an order status
 * in a sales report): the list waits for them itself, so that no label shows as its raw key.
 */
export default function ListScreen(props: ListScreenProps) {
  const namespaces = useMemo(() => [...new Set([...namespacesOf(props.family), ...namespacesOf(props.config)])], [props.family, props.config]);
  const { ready } = useTranslation(namespaces, { useSuspense: false });
  return ready ? <ListBody {...props} /> : <Spin style={LIST_SPINNER} />;
}

function ListBody({ name, title, family, config, ctx, prefix }: ListScreenProps) {
  const { t } = useTranslation(['engine', 'common']);
  const { message } = useFeedback();
  const navigate = useNavigate();
  const { showUrl } = useNavigation();
  const { resource } = useResourceParams({ resource: family.name });
  const call = useCall(family.name);
  const list = useListScreen(family, config, ctx, prefix);
  // A list inside another page (a prefix) does not name the page's tab.
  useTabName(prefix ? undefined : config.tabName, ctx.params);
  const { table, query, schema } = list;
  const actions = useActions(family);
  const { data: identity, isFetched: identityKnown } = useGetIdentity<{ uid?: string | number }>();
  const { readAhead, prepare } = useScreenHost();
  const recordIntent = useHoverIntent(readAhead);
  const [editing, setEditing] = useState<{ record?: Row } | null>(null);
  const [viewing, setViewing] = useState<Row | null>(null);

  // What a row shows is memoised on what it depends on: a render of the list that changes none of it (the
  // loading state of a new page, a selection) renders no cell again.
  const rowActions = useMemo(() => openable(config.rowActions, name), [config.rowActions, name]);
  const toolbar = useMemo(() => openable(config.toolbar, name), [config.toolbar, name]);
  const bulkActions = useMemo(() => openable(config.bulkActions, name), [config.bulkActions, name]);
  const canEdit = Boolean(config.form?.update) && canOpen(name);
  const hasRecordPage = Boolean(resource?.show || config.detailPath);
  // Refine's `showUrl` is a new function on every render, and what it answers for a record stays the same
  // while the screen lives (the resources and this view's address): the first one serves.
  const [recordUrlOf] = useState(() => (row: Row) => {
    const id = recordId(family, row);
    return config.detailPath ? fillPath(config.detailPath, { id }) : showUrl(family.name, id);
  });

  const sortKey = table.state.sort ? `${table.state.sort.field}:${table.state.sort.order}` : '';
  const baseColumns = useMemo(() => {
    const [field, order] = sortKey.split(':');
    return columnsOf(schema, t, field ? { field, order: order as 'asc' | 'desc' } : undefined);
  }, [schema, t, sortKey]);
  const keys = useMemo(() => baseColumns.map((c) => String(c.key)), [baseColumns]);
  const hiddenByDefault = useMemo(() => schema.filter((f) => typeof f.column === 'object' && f.column.hiddenByDefault).map((f) => f.key), [schema]);
  const phone = useIsPhone();
  const hiddenOnPhone = useMemo(() => (phone ? schema.filter((f) => typeof f.column === 'object' && f.column.hiddenOnPhone).map((f) => f.key) : []), [phone, schema]);
  const columnSettings = useColumnSettings(`seller_columns:${identity?.uid ?? ''}:${name}${prefix ?? ''}`, keys, hiddenByDefault);
  const views = useSavedViews({
    storageKey: viewsKey(identity?.uid, `${name}${prefix ?? ''}`),
    spec: list.spec,
    state: table.state,
    latest: table.latest,
    apply: table.apply,
    columns: columnSettings.settings,
    setColumns: columnSettings.set,
    builtIns: config.views,
    ready: identityKnown,
  });
  // The actions run with the latest `trigger`, through one handler for the screen's life: the rows'
  // cells need not render again for it.
  const trigger = useLatest(actions.trigger);
  const editRow = useCallback((row: Row) => setEditing({ record: row }), []);
  const columns = useMemo(() => {
    const fieldOf = new Map(schema.map((f) => [f.key, f]));
    const shown: ColumnType<Row>[] = columnSettings.settings.order
      .filter((key) => !columnSettings.settings.hidden.includes(key) && !hiddenOnPhone.includes(key))
      .map((key) => baseColumns.find((c) => c.key === key)!)
      .filter(Boolean)
      .map((column) => {
        const field = fieldOf.get(String(column.key))!;
        return {
          ...column,
          render: (_: unknown, row: Row) =>
            column.key === config.detailFrom ? (
              <ViewCell field={field} row={row} t={t} to={hasRecordPage ? recordUrlOf(row) : undefined} onPrepare={prepare} rest={recordIntent} onOpen={readAhead} onView={setViewing} />
            ) : (
              <FieldCell field={field} row={row} t={t} />
            ),
        };
      });

    if (rowActions.length || canEdit) {
      // At a phone's width the actions are one menu in a column that scrolls with the row, so that the
      // row's own cells stay readable; wider, up to three inline buttons, then "more", in a fixed column.
      const inlineCount = phone ? 0 : 3;
      shown.push({
        key: '__actions',
        title: t('engine:list.actions'),
        fixed: phone ? undefined : 'right',
        // No set width: the column is as wide as the buttons it shows in the language shown (a set
        // width either wastes the row's room or lets the buttons spill over the columns before it).
        render: (_, row) => (
          <RowActionsCell row={row} family={family} actions={rowActions} inlineCount={inlineCount} canEdit={canEdit} t={t} onEdit={editRow} onTrigger={trigger} />
        ),
      });
    }
    return shown;
  }, [baseColumns, canEdit, columnSettings.settings, config.detailFrom, editRow, family, hasRecordPage, hiddenOnPhone, phone, prepare, readAhead, recordIntent, recordUrlOf, rowActions, schema, t, trigger]);

  // One handler for the screen's life (the toolbar renders with what it shows, see below).
  const serverExport = useServerExport();
  const exportList = useLatest(async () => {
    try {
      const api = typeof config.exportApi === 'function' ? config.exportApi(ctx) : config.exportApi!;
      const spec = { url: api, method: 'get' as const, params: list.params, invalidates: ['tasks'] };
      // A declared task type is followed to its end; otherwise the records are where it shows.
      if (config.exportTask) {
        await serverExport(spec, config.exportTask);
        return;
      }
      // The export adds a task to the export records (`tasks`), wherever they are open.
      await call(spec);
      void message.success(
        <span>
          {t('engine:list.exportStarted')} {canOpen('deriveRecord') && <Link to={EXPORT_RECORDS_PATH}>{t('engine:list.exportRecords')}</Link>}
        </span>,
      );
    } catch {
      // shown by the client
    }
  });

  const selected = list.selectedRows;
  // A list's own parts are named by it: a header may hold another list (the logistics companies above the templates).
  const testId = prefix ? `list-${name}-${prefix}` : `list-${name}`;
  const Header = config.header;
  const Tools = config.tools;
  const expandField = config.expand ? schema.find((f) => f.key === config.expand) : undefined;

  const rowKey = useCallback((row: Row) => recordId(family, row), [family]);
  const expandable = useMemo<TableProps<Row>['expandable']>(
    () =>
      config.tree
        ? { childrenColumnName: 'children' }
        : expandField
          ? { expandedRowRender: (row) => displayValue(expandField, row, t, 'detail'), rowExpandable: (row) => Array.isArray(row[expandField.key]) && (row[expandField.key] as unknown[]).length > 0 }
          : undefined,
    [config.tree, expandField, t],
  );
  const { selectedKeys, setSelectedKeys } = list;
  const selectable = bulkActions.length > 0;
  const rowSelection = useMemo<TableProps<Row>['rowSelection']>(
    () =>
      selectable
        ? {
            selectedRowKeys: selectedKeys,
            onChange: (keys) => setSelectedKeys(keys.map(String)),
            // Each row's checkbox is named (screen readers; axe label): "select" and the row's id.
            getCheckboxProps: (row) => ({ 'aria-label': t('engine:list.selectRow', { id: recordId(family, row) }) }) as CheckboxProps,
          }
        : undefined,
    [family, selectable, selectedKeys, setSelectedKeys, t],
  );
  const { setPage } = table;
  // The table reports its sorting here (its paging is the pagination's, beside it), through one handler
  // for the screen's life: the table's props stay the same.
  const onTableChange = useLatest<Parameters<NonNullable<TableProps<Row>['onChange']>>, void>((_, __, sorter, { action }) => {
    if (action !== 'sort') return;
    const s = Array.isArray(sorter) ? sorter[0] : sorter;
    table.setSort(s?.order ? { field: String(s.columnKey), order: s.order === 'ascend' ? 'asc' : 'desc' } : undefined);
  });
  // The search form's, likewise: it renders with its filters, not with every page of the list.
  const search = useLatest(table.setFilters);
  const resetSearch = useLatest(table.reset);
  const { page, pageSize } = table.state;
  const { total, pageSizes, askPage } = list;
  const pagination = useMemo<PaginationProps | undefined>(
    () =>
      config.paged === false
        ? undefined
        : {
            current: page,
            pageSize,
            total,
            showSizeChanger: true,
            pageSizeOptions: pageSizes.map(String),
            showTotal: (count) => t('engine:list.total', { total: count }),
            onChange: (next, size) => setPage(next, size),
          },
    [config.paged, page, pageSize, pageSizes, setPage, t, total],
  );

  // The list's own parts render with what they show, not with every render of the list (its loading
  // state, its rows, and a navigation anywhere while it is kept alive): elements kept while their
  // inputs stay the same are not rendered again.
  const setTab = useLatest(table.setTab);
  const { countOf, params: listParams, total: listTotal, loadAll, setSelectedKeys: select } = list;
  const activeTab = list.tab?.key;
  const statusTabs = useMemo(
    () =>
      config.tabs && (
        <FilterTabs
          activeKey={activeTab}
          onChange={setTab}
          items={config.tabs.map((tab) => {
            const count = countOf(tab.key);
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
      ),
    [activeTab, config.tabs, countOf, setTab, t],
  );
  const { refetch } = query;
  const actionsBar = useMemo(
    () => (
      <Space wrap>
        {openable(config.links, name).map((l) => (
          <Button key={l.key} type="primary" icon={<PlusOutlined />} onClick={() => navigate(l.to)}>
            {t(l.label)}
          </Button>
        ))}
        {toolbar.map((a) => (
          <Button key={a.key} type={a.primary ? 'primary' : 'default'} danger={a.danger} data-toolbar={a.key} onClick={() => trigger(a, [])}>
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
            <span data-testid="selection-count">{t('engine:list.selected', { count: selected.length })}</span>
            {bulkActions.map((a) => (
              <Button key={a.key} danger={a.danger} data-bulk={a.key} disabled={!selected.some((row) => allows(a, row, family))} onClick={() => trigger(a, selected)}>
                {t(a.label)}
              </Button>
            ))}
            <Button type="link" onClick={() => select([])}>{t('engine:list.clearSelection')}</Button>
          </>
        )}
      </Space>
    ),
    [bulkActions, config.form?.create, config.links, family, name, navigate, select, selected, t, toolbar, trigger],
  );
  // A toolbar part of the declaration's (a spreadsheet export) renders with the list's filters and total.
  const declaredTools = useMemo(
    () =>
      Tools && (
        <Suspense>
          <Tools title={title} schema={schema} params={listParams} total={listTotal} loadAll={loadAll} />
        </Suspense>
      ),
    [Tools, listParams, listTotal, loadAll, schema, title],
  );
  const listTools = useMemo(
    () => (
      <>
        {config.exportApi && (
          <Button icon={<DownloadOutlined />} onClick={() => void exportList()} data-testid="export-button">
            {t('engine:list.export')}
          </Button>
        )}
        <Tooltip title={t('engine:list.refresh')}>
          <Button icon={<ReloadOutlined />} aria-label={t('engine:list.refresh')} onClick={() => void refetch()} data-testid={`${testId}-refresh`} />
        </Tooltip>
        <ColumnSettingsButton
          settings={columnSettings.settings}
          titles={Object.fromEntries(baseColumns.map((c) => [String(c.key), String(c.title)]))}
          onToggle={columnSettings.toggle}
          onMove={columnSettings.move}
          onReset={columnSettings.reset}
        />
      </>
    ),
    [baseColumns, columnSettings, config.exportApi, exportList, refetch, t, testId],
  );
  // Before the first answer the list knows neither that it is empty nor its total: no "no data", no
  // "0 in all" under the spinner.
  const answered = !query.isLoading;
  const pager = useMemo(
    () => pagination && answered && !query.isError && <Pager {...pagination} onRest={askPage} className="ant-table-pagination ant-table-pagination-right" style={PAGINATION_STYLE} />,
    [answered, askPage, pagination, query.isError],
  );

  const content = (
    <>
      {Header && (
        <Suspense>
          <Header />
        </Suspense>
      )}
      {statusTabs}
      <AfterFirstPaint placeholder={<SearchFormPlaceholder schema={schema} filters={table.state.filters} />}>
        <SearchForm schema={schema} filters={table.state.filters} onSearch={search} onReset={resetSearch} />
      </AfterFirstPaint>
      <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', marginBottom: 12, gap: 8, flexWrap: 'wrap' }}>
        {actionsBar}
        <Space>
          {declaredTools}
          {/* Apart from the other tools: the views follow every change of the list's state (a page too). */}
          <SavedViewsButton views={views} />
          {listTools}
        </Space>
      </div>
      {query.isError ? (
        <LoadFailed title={t('engine:list.loadFailed')} error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        // The spinner is around the table, not the table's own: a new page's loading state renders the
        // spinner, and the table (its props all the same) not at all.
        <Spin spinning={query.isFetching && !list.polling} delay={query.isLoading ? 0 : LIST_COVER_DELAY_MS}>
          <Table<Row>
            data-testid={`${testId}-table`}
            rowKey={rowKey}
            columns={columns}
            dataSource={list.rows}
            scroll={SCROLL}
            expandable={expandable}
            rowSelection={rowSelection}
            onChange={onTableChange}
            pagination={false}
            locale={answered ? undefined : NOT_YET_ANSWERED}
          />
        </Spin>
      )}
      {/* Beside the table, not in it: a page change is the list's, and the table renders only with the rows it gets. */}
      {pager}
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
