import { useNavigation } from '@refinedev/core';
import { Button, Card, Dropdown, Skeleton, Space } from 'antd';
import { lazy, Suspense, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { canOpen } from '@/providers/access-control-provider';
import { LoadFailed } from '@/components/LoadFailed';
import { Tabs } from '@/components/Tabs';
import type { Schema } from '@/schemas/types';
import { ActionHost } from '../actions/ActionHost';
import { allows } from '../actions/flags';
import type { Action, Row } from '../actions/types';
import { useActions } from '../actions/use-actions';
import { withId } from '../data/record-id';
import { useRecord } from '../data/use-record';
import type { Family, ScreenContext } from '../declare';
import { useTabLabel } from '../host/screen-host';
import { displayValue } from '../schema';
import { preloadSections } from './lazy-section';
import { FieldsSection } from './sections/FieldsSection';
import { FlowSection } from './sections/FlowSection';
import { TimelineSection } from './sections/TimelineSection';
import type { Section, ShowConfig } from './types';

const ListScreen = lazy(() => import('../list/ListScreen'));

export interface RecordPageProps {
  /** The route's name (the permission its actions need by default). */
  name: string;
  title: string;
  family: Family;
  config: ShowConfig;
  ctx: ScreenContext;
  id: string;
}

function RelatedLists({ section, family, ctx, id, name }: { section: Extract<Section, { kind: 'list' }>; family: Family; ctx: ScreenContext; id: string; name: string }) {
  const { t } = useTranslation();
  // The related rows are cached with the record's family: an action on the record refreshes them too.
  const families = useMemo(
    () => Object.fromEntries(section.lists.map((l) => [l.key, { ...family, idField: section.rowKey, schema: (l.config.schema ?? []) as Schema<Row>, flags: undefined }])),
    [family, section],
  );
  const listCtx = useMemo(() => ({ ...ctx, params: { ...ctx.params, id } }), [ctx, id]);
  const lists = section.lists.map((l) => ({
    key: l.key,
    label: t(l.label),
    children: (
      <Suspense>
        <ListScreen name={name} title={t(l.label)} family={families[l.key]!} config={{ ...l.config, api: l.api }} ctx={listCtx} prefix={`${l.key}.`} />
      </Suspense>
    ),
  }));
  return lists.length === 1 ? lists[0]!.children : <Tabs items={lists} />;
}

/**
 * A record page from its sections: grouped fields, goods lines, flow steps, a timeline, related lists
 * and lazily loaded custom parts; its actions are offered where the record's flags allow them, and after
 * one the page and every list showing the record read it again.
 */
export default function RecordPage({ name, title, family, config, ctx, id }: RecordPageProps) {
  const { t } = useTranslation(['engine', 'common']);
  const { list } = useNavigation();
  const { result, query } = useRecord(family, id, ctx);
  const record = useMemo(() => (result ? withId(result as Row, family.idField, id) : undefined), [family.idField, id, result]);
  const actions = useActions(family);
  const label = record ? (family.titleOf?.(record) ?? String(record[family.idField] ?? id)) : undefined;
  useTabLabel(label);
  // The sections' code loads while the record is read, not after it (a page opened without a hover first).
  useEffect(() => preloadSections(config), [config]);

  if (query.isError) return <LoadFailed title={t('engine:record.loadFailed')} error={query.error} onRetry={() => void query.refetch()} />;
  if (!record) return <Card title={title}><Skeleton active /></Card>;

  const offered = (config.actions ?? []).filter((a: Action) => canOpen(a.permission ?? name) && allows(a, record, family));
  const primary = offered.find((a) => a.primary);
  const rest = offered.filter((a) => a !== primary);
  const schema = family.schema as Schema<Row>;

  const render = (section: Section) => {
    switch (section.kind) {
      case 'fields':
        return <FieldsSection schema={schema} record={record} keys={section.fields} columns={section.columns} />;
      case 'lines': {
        const field = schema.find((f) => f.key === section.field);
        return field ? displayValue(field, record, t, 'detail') : null;
      }
      case 'flow':
        return <FlowSection family={family} ctx={ctx} id={id} record={record} api={section.api} from={section.from} />;
      case 'timeline':
        // A thread takes messages only while the record allows them (a closed complaint takes none).
        return <TimelineSection family={family.name} id={id} record={record} field={section.field} item={section.item} send={section.send && (section.send.when?.(record) ?? true) ? section.send : undefined} />;
      case 'list':
        return <RelatedLists section={section} family={family} ctx={ctx} id={id} name={name} />;
      case 'custom': {
        const Custom = section.component;
        return (
          <Suspense fallback={<Skeleton active />}>
            <Custom record={record} reload={() => void query.refetch()} />
          </Suspense>
        );
      }
    }
  };

  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }} data-testid={`record-${name}`}>
      <Card
        title={<span data-testid="record-title">{`${title} ${label ?? ''}`}</span>}
        extra={
          <Space wrap>
            {primary && (
              <Button type="primary" danger={primary.danger} data-action={primary.key} onClick={() => actions.trigger(primary, [record])}>
                {t(primary.label)}
              </Button>
            )}
            {rest.slice(0, 3).map((a) => (
              <Button key={a.key} danger={a.danger} data-action={a.key} onClick={() => actions.trigger(a, [record])}>
                {t(a.label)}
              </Button>
            ))}
            {rest.length > 3 && (
              <Dropdown menu={{ items: rest.slice(3).map((a) => ({ key: a.key, label: t(a.label), danger: a.danger })), onClick: ({ key }) => actions.trigger(rest.find((a) => a.key === key)!, [record]) }}>
                <Button>{t('engine:list.more')}</Button>
              </Dropdown>
            )}
            <Button onClick={() => list(family.name)}>{t('common:action.back')}</Button>
          </Space>
        }
        styles={{ body: { display: 'none' } }}
      />
      {config.sections
        .filter((s) => !s.when || s.when(record))
        .map((section) => (
          <Card key={section.key} size="small" title={section.title ? t(section.title) : undefined} data-section={section.key}>
            {render(section)}
          </Card>
        ))}
      <ActionHost actions={actions} onDone={() => undefined} />
    </Space>
  );
}
