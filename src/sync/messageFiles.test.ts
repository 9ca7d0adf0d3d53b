import { beforeEach, describe, expect, it } from 'vitest';
import type { KundencenterDb } from '../db/KundencenterDb';
import type { BackendMessageRow, UserRow } from '../db/rows';
import { Permission } from '../contract/permissions';
import { prefetchMessageFiles, pruneExpiredMessages } from './messageFiles';
import { testDb } from './testing/testDb';

const NOW = Date.parse('2026-11-23T12:00:00.000Z');

function message(id: string, fileIds: number[], extra: Partial<BackendMessageRow> = {}): BackendMessageRow {
  return {
    id,
    uuid: `uuid-${id}`,
    title: 'Titel',
    text: 'Text',
    recipient_role_id: null,
    recipient_role: null,
    addressed_to_viewer: true,
    show_until: null,
    hidden: false,
    created_at: '2026-11-20T10:00:00.000Z',
    updated_at: '2026-11-20T10:00:00.000Z',
    confirmed_at: null,
    files: fileIds.map((fileId) => ({
      id: fileId,
      name: `f${fileId}`,
      original_name: `${fileId}.pdf`,
      size: 3,
      mime: 'application/pdf',
    })),
    ...extra,
  };
}

/** The two steps of spec §7: `/api/files/{id}` answers a signed URL, the URL the bytes. */
function fileServer(failing: ReadonlySet<number> = new Set()) {
  const requested: string[] = [];
  const fetchFn = async (input: string) => {
    requested.push(input);
    const signed = /^\/api\/files\/(\d+)$/.exec(input);
    if (signed) {
      const id = Number(signed[1]);
      if (failing.has(id)) return new Response('{}', { status: 404 });
      return Response.json({ url: `/api/files/${id}/download?expires=1&signature=s` });
    }
    return new Response(new Uint8Array([1, 2, 3]), { status: 200 });
  };
  return { requested, fetch: fetchFn };
}

describe('system message attachments on the device', () => {
  let db: KundencenterDb;
  beforeEach(async () => {
    db = await testDb();
  });

  it('keeps the attachments of current messages, fetched through their signed URLs, sealed', async () => {
    await db.backendMessage.bulkPut([
      message('1', [10, 11]),
      message('2', [20], { hidden: true }),
      message('3', [30], { show_until: new Date(NOW - 1).toISOString() }),
    ]);
    const server = fileServer();
    const sealed: string[] = [];
    const count = await prefetchMessageFiles(db, {
      fetch: server.fetch,
      now: () => NOW,
      seal: async (id, bytes) => {
        sealed.push(id);
        return bytes;
      },
    });
    expect(count).toBe(2);
    expect((await db.messageFile.toCollection().primaryKeys()).sort()).toEqual(['10', '11']);
    expect(sealed.sort()).toEqual(['10', '11']);
    expect(server.requested).toContain('/api/files/10');
    expect(server.requested).toContain('/api/files/10/download?expires=1&signature=s');
  });

  it('fetches a file once, and drops the files of messages gone or expired', async () => {
    await db.backendMessage.bulkPut([message('1', [10]), message('2', [20])]);
    await prefetchMessageFiles(db, { fetch: fileServer().fetch, now: () => NOW });
    await db.backendMessage.delete('2');
    const again = fileServer();
    expect(await prefetchMessageFiles(db, { fetch: again.fetch, now: () => NOW })).toBe(0);
    expect(again.requested).toEqual([]);
    expect(await db.messageFile.toCollection().primaryKeys()).toEqual(['10']);
  });

  it('skips a file the server refuses and stops at a network failure', async () => {
    await db.backendMessage.bulkPut([message('1', [10, 11, 12])]);
    expect(await prefetchMessageFiles(db, { fetch: fileServer(new Set([10])).fetch, now: () => NOW })).toBe(
      2,
    );
    await db.messageFile.clear();
    const offline = async () => {
      throw new TypeError('Failed to fetch');
    };
    expect(await prefetchMessageFiles(db, { fetch: offline, now: () => NOW })).toBe(0);
  });
});

describe('system messages past their time on the device', () => {
  let db: KundencenterDb;
  const signedIn = (permissions: string[]) =>
    db.user.put({ id: '7', uuid: 'u7', permissions } as Partial<UserRow> as UserRow);
  beforeEach(async () => {
    db = await testDb();
    await db.backendMessage.bulkPut([
      message('1', []),
      message('2', [], { hidden: true }),
      message('3', [], { show_until: new Date(NOW - 1).toISOString() }),
      message('4', [], { show_until: new Date(NOW + 60_000).toISOString() }),
    ]);
  });

  it('leave the mirror of a user who does not manage messages once hidden or past show-until (the server sends no del for that)', async () => {
    await signedIn([Permission.listReports]);
    await pruneExpiredMessages(db, NOW);
    expect((await db.backendMessage.toCollection().primaryKeys()).sort()).toEqual(['1', '4']);
  });

  it('stay in the mirror of an admin, whose list shows hidden and expired messages too', async () => {
    await signedIn([Permission.listBackendMessages]);
    await pruneExpiredMessages(db, NOW);
    expect(await db.backendMessage.count()).toBe(4);
  });

  it('are pruned by the step the worker runs after each pull', async () => {
    await signedIn([]);
    await prefetchMessageFiles(db, { fetch: fileServer().fetch, now: () => NOW });
    expect((await db.backendMessage.toCollection().primaryKeys()).sort()).toEqual(['1', '4']);
  });
});
