import { useCallback, useState } from 'react';
import type { Call } from '@/engine/actions/types';
import { SHIP_NO } from '@/schemas/order/orders';
import { fillPath } from '@/utils/api-path';

/** One order to ship: its number, the company (id and name) and the tracking number typed or imported. */
export interface ShipRow {
  sn: string;
  logi_id?: string;
  logi_name?: string;
  ship_no?: string;
}

export type ShipResult = { state: 'done' } | { state: 'failed'; reason: string } | { state: 'invalid'; reason: string };

/** Why a row cannot be sent as it is (an i18n key of the order namespace), or nothing. */
export function checkShipRow(row: ShipRow): string | undefined {
  if (!row.logi_id) return 'rule.logisticsRequired';
  if (!row.ship_no?.trim()) return 'rule.shipNoRequired';
  if (!SHIP_NO.test(row.ship_no.trim())) return 'rule.shipNo';
  return undefined;
}

/**
 * Ships many orders, one call each, and keeps each order's result: a failure (the server's reason)
 * does not stop the others, and the rows that did not go can be fixed and sent again.
 */
export function useBatchShip(call: Call) {
  const [results, setResults] = useState<Record<string, ShipResult>>({});
  const [busy, setBusy] = useState(false);
  const ship = useCallback(
    async (rows: readonly ShipRow[], invalid: (key: string) => string) => {
      setBusy(true);
      const next: Record<string, ShipResult> = {};
      for (const row of rows) {
        const broken = checkShipRow(row);
        if (broken) {
          next[row.sn] = { state: 'invalid', reason: invalid(broken) };
          continue;
        }
        try {
          await call({
            url: fillPath('seller/trade/orders/{sn}/delivery', { sn: row.sn }),
            method: 'post',
            data: { ship_no: row.ship_no!.trim(), logi_id: row.logi_id, logi_name: row.logi_name },
            silent: true,
            invalidates: ['goods'],
          });
          next[row.sn] = { state: 'done' };
        } catch (error) {
          next[row.sn] = { state: 'failed', reason: error instanceof Error ? error.message : String(error) };
        }
        setResults((current) => ({ ...current, [row.sn]: next[row.sn]! }));
      }
      setResults((current) => ({ ...current, ...next }));
      setBusy(false);
      return next;
    },
    [call],
  );
  return { results, busy, ship, clear: () => setResults({}) };
}
