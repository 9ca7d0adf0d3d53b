import Dexie from 'dexie';
import { KundencenterDb } from './KundencenterDb';
import { MetaKey } from './metaKeys';

/**
 * One database per user, named after the user's uuid: a second user on the same device never
 * sees the first one's mirror or outbox, and logout deletes exactly that user's data. Each
 * JavaScript realm (the page, the sync worker) holds its own connection.
 */
const DATABASE_PREFIX = 'kundencenter-';

let current: KundencenterDb | null = null;
let currentUuid: string | null = null;

export function databaseName(userUuid: string): string {
  if (!userUuid) throw new Error('A user uuid is required to name the local database');
  return `${DATABASE_PREFIX}${userUuid}`;
}

/** Opens (creating when new) the user's database and makes it current; closes another user's. */
export async function openUserDatabase(userUuid: string): Promise<KundencenterDb> {
  if (current && currentUuid === userUuid) return current;
  closeUserDatabase();
  const db = new KundencenterDb(databaseName(userUuid));
  await db.open();
  await db.meta.put({ key: MetaKey.userUuid, value: userUuid });
  current = db;
  currentUuid = userUuid;
  return db;
}

export function closeUserDatabase(): void {
  current?.close();
  current = null;
  currentUuid = null;
}

/** The open database, or null before sign-in and after logout. */
export function currentDatabase(): KundencenterDb | null {
  return current;
}

/**
 * Deletes the user's database (logout). Warn first when `countUnsent` is not zero: the queued
 * actions go with it. Other open connections (tabs, the worker) are closed by Dexie.
 */
export async function deleteUserDatabase(userUuid: string): Promise<void> {
  if (currentUuid === userUuid) closeUserDatabase();
  await Dexie.delete(databaseName(userUuid));
}

/** Every local user database, for a cleanup after an unclean logout. */
export async function listUserDatabases(): Promise<string[]> {
  const names = await Dexie.getDatabaseNames();
  return names
    .filter((name) => name.startsWith(DATABASE_PREFIX))
    .map((name) => name.slice(DATABASE_PREFIX.length));
}
