/**
 * The forum through the HTTP API (spec §4 'Forum', §5 'New post', §7 'Roles, permissions, forum';
 * issue 15): the rules confirmed once before writing, posts and replies with their authors'
 * rights, moderators moving posts (notifying the author) and checking spam, the conflicts of a
 * reply queued offline, the change feed, and every route for every role.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  forumPostRecordSchema,
  type ForumPostRecord,
  type PostChannelRecord,
} from '../../../src/contract/forum';
import { Permission, RoleName, DOCTOR_PERMISSIONS } from '../../../src/contract/permissions';
import { SyncEntity } from '../../../src/contract/sync';
import { guest, signIn, type TestAgent } from '../../testing/session';
import { bootstrap, pullAll } from '../../testing/syncClient';
import { createTestApp, type TestApp } from '../../testing/testApp';
import { testDatabases } from '../../testing/testDatabases';

describe.each(testDatabases())('forum on $kind', (testDatabase) => {
  let t: TestApp;
  let weber: TestAgent;
  let klein: TestAgent;
  let labor: TestAgent;
  let admin: TestAgent;
  let channels: PostChannelRecord[];

  const channel = (slug: string) => {
    const found = channels.find((item) => item.slug === slug);
    if (!found) throw new Error(`no channel ${slug}`);
    return found;
  };
  const write = async (agent: TestAgent, overrides: Record<string, unknown> = {}) => {
    const target = channel('mikrobiom');
    const response = await agent.post('/api/posts', {
      postgroup_id: target.postgroup_id,
      post_channel_id: target.id,
      title: 'Calprotectin im Verlauf',
      body: 'Wie oft kontrollieren Sie?',
      ...overrides,
    });
    expect(response.statusCode, response.body).toBe(201);
    return forumPostRecordSchema.parse(response.json().data);
  };
  const show = async (agent: TestAgent, key: string | number) => {
    const response = await agent.get(`/api/posts/${key}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ data: ForumPostRecord }>().data;
  };

  beforeAll(async () => {
    t = await createTestApp(testDatabase);
    weber = await signIn(t, 'dr.weber');
    klein = await signIn(t, 'dr.klein');
    labor = await signIn(t, 'labor');
    admin = await signIn(t, 'admin');
    channels = (await weber.get('/api/post-channels')).json<{ data: PostChannelRecord[] }>().data;
  });
  afterAll(() => t?.close());
  beforeEach(() => t.clock.advance(1_000));

  it('lists the demo groups and channels, by group id or slug, and a group or channel by id or slug', async () => {
    const groups = (await klein.get('/api/postgroups')).json().data;
    expect(groups.map((group: { slug: string }) => group.slug)).toEqual(['fachgruppen', 'labor-und-praxis']);
    expect(channels).toHaveLength(5);
    const bySlug = (await klein.get('/api/post-channels?postgroup_slug=labor-und-praxis')).json().data;
    expect(bySlug.map((item: PostChannelRecord) => item.slug)).toEqual(['praeanalytik', 'abrechnung']);
    const byId = (await klein.get(`/api/post-channels?postgroup_id=${groups[0].id}`)).json().data;
    expect(byId).toHaveLength(3);
    expect((await klein.get('/api/postgroups/fachgruppen')).json().data.id).toBe(groups[0].id);
    expect((await klein.get(`/api/post-channels/${channel('abrechnung').id}`)).json().data.slug).toBe(
      'abrechnung',
    );
    expect((await klein.get('/api/post-channels/gibt-es-nicht')).statusCode).toBe(404);
    expect((await klein.get('/api/postgroups/99999999999')).statusCode).toBe(404);
  });

  it('refuses a post and a reply until the rules are confirmed (409 with a clear message), then takes them', async () => {
    const refused = await klein.post(
      '/api/posts',
      {
        postgroup_id: channel('mikrobiom').postgroup_id,
        post_channel_id: channel('mikrobiom').id,
        title: 'x',
        body: 'y',
      },
      { 'accept-language': 'de' },
    );
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'Bitte bestätigen Sie zuerst die Forenregeln. Ohne Bestätigung können Sie nichts im Forum schreiben.',
    );
    const [demo] = (await klein.get('/api/posts')).json<{ data: ForumPostRecord[] }>().data;
    const reply = await klein.post('/api/comments', { post_id: demo?.id, body: 'Guter Punkt.' });
    expect(reply.statusCode).toBe(409);

    expect((await klein.get('/api/auth/user')).json().data.forumRulesConfirmedAt).toBeNull();
    const confirmed = await klein.put('/api/users/forum-rules-accepted');
    expect(confirmed.statusCode).toBe(200);
    const at = confirmed.json().forum_rules_confirmed_at;
    expect((await klein.get('/api/auth/user')).json().data.forumRulesConfirmedAt).toBe(at);
    // Confirmed once: a second confirmation keeps the first time.
    t.clock.advance(60_000);
    expect((await klein.put('/api/users/forum-rules-accepted')).json().forum_rules_confirmed_at).toBe(at);

    const post = await write(klein, { title: 'Meine erste Frage' });
    expect(post).toMatchObject({
      slug: 'meine-erste-frage',
      author: { name: 'Dr. med. Stefan Klein' },
      replies: 0,
    });
  });

  it('validates a new post with the texts of spec §5: title, channel, group and content required; the channel in its group', async () => {
    const empty = await weber.post('/api/posts', {}, { 'accept-language': 'de' });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors).toMatchObject({
      title: ['Dies ist ein Pflichtfeld.'],
      body: ['Dies ist ein Pflichtfeld.'],
      post_channel_id: ['Dies ist ein Pflichtfeld.'],
      postgroup_id: ['Dies ist ein Pflichtfeld.'],
    });
    const otherGroup = channels.find((item) => item.postgroup_id !== channel('mikrobiom').postgroup_id);
    const mismatch = await weber.post(
      '/api/posts',
      {
        postgroup_id: otherGroup?.postgroup_id,
        post_channel_id: channel('mikrobiom').id,
        title: 'a',
        body: 'b',
      },
      { 'accept-language': 'de' },
    );
    expect(mismatch.statusCode).toBe(422);
    expect(mismatch.json().errors.post_channel_id).toEqual([
      'Dieser Kanal gehört nicht zu der gewählten Gruppe.',
    ]);
  });

  it('gives posts of one title written at the same moment slugs of their own (no 500)', async () => {
    const posts = await Promise.all(
      Array.from({ length: 4 }, () => write(weber, { title: 'Zeitgleich geschrieben' })),
    );
    expect(new Set(posts.map((post) => post.slug)).size).toBe(4);
  });

  it('gives slugs unique per channel and shows a post by id or uuid, counting each reader once', async () => {
    const first = await write(weber, { title: 'Gleicher Titel' });
    const second = await write(weber, { title: 'Gleicher Titel' });
    const elsewhere = await write(weber, {
      title: 'Gleicher Titel',
      postgroup_id: channel('umweltmedizin').postgroup_id,
      post_channel_id: channel('umweltmedizin').id,
    });
    expect([first.slug, second.slug, elsewhere.slug]).toEqual([
      'gleicher-titel',
      'gleicher-titel-2',
      'gleicher-titel',
    ]);
    expect((await show(klein, first.uuid)).views).toBe(1);
    expect((await show(klein, first.id)).views).toBe(1);
    expect((await show(labor, first.id)).views).toBe(2);
  });

  it('lets authors edit and delete only their own posts and replies', async () => {
    const post = await write(weber);
    expect((await klein.put(`/api/posts/${post.id}`, { body: 'fremd' })).statusCode).toBe(403);
    const edited = await weber.put(`/api/posts/${post.id}`, { body: 'Neu formuliert' });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data).toMatchObject({ body: 'Neu formuliert', edited_at: expect.any(String) });

    const reply = (await klein.post('/api/comments', { post_id: post.uuid, body: 'Alle 3 Monate.' })).json()
      .data;
    expect((await weber.put(`/api/comments/${reply.id}`, { body: 'fremd' })).statusCode).toBe(403);
    expect((await weber.delete(`/api/comments/${reply.id}`)).statusCode).toBe(403);
    expect(
      (await klein.put(`/api/comments/${reply.id}`, { body: 'Alle 6 Monate.' })).json().data.edited_at,
    ).toEqual(expect.any(String));
    const shown = await show(weber, post.id);
    expect(shown).toMatchObject({ replies: 1, latest_reply_at: reply.created_at });
    expect(shown.comments[0]?.body).toBe('Alle 6 Monate.');
    expect((await klein.delete(`/api/comments/${reply.id}`)).statusCode).toBe(204);
    expect((await klein.delete(`/api/posts/${post.id}`)).statusCode).toBe(403);
    expect((await weber.delete(`/api/posts/${post.id}`)).statusCode).toBe(204);
    expect((await weber.delete(`/api/posts/${post.id}`)).statusCode).toBe(204);
    expect((await weber.get(`/api/posts/${post.id}`)).statusCode).toBe(404);
  });

  it('lets only moderators move a post, and tells its author (notification post moved)', async () => {
    const post = await write(weber, { title: 'Falsch einsortiert' });
    const target = channel('praeanalytik');
    expect((await weber.put(`/api/posts/${post.id}`, { post_channel_id: target.id })).statusCode).toBe(403);
    expect((await klein.put(`/api/posts/${post.id}`, { post_channel_id: target.id })).statusCode).toBe(403);
    const moved = await labor.put(`/api/posts/${post.id}`, { post_channel_id: target.id });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().data).toMatchObject({
      post_channel_id: target.id,
      postgroup_id: target.postgroup_id,
    });
    const notifications = (await weber.get('/api/notifications')).json().data;
    expect(notifications[0]).toMatchObject({
      type: 'post.moved',
      data: { params: { title: 'Falsch einsortiert' } },
    });
  });

  it('takes a spam report with a reason, which only moderators check, hiding the post from everyone but its author', async () => {
    const post = await write(klein, { title: 'Jetzt günstig kaufen' });
    const noReason = await weber.post(
      `/api/posts/${post.id}/spam`,
      { reason: ' ' },
      { 'accept-language': 'de' },
    );
    expect(noReason.statusCode).toBe(422);
    expect(noReason.json().errors.reason).toEqual(['Dies ist ein Pflichtfeld.']);
    expect((await klein.post(`/api/posts/${post.id}/spam`, { reason: 'eigener' })).statusCode).toBe(403);
    expect((await weber.post(`/api/posts/${post.id}/spam`, { reason: 'Werbung' })).statusCode).toBe(204);
    expect(await show(weber, post.id)).toMatchObject({ reported_by_me: true, spam_reports: [] });
    expect((await show(labor, post.id)).spam_reports).toMatchObject([{ reason: 'Werbung' }]);

    expect((await weber.post(`/api/posts/${post.id}/spam/check`, { hide: true })).statusCode).toBe(403);
    const checked = await admin.post(`/api/posts/${post.id}/spam/check`, { hide: true });
    expect(checked.statusCode).toBe(200);
    expect(checked.json().data).toMatchObject({ hidden: true, spam_reports: [] });
    expect((await weber.get(`/api/posts/${post.id}`)).statusCode).toBe(404);
    expect((await show(klein, post.id)).hidden).toBe(true);
    // A hidden post takes no replies, not even from its author.
    expect((await klein.post('/api/comments', { post_id: post.id, body: 'Doch!' })).statusCode).toBe(409);
    expect((await labor.put(`/api/posts/${post.id}`, { hidden: false })).json().data.hidden).toBe(false);
    expect((await weber.put(`/api/posts/${post.id}`, { hidden: true })).statusCode).toBe(403);
  });

  it('refuses a reply queued offline to a post deleted meanwhile with 409 and a clear message', async () => {
    const post = await write(weber, { title: 'Bald gelöscht' });
    expect((await weber.delete(`/api/posts/${post.uuid}`)).statusCode).toBe(204);
    const reply = await klein.post(
      '/api/comments',
      { uuid: randomUUID(), post_id: post.uuid, body: 'Meine Antwort von unterwegs.' },
      { 'accept-language': 'de', 'idempotency-key': randomUUID() },
    );
    expect(reply.statusCode).toBe(409);
    expect(reply.json().message).toBe(
      'Der Beitrag wurde inzwischen gelöscht. Ihre Antwort wurde nicht gesendet.',
    );
  });

  it('stores a post written offline under its uuid once, however often the outbox replays it', async () => {
    const uuid = randomUUID();
    const key = randomUUID();
    const target = channel('abrechnung');
    const body = {
      uuid,
      postgroup_id: target.postgroup_id,
      post_channel_id: target.id,
      title: 'Offline',
      body: 'Text',
    };
    const first = await weber.post('/api/posts', body, { 'idempotency-key': key });
    const again = await weber.post('/api/posts', body, { 'idempotency-key': key });
    expect(first.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(first.json().data.uuid).toBe(uuid);
  });

  it('mirrors groups, channels and posts with their replies to every reader, and a hidden post only to its author and moderators', async () => {
    const start = await bootstrap(klein);
    const entities = new Set(start.rows.map((row) => row.entity));
    expect(entities).toEqual(expect.objectContaining({}));
    expect(start.rows.filter((row) => row.entity === SyncEntity.postGroup)).toHaveLength(2);
    expect(start.rows.filter((row) => row.entity === SyncEntity.postChannel)).toHaveLength(5);
    const demo = start.rows.find(
      (row) =>
        row.entity === SyncEntity.forumPost && row.data['title'] === 'Erfahrungen mit Zonulin im Stuhl',
    );
    expect((demo?.data['comments'] as unknown[]).length).toBe(2);

    const weberStart = await bootstrap(weber);
    const post = await write(klein, { title: 'Für den Mirror' });
    const reply = (await weber.post('/api/comments', { post_id: post.id, body: 'Gesehen.' })).json().data;
    const kleinChanges = (await pullAll(klein, start.cursor)).changes;
    const mirrored = kleinChanges.find((change) => change.id === post.uuid);
    expect(mirrored?.data?.['comments']).toMatchObject([{ uuid: reply.uuid, body: 'Gesehen.' }]);

    await labor.put(`/api/posts/${post.id}`, { hidden: true });
    const weberChanges = (await pullAll(weber, weberStart.cursor)).changes;
    expect(weberChanges.filter((change) => change.id === post.uuid).at(-1)).toMatchObject({ op: 'del' });
    const kleinAfter = (await pullAll(klein, start.cursor)).changes;
    expect(kleinAfter.find((change) => change.id === post.uuid)).toMatchObject({
      op: 'put',
      data: { hidden: true },
    });
  });

  it('pages the older posts of a channel online, newest first', async () => {
    const target = channel('praeventivmedizin');
    for (let n = 1; n <= 3; n++) {
      t.clock.advance(1_000);
      await write(weber, {
        title: `Folge ${n}`,
        postgroup_id: target.postgroup_id,
        post_channel_id: target.id,
      });
    }
    const page = (await klein.get(`/api/posts?post_channel_id=${target.id}&perPage=2&page=2`)).json();
    expect(page.meta).toMatchObject({ current_page: 2, from: 3, to: 3, total: 3, last_page: 2 });
    expect(page.meta.path).toMatch(/\/api\/posts$/);
    // The page links keep the list's query: the channel and the page size.
    expect(page.meta.links[0].url).toBe(`${page.meta.path}?post_channel_id=${target.id}&perPage=2&page=1`);
    expect(page.data.map((post: ForumPostRecord) => post.title)).toEqual(['Folge 1']);
    const group = (await klein.get(`/api/posts?postgroup_id=${target.postgroup_id}`)).json();
    expect(group.data.every((post: ForumPostRecord) => post.postgroup_id === target.postgroup_id)).toBe(true);
  });

  describe('every route for every role', () => {
    const routes = (postId: number, commentId: number): [string, string, object?][] => [
      ['GET', '/api/postgroups'],
      ['GET', '/api/postgroups/fachgruppen'],
      ['GET', '/api/post-channels'],
      ['GET', '/api/post-channels/mikrobiom'],
      ['GET', '/api/posts'],
      ['POST', '/api/posts', {}],
      ['GET', `/api/posts/${postId}`],
      ['PUT', `/api/posts/${postId}`, { body: 'x' }],
      ['DELETE', `/api/posts/${postId + 100000}`],
      ['POST', `/api/posts/${postId}/spam`, { reason: '' }],
      ['POST', `/api/posts/${postId}/spam/check`, { hide: false }],
      ['POST', '/api/comments', {}],
      ['PUT', `/api/comments/${commentId}`, { body: 'x' }],
      ['DELETE', `/api/comments/${commentId + 100000}`],
      ['PUT', '/api/users/forum-rules-accepted'],
      ['POST', '/api/translate', { text: 'Hallo', target: 'en' }],
    ];

    it('answers 401 to guests on every forum route', async () => {
      const visitor = await guest(t.app);
      for (const [method, url, payload] of routes(1, 1)) {
        const response = await visitor.request({ method, url, ...(payload ? { payload } : {}) });
        expect(response.statusCode, `${method} ${url}`).toBe(401);
      }
    });

    it('lets doctors, lab and admin in, refuses staff actions to doctors, and everything to a role without access forum', async () => {
      const post = await write(weber, { title: 'Rollenprüfung' });
      const comment = (await weber.post('/api/comments', { post_id: post.id, body: 'eigene' })).json().data;
      const expected: Record<string, Record<string, number>> = {
        'dr.weber': { [`PUT /api/posts/${post.id}`]: 200, [`POST /api/posts/${post.id}/spam/check`]: 403 },
        labor: { [`PUT /api/posts/${post.id}`]: 403, [`POST /api/posts/${post.id}/spam/check`]: 200 },
        admin: { [`PUT /api/posts/${post.id}`]: 403, [`POST /api/posts/${post.id}/spam/check`]: 200 },
      };
      for (const [name, agent] of [
        ['dr.weber', weber],
        ['labor', labor],
        ['admin', admin],
      ] as const) {
        for (const [method, url, payload] of routes(post.id, comment.id)) {
          const response = await agent.request({ method, url, ...(payload ? { payload } : {}) });
          const key = `${method} ${url}`;
          const want = expected[name]?.[key];
          if (want !== undefined) expect(response.statusCode, `${name} ${key}`).toBe(want);
          else expect([200, 201, 204, 403, 404, 422, 503], `${name} ${key}`).toContain(response.statusCode);
          if (
            !key.includes('spam/check') &&
            !key.startsWith(`PUT /api/posts`) &&
            !key.startsWith('PUT /api/comments')
          )
            expect(response.statusCode, `${name} ${key}`).not.toBe(403);
        }
      }
      // Without 'access forum' (withdrawn from the doctors' role), every forum route is a 403.
      const roles = (await admin.get('/api/roles')).json().data as { id: number; name: string }[];
      const doctorRole = roles.find((role) => role.name === RoleName.doctor);
      const withdrawn = await admin.put(`/api/roles/${doctorRole?.id}`, {
        name: RoleName.doctor,
        permissions: DOCTOR_PERMISSIONS.filter((name) => name !== Permission.accessForum),
      });
      expect(withdrawn.statusCode, withdrawn.body).toBe(200);
      try {
        for (const [method, url, payload] of routes(post.id, comment.id)) {
          const response = await klein.request({ method, url, ...(payload ? { payload } : {}) });
          expect(response.statusCode, `${method} ${url}`).toBe(403);
        }
      } finally {
        await admin.put(`/api/roles/${doctorRole?.id}`, {
          name: RoleName.doctor,
          permissions: [...DOCTOR_PERMISSIONS],
        });
      }
    });
  });
});
