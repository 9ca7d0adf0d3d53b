/** `iecLexiconEntry`: the lexicon is a catalogue (scope `all`), keyed by id like the iEC's. */
import { numericIdEntity, type SyncRow } from '../../platform/sync/syncEntityDefinition';
import { readLexiconEntries } from './lexiconRecords';

const rowsOf = (records: { id: number }[]): SyncRow[] =>
  records.map((record) => ({ id: String(record.id), data: record }));

export const iecLexiconEntryEntity = numericIdEntity(async (db, _viewer, filter) =>
  rowsOf(await readLexiconEntries(db, filter)),
);
