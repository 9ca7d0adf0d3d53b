import { SyncEntity } from '../../../contract/sync';
import { OutboxMethod } from '../../../db/outboxState';
import { queueAction } from '../../offline/queueAction';

/**
 * Report actions, queued like every action (design brief, step 1). Opening a report reads the
 * local PDF and marks it read here; the server sets read_at and writes the audit entry when the
 * outbox replays `PUT /api/befunde/{id}/read` (once, whatever the number of replays).
 */
export const reportActions = {
  markRead: async (id: string) => {
    const readAt = new Date().toISOString();
    await queueAction({
      label: 'reportRead',
      method: OutboxMethod.put,
      path: `/api/befunde/${encodeURIComponent(id)}/read`,
      entity: SyncEntity.report,
      entityId: id,
      optimistic: (db) => db.report.where('id').equals(id).modify({ read_at: readAt }),
    });
  },
  /**
   * 'Zur Kenntnis genommen' of a critical report (issue 17), for the version the doctor saw: a
   * newer version that arrived meanwhile makes the server answer 409, shown in 'Nicht gesendet'.
   */
  acknowledgeCritical: async (id: string, version: number, doctor: { id: number; name: string }) => {
    const at = new Date().toISOString();
    await queueAction({
      label: 'criticalAcknowledge',
      method: OutboxMethod.put,
      path: `/api/befunde/${encodeURIComponent(id)}/acknowledge`,
      body: { version },
      entity: SyncEntity.report,
      entityId: id,
      optimistic: (db) =>
        db.report
          .where('id')
          .equals(id)
          .modify({ critical_acknowledged_at: at, critical_acknowledged_by: doctor }),
    });
  },
};
