import 'fake-indexeddb/auto';
import Dexie from 'dexie';
import { afterEach, describe, expect, it } from 'vitest';
import { SyncEntity } from '../contract/sync';
import { getMeta, MetaKey } from './metaKeys';
import {
  closeUserDatabase,
  currentDatabase,
  databaseName,
  deleteUserDatabase,
  listUserDatabases,
  openUserDatabase,
} from './userDatabase';

afterEach(() => closeUserDatabase());

describe('the per-user database', () => {
  it('is named after the user’s uuid and remembers it', async () => {
    const db = await openUserDatabase('3f1c-anna');
    expect(db.name).toBe('kundencenter-3f1c-anna');
    expect(databaseName('x')).toBe('kundencenter-x');
    expect(currentDatabase()).toBe(db);
    expect(await getMeta(db, MetaKey.userUuid)).toBe('3f1c-anna');
  });

  it('has a table per synced entity plus the offline PDFs and attachments, outbox, held and meta', async () => {
    const db = await openUserDatabase('tables');
    expect(db.tables.map((table) => table.name).sort()).toEqual(
      [
        ...Object.values(SyncEntity),
        'reportFile',
        'keptReport',
        'messageFile',
        'orderDraft',
        'outbox',
        'held',
        'meta',
      ].sort(),
    );
  });

  it('keeps two users apart and closes the previous user’s database', async () => {
    const anna = await openUserDatabase('anna');
    await anna.office.put({ id: '1', name: 'Praxis Anna' } as never);
    const bernd = await openUserDatabase('bernd');
    expect(anna.isOpen()).toBe(false);
    expect(await bernd.office.count()).toBe(0);
    expect(await openUserDatabase('bernd')).toBe(bernd);
  });

  it('deletes exactly the user’s database at logout', async () => {
    const anna = await openUserDatabase('anna-delete');
    await anna.office.put({ id: '1', name: 'Praxis' } as never);
    await openUserDatabase('bernd-stays');
    await openUserDatabase('anna-delete');

    await deleteUserDatabase('anna-delete');

    expect(currentDatabase()).toBeNull();
    expect(await Dexie.exists('kundencenter-anna-delete')).toBe(false);
    expect(await Dexie.exists('kundencenter-bernd-stays')).toBe(true);
    expect(await listUserDatabases()).toContain('bernd-stays');
    expect(await listUserDatabases()).not.toContain('anna-delete');
  });

  it('refuses to open a database without a user', async () => {
    await expect(openUserDatabase('')).rejects.toThrow();
  });
});
