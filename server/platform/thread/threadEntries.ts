/**
 * A conversation thread under a parent row: a ticket's answers, a report demand's messages. Its
 * entries live in their own table, each with a uuid the client may choose (an entry written
 * offline has its id before it is sent), an author (null once the account is deleted) and the
 * parent's id; a record embeds its thread whole, oldest first. The API names the fields per
 * feature (spec §3: an answer's `uuid`/`content`, a message's `messageUuid`/`message`), so each
 * feature makes its entries from the stored rows (`entryOf`).
 */
import { asc, inArray, type InferSelectModel } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { AppDb, AppTx } from '../db/database';
import { users } from '../db/schema';
import { fieldError } from '../http/httpErrors';

type PersonField = 'id' | 'uuid' | 'titel' | 'vorname' | 'nachname';

/** A person as records embed one (an author, a recipient, a doctor). */
export interface ThreadPerson {
  id: number;
  uuid: string;
  titel: string | null;
  vorname: string;
  nachname: string;
}

/** The columns of a person as records embed one, from `users` or an alias of it. */
export const personColumns = <T extends Record<PersonField, PgColumn>>(table: T): Pick<T, PersonField> => ({
  id: table.id,
  uuid: table.uuid,
  titel: table.titel,
  vorname: table.vorname,
  nachname: table.nachname,
});

type EntryTable = PgTable & Record<'id' | 'uuid' | 'authorId' | 'createdAt', PgColumn>;

/** The table of a thread's entries and the column naming their parent. */
export interface Thread<T extends EntryTable> {
  table: T;
  parent: PgColumn;
  parentOf: (row: InferSelectModel<T>) => number;
}

export const threadOf = <T extends EntryTable, K extends keyof T & keyof InferSelectModel<T>>(
  table: T,
  parent: K,
): Thread<T> => ({
  table,
  parent: table[parent] as PgColumn,
  parentOf: (row) => row[parent] as number,
});

async function peopleOf(db: AppDb | AppTx, ids: readonly (number | null)[]) {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  const rows: ThreadPerson[] =
    wanted.length === 0
      ? []
      : await db.select(personColumns(users)).from(users).where(inArray(users.id, wanted));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return (id: number | null) => (id === null ? null : (byId.get(id) ?? null));
}

/**
 * The threads of `parentIds`, each oldest first (by creation, then id). `entryOf` makes an entry of
 * a stored row, with `person` naming the author or anyone else the row names (`named`).
 */
export async function readThreads<T extends EntryTable, E>(
  db: AppDb | AppTx,
  thread: Thread<T>,
  parentIds: readonly number[],
  entryOf: (row: InferSelectModel<T>, person: (id: number | null) => ThreadPerson | null) => E,
  named: (row: InferSelectModel<T>) => (number | null)[] = () => [],
): Promise<Map<number, E[]>> {
  const byParent = new Map<number, E[]>();
  if (parentIds.length === 0) return byParent;
  const { table } = thread;
  const rows = (await db
    .select()
    .from(table as PgTable)
    .where(inArray(thread.parent, [...parentIds]))
    .orderBy(asc(table.createdAt), asc(table.id))) as InferSelectModel<T>[];
  const person = await peopleOf(
    db,
    rows.flatMap((row) => [(row as { authorId: number | null }).authorId, ...named(row)]),
  );
  for (const row of rows) {
    const list = byParent.get(thread.parentOf(row)) ?? [];
    list.push(entryOf(row, person));
    byParent.set(thread.parentOf(row), list);
  }
  return byParent;
}

/**
 * Adds an entry under the uuid the client made for it, if it sent one (the outbox creates
 * offline); a uuid already taken is a 422 on `field`.
 */
export async function insertThreadEntry<T extends EntryTable>(
  tx: AppTx,
  thread: Thread<T>,
  uuid: string | undefined,
  values: T['$inferInsert'],
  field = 'uuid',
): Promise<InferSelectModel<T>> {
  const [entry] = (await tx
    .insert(thread.table)
    .values({ ...values, ...(uuid ? { uuid } : {}) })
    .onConflictDoNothing({ target: thread.table.uuid })
    .returning()) as InferSelectModel<T>[];
  if (!entry) throw fieldError(field, 'validation.uuidTaken');
  return entry;
}

/** The entry `id` of a thread just written, as its parent's record shows it. */
export function writtenEntry<E extends { id: number }>(entries: readonly E[] | undefined, id: number): E {
  const entry = entries?.find((item) => item.id === id);
  if (!entry) throw new Error('thread entry not readable after writing it');
  return entry;
}
