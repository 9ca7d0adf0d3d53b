import 'fake-indexeddb/auto';
import { KundencenterDb } from '../../db/KundencenterDb';

let counter = 0;

/** A fresh database in fake-indexeddb for each test. */
export async function testDb(): Promise<KundencenterDb> {
  counter += 1;
  const db = new KundencenterDb(`kundencenter-test-${counter}-${crypto.randomUUID()}`);
  await db.open();
  return db;
}
