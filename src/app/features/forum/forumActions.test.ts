// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ForumPostRecord } from '../../../contract/forum';
import { SyncEntity } from '../../../contract/sync';
import type { KundencenterDb } from '../../../db/KundencenterDb';
import { OutboxState } from '../../../db/outboxState';
import { closeUserDatabase, openUserDatabase } from '../../../db/userDatabase';
import { pull } from '../../../sync/pull';
import { replayOutbox } from '../../../sync/replayOutbox';
import type { SyncApi } from '../../../sync/SyncApi';
import { FakeSyncServer } from '../../../sync/testing/fakeSyncServer';
import { rememberLastUser } from '../../offline/lastUser';
import { forumActions } from './forumActions';

// The page's side of the sync worker, without a worker: actions only land in the outbox.
vi.mock(import('../../../workers/syncClient'), async (importOriginal) => ({
  ...(await importOriginal()),
  kickSync: vi.fn(),
}));

const klein = { id: 4, uuid: '4d2c1b0a-1f0e-4b8a-9c3e-0d5b2f6a7e04', name: 'Dr. med. Stefan Klein' };
const weber = { id: 3, uuid: '3a1d0c52-1f0e-4b8a-9c3e-0d5b2f6a7e03', name: 'Dr. med. Katharina Weber' };
const POST = '0b6f4a1e-7d0c-4a53-9a51-3b8f3c1d2e77';

const post: ForumPostRecord = {
  id: 12,
  uuid: POST,
  slug: 'zonulin',
  title: 'Zonulin',
  body: 'Wie interpretieren Sie das?',
  post_channel_id: 1,
  postgroup_id: 1,
  author: weber,
  created_at: '2026-11-20T08:00:00.000Z',
  edited_at: null,
  views: 3,
  replies: 0,
  latest_reply_at: null,
  hidden: false,
  reported_by_me: false,
  spam_reports: [],
  comments: [],
};

let db: KundencenterDb;
let server: FakeSyncServer;

beforeEach(async () => {
  const uuid = crypto.randomUUID();
  db = await openUserDatabase(uuid);
  rememberLastUser(uuid);
  server = new FakeSyncServer();
  server.put(SyncEntity.postChannel, '1', {
    id: 1,
    slug: 'mikrobiom',
    name: 'Mikrobiom',
    postgroup_id: 1,
    postgroup_slug: 'f',
    sort: 1,
  });
  server.put(SyncEntity.forumPost, POST, post);
  await pull(db, server);
});

afterEach(() => closeUserDatabase());

const refusing = (status: number, message: string): SyncApi => ({
  get: (path) => server.get(path),
  send: async () => ({ status, headers: new Headers(), body: { message } }),
});

describe('forum actions queued on the device', () => {
  it('shows a reply at once at the end of the thread and queues it under its uuid', async () => {
    const uuid = await forumActions.reply(POST, klein, 'Kontrolle nach 8 Wochen.');
    const row = await db.forumPost.get(POST);
    expect(row?.comments).toMatchObject([{ uuid, body: 'Kontrolle nach 8 Wochen.', author: klein, id: 0 }]);
    expect(row?.replies).toBe(1);
    const [queued] = await db.outbox.toArray();
    expect(queued).toMatchObject({
      label: 'forumReply',
      method: 'POST',
      path: '/api/comments',
      entity: SyncEntity.forumPost,
      entityId: POST,
      body: { uuid, post_id: POST, body: 'Kontrolle nach 8 Wochen.' },
    });
  });

  it('keeps a reply to a post deleted meanwhile in "Nicht gesendet" with the server message and its text', async () => {
    await forumActions.reply(POST, klein, 'Meine Antwort von unterwegs.');
    const message = 'Der Beitrag wurde inzwischen gelöscht. Ihre Antwort wurde nicht gesendet.';
    await replayOutbox(db, refusing(409, message), { getXsrfToken: () => 'xsrf' });

    const [rejected] = await db.outbox.toArray();
    expect(rejected).toMatchObject({
      state: OutboxState.rejected,
      label: 'forumReply',
      error: { status: 409, message },
      body: { body: 'Meine Antwort von unterwegs.' },
    });
    // The optimistic reply is rolled back to the server's version of the post.
    expect((await db.forumPost.get(POST))?.comments).toEqual([]);
  });

  it('writes a new discussion under the uuid the server adopts, and removes it when the server refuses it', async () => {
    const channel = await db.postChannel.get('1');
    if (!channel) throw new Error('no channel');
    const uuid = await forumActions.createPost(
      { postgroup_id: 1, post_channel_id: 1, title: 'Neue Frage', body: 'Text' },
      klein,
      channel,
    );
    expect(await db.forumPost.get(uuid)).toMatchObject({ title: 'Neue Frage', author: klein, comments: [] });
    await replayOutbox(db, refusing(409, 'Bitte bestätigen Sie zuerst die Forenregeln.'), {
      getXsrfToken: () => 'xsrf',
    });
    expect(await db.forumPost.get(uuid)).toBeUndefined();
    expect((await db.outbox.toArray())[0]).toMatchObject({
      state: OutboxState.rejected,
      label: 'forumPostCreate',
    });
  });

  it('takes a deleted post off at once and brings it back when the delete is refused', async () => {
    await forumActions.deletePost(POST);
    expect(await db.forumPost.get(POST)).toBeUndefined();
    await replayOutbox(db, refusing(403, 'Keine Berechtigung.'), { getXsrfToken: () => 'xsrf' });
    expect((await db.forumPost.get(POST))?.title).toBe('Zonulin');
  });

  it('refuses an empty spam reason before anything is queued', async () => {
    await expect(forumActions.reportSpam(POST, '  ')).rejects.toThrow();
    expect(await db.outbox.count()).toBe(0);
  });
});
