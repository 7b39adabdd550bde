import { Skeleton, Steps } from 'antd';
import type { Row } from '../../actions/types';
import { useRecord } from '../../data/use-record';
import type { Family, ScreenContext } from '../../declare';
import type { FlowNode } from '../types';

/** show_status (api reference §4.2): 0 waiting, 1 and 2 done, 3 error. */
export function flowSteps(nodes: readonly FlowNode[]) {
  const current = nodes.findIndex((n) => Number(n.show_status) === 0 || Number(n.show_status) === 3);
  return {
    current: current < 0 ? nodes.length : current,
    items: nodes.map((n) => ({
      title: n.text,
      status: Number(n.show_status) === 3 ? ('error' as const) : Number(n.show_status) === 0 ? ('wait' as const) : ('finish' as const),
    })),
  };
}

function FlowSteps({ nodes }: { nodes: readonly FlowNode[] }) {
  const { items } = flowSteps(nodes);
  return <Steps size="small" items={items} data-testid="flow" />;
}

function FlowFromApi({ family, ctx, id, api }: { family: Family; ctx: ScreenContext; id: string; api: string }) {
  const { result, query } = useRecord<Row>(family, id, ctx, api);
  if (query.isLoading) return <Skeleton active paragraph={{ rows: 1 }} />;
  const nodes = Array.isArray(result) ? (result as unknown as FlowNode[]) : [];
  return <FlowSteps nodes={nodes} />;
}

/** The record's flow, from its own call (cached with the family: an action refreshes it) or from the record. */
export function FlowSection({ family, ctx, id, record, api, from }: {
  family: Family;
  ctx: ScreenContext;
  id: string;
  record: Row;
  api?: string;
  from?: (record: Row) => FlowNode[];
}) {
  if (from) return <FlowSteps nodes={from(record)} />;
  return api ? <FlowFromApi family={family} ctx={ctx} id={id} api={api} /> : null;
}
