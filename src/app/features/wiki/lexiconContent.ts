/**
 * The content staff's writes of the lexicon, online only (like the workshops' and system messages'
 * forms, docs/decisions.md): an entry's id is the server's number, so a new one cannot be made on
 * the device, and staff maintain content at the laboratory. The answer is cached in the mirror
 * through the worker (the page never writes pulled data), and a pull follows for the rest.
 */
import type { IecLexiconEntryInput, IecLexiconEntryRecord } from '../../../contract/iec';
import { SYNC_CURSOR_HEADER, SyncEntity } from '../../../contract/sync';
import { kickSync, vaultWorker } from '../../../workers/syncClient';
import { request, requestAnswer } from '../../api/http';
import { lastUserUuid } from '../../offline/lastUser';

const entryPath = (id: string) => `/api/wiki/iec/${encodeURIComponent(id)}`;

export const lexiconContent = {
  /** Creates (id null) or replaces an entry; resolves with the saved entry's id. */
  save: async (id: string | null, input: IecLexiconEntryInput): Promise<string> => {
    const answer = await requestAnswer<{ data: IecLexiconEntryRecord }>(
      id ? entryPath(id) : '/api/wiki/iec',
      { method: id ? 'PUT' : 'POST', body: input },
    );
    const user = lastUserUuid();
    const row = { ...answer.data.data, id: String(answer.data.data.id) };
    // Not over another editor's newer version a pull brought meanwhile (src/sync/cacheServerRows.ts).
    const writtenAt = answer.headers.get(SYNC_CURSOR_HEADER);
    if (user) await vaultWorker().cacheServerRows(user, SyncEntity.iecLexiconEntry, [row], writtenAt);
    kickSync();
    return row.id;
  },

  /** Deletes an entry; the feed's deletion reaches the mirror with the pull that follows. */
  remove: async (id: string): Promise<void> => {
    await request(entryPath(id), { method: 'DELETE' });
    kickSync();
  },
};
