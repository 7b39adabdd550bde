import { useEffect, useMemo, useState } from 'react';
import type { Call } from '@/engine/actions/types';
import type { OrderRow } from '@/schemas/order/orders';
import { fillPath } from '@/utils/api-path';
import { isNotFound } from '@/utils/not-found';
import type { SheetRow } from './ship-sheet';

/** What the shop's order of a sheet row says: still being read, ready to ship, or why it is not (an order-namespace key). */
export type OrderCheck = { state: 'checking' } | { state: 'shippable' } | { state: 'refused'; problem: string; reason?: string };

/** Reads at a time: a sheet of a few hundred rows is checked in seconds without a burst of hundreds of calls. */
const AT_ONCE = 4;

async function checkOrder(sn: string, call: Call): Promise<OrderCheck> {
  try {
    const order = await call<OrderRow | undefined>({ url: fillPath('seller/trade/orders/{sn}', { sn }), method: 'get', silent: true });
    return order?.order_operate_allowable_vo?.allow_ship ? { state: 'shippable' } : { state: 'refused', problem: 'sheet.notShippable' };
  } catch (error) {
    if (isNotFound(error)) return { state: 'refused', problem: 'sheet.noOrder' };
    return { state: 'refused', problem: 'sheet.checkFailed', reason: error instanceof Error ? error.message : String(error) };
  }
}

/**
 * The order of each sheet row that is well formed, read once: a number the shop has no order for, or an
 * order that cannot ship now (shipped, cancelled, unpaid), is said at its row before anything is sent.
 */
export function useSheetOrders(rows: readonly SheetRow[] | undefined, call: Call): Record<string, OrderCheck> {
  // The answers are the rows' they were read for: a new sheet starts with none.
  const [answers, setAnswers] = useState<{ of?: readonly SheetRow[]; checks: Record<string, OrderCheck> }>({ checks: {} });
  const sns = useMemo(() => (rows ?? []).filter((row) => !row.problem).map((row) => row.sn), [rows]);
  useEffect(() => {
    let live = true;
    void (async () => {
      for (let i = 0; i < sns.length && live; i += AT_ONCE) {
        await Promise.all(
          sns.slice(i, i + AT_ONCE).map(async (sn) => {
            const check = await checkOrder(sn, call);
            if (live) setAnswers((current) => ({ of: rows, checks: { ...(current.of === rows ? current.checks : {}), [sn]: check } }));
          }),
        );
      }
    })();
    return () => {
      live = false;
    };
  }, [rows, sns, call]);
  return useMemo(() => {
    const checks = answers.of === rows ? answers.checks : {};
    return Object.fromEntries(sns.map((sn) => [sn, checks[sn] ?? ({ state: 'checking' } as const)]));
  }, [answers, rows, sns]);
}
