/**
 * The content staff's writes of the lexicon, online only (api/onlineWrite.ts, docs/architecture.md):
 * an entry's id is the server's number, so a new one cannot be made on the device, and a change
 * to the lexicon applies to every reader at once. The answer is cached in the mirror through the
 * worker (the page never writes pulled data), and a pull follows for the rest.
 */
import type { IecLexiconEntryInput, IecLexiconEntryRecord } from '../../../contract/iec';
import { SyncEntity } from '../../../contract/sync';
import { writeOnline } from '../../api/onlineWrite';

const entryPath = (id: string) => `/api/wiki/iec/${encodeURIComponent(id)}`;

export const lexiconContent = {
  /** Creates (id null) or replaces an entry; resolves with the saved entry's id. */
  save: async (id: string | null, input: IecLexiconEntryInput): Promise<string> => {
    const row = await writeOnline(
      id ? entryPath(id) : '/api/wiki/iec',
      { method: id ? 'PUT' : 'POST', body: input },
      {
        entity: SyncEntity.iecLexiconEntry,
        rowOf: (body) => {
          const { data } = body as { data: IecLexiconEntryRecord };
          return { ...data, id: String(data.id) };
        },
      },
    );
    return row.id;
  },

  /** Deletes an entry; the feed's deletion reaches the mirror with the pull that follows. */
  remove: async (id: string): Promise<void> => {
    await writeOnline(entryPath(id), { method: 'DELETE' });
  },
};
