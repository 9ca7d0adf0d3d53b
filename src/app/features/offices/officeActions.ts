import { officeResponseSchema, type OfficeInput } from '../../../contract/offices';
import { SYNC_CURSOR_HEADER, SyncEntity } from '../../../contract/sync';
import { OutboxMethod } from '../../../db/outboxState';
import type { OfficeRow } from '../../../db/rows';
import { vaultWorker } from '../../../workers/syncClient';
import { requestAnswer } from '../../api/http';
import { lastUserUuid } from '../../offline/lastUser';
import { queueAction } from '../../offline/queueAction';
import type { OfficeFormOutput } from './officeForm';
import { editedOfficeRow, officeInputOf } from './officeForm';

/**
 * Creating and editing offices, as the doctors' are done (features/users/doctorActions.ts): an
 * edit goes through the outbox (the mirror changes at once, also offline; refused, the server's
 * row comes back and 'Nicht gesendet' says so); a create needs the network, because the page then
 * opens the office by the id the server gives it.
 */
const officePath = (id: string) => `/api/praxen/${encodeURIComponent(id)}`;

/**
 * The server's answer into the mirror through the worker, without the doctors' names; not over a
 * newer version a pull brought meanwhile (the write's X-Sync-Cursor tells).
 */
async function cacheOffice(answer: { data: unknown; headers: Headers }): Promise<OfficeRow> {
  const { doctors: _names, ...record } = officeResponseSchema.parse(answer.data).data;
  const row: OfficeRow = { ...record, id: String(record.id) };
  const user = lastUserUuid();
  if (user) {
    await vaultWorker().cacheServerRows(
      user,
      SyncEntity.office,
      [row],
      answer.headers.get(SYNC_CURSOR_HEADER),
    );
  }
  return row;
}

export const officeActions = {
  edit: (row: OfficeRow, input: OfficeFormOutput, doctorIds: readonly number[]) =>
    queueAction({
      label: 'officeEdit',
      method: OutboxMethod.put,
      path: officePath(row.id),
      body: officeInputOf(input, doctorIds),
      entity: SyncEntity.office,
      entityId: row.id,
      optimistic: (db) => db.office.update(row.id, editedOfficeRow(input, doctorIds)),
    }),
  create: async (input: OfficeInput) =>
    cacheOffice(await requestAnswer('/api/praxen', { method: 'POST', body: input })),
};
