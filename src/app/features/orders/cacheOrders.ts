import type { OrderRecord } from '../../../contract/orders';
import { SyncEntity } from '../../../contract/sync';
import type { OrderRow } from '../../../db/rows';
import { vaultWorker } from '../../../workers/syncClient';
import { lastUserUuid } from '../../offline/lastUser';

/**
 * Orders fetched online beyond the mirror (staff's older ones, an order opened by a link) are
 * cached like pulled ones, by the sync worker: keyed by uuid, the patient, the clinical question
 * and the ICD-10 codes sealed by the vault.
 */
export async function cacheOrders(records: readonly OrderRecord[]): Promise<void> {
  const uuid = lastUserUuid();
  if (!uuid || records.length === 0) return;
  const rows = records.map((record): OrderRow => ({ ...record, id: record.uuid }));
  await vaultWorker().cacheServerRows(uuid, SyncEntity.order, rows);
}
