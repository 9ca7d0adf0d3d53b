import { officeResponseSchema, type OfficeInput } from '../../../contract/offices';
import { SYNC_CURSOR_HEADER, SyncEntity } from '../../../contract/sync';
import { OutboxMethod } from '../../../db/outboxState';
import type { OfficeRow } from '../../../db/rows';
import { requestAnswer } from '../../api/http';
import { cacheAnswerRow } from '../../api/onlineWrite';
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
const cacheOffice = (answer: { data: unknown; headers: Headers }): Promise<OfficeRow> =>
  cacheAnswerRow(
    {
      entity: SyncEntity.office,
      rowOf: (body) => {
        const { doctors: _names, ...record } = officeResponseSchema.parse(body).data;
        return { ...record, id: String(record.id) };
      },
    },
    answer.data,
    answer.headers.get(SYNC_CURSOR_HEADER),
  );

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
