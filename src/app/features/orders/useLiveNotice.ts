import { useEffect, useRef, useState } from 'react';
import type { OrderRow } from '../../../db/rows';
import { liveNotice, type LiveNotice, type SeenOrder } from './orderDetailView';

/**
 * The open order page's live notice (issue 28): the LIS moves the order, the server echoes
 * `OrderStatusUpdated` on the doctors' channels, the sync worker pulls at once
 * (workers/realtimeHints.ts), and the mirrored order changes under the page: the notice says the
 * new status ('Status: In Arbeit'), or that the report has arrived. Changes this device made itself
 * (an order or an action still waiting to be sent) tell nothing new and are passed over.
 */
export function useLiveNotice(order: OrderRow | null | undefined, pending: boolean): LiveNotice | null {
  const seen = useRef<SeenOrder | null>(null);
  const [notice, setNotice] = useState<{ uuid: string; notice: LiveNotice } | null>(null);
  const uuid = order?.uuid;
  const status = order?.status;
  const reportId = order?.report_id ?? null;
  useEffect(() => {
    if (uuid === undefined || status === undefined) return;
    const now = { uuid, status, report_id: reportId };
    const next = pending ? null : liveNotice(seen.current, now);
    seen.current = now;
    if (next) setNotice({ uuid, notice: next });
  }, [uuid, status, reportId, pending]);
  return notice !== null && notice.uuid === uuid ? notice.notice : null;
}
