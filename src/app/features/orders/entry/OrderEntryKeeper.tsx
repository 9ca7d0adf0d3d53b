import { useEffect } from 'react';
import { OutboxState } from '../../../../db/outboxState';
import { outboxRows } from '../../../../sync/outbox';
import { mirror } from '../../../offline/syncSession';
import { useMirror } from '../../../offline/useMirror';
import { deviceId } from './deviceId';
import { createNumberLeaser } from './numberLeaser';
import { restoreRefusedOrders } from './orderDrafts';
import { leaseNumberBlock } from './orderNumberStore';
import { ORDER_SEND_LABEL } from './orderRequest';
import { useNumberSupply } from './useEntryData';

/** One per page: every mount of the keeper asks through it, so one lease runs at a time. */
const leaser = createNumberLeaser(leaseNumberBlock);

/**
 * Order entry's care on every backend page of a doctor who may create orders (issue 28), also
 * when she has not opened the order pages since signing in: the device leases order numbers while
 * online before it runs short, and an order the laboratory refused comes back as a draft with the
 * server's messages. Renders nothing; loaded as its own chunk by the backend layout.
 */
export default function OrderEntryKeeper() {
  const { free, online, synced } = useNumberSupply();
  useEffect(() => {
    if (free !== undefined) void leaser.check({ free, online, synced, device: deviceId() });
  }, [free, online, synced]);

  const refused = useMirror(
    async (db) =>
      (await outboxRows(db, OutboxState.rejected)).filter((row) => row.label === ORDER_SEND_LABEL).length,
  );
  useEffect(() => {
    if (refused) void restoreRefusedOrders(mirror()).catch(() => undefined);
  }, [refused]);
  return null;
}
