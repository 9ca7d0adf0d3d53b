/**
 * The forum, spec §7 'Roles, permissions, forum':
 *
 *   GET    /api/postgroups, /api/postgroups/{id}       groups ({id}: id or slug)
 *   GET    /api/post-channels, /api/post-channels/{id} channels (?postgroup_id= or ?postgroup_slug=; {id}: id or slug)
 *   GET    /api/posts?post_channel_id=&postgroup_id=&page=   posts newest first (older ones beyond the mirror)
 *   POST   /api/posts                                  write a post (201; the client may send `uuid`)
 *   GET    /api/posts/{id}                             one post with its replies; counts the caller as a reader
 *   PUT    /api/posts/{id}                             edit (author), move or hide (moderators)
 *   DELETE /api/posts/{id}                             delete (author or moderators; 204)
 *   POST   /api/posts/{id}/spam                        report as spam with a reason (204)
 *   POST   /api/posts/{id}/spam/check                  moderators: reports checked, post hidden or not
 *   POST   /api/comments; PUT, DELETE /api/comments/{id}   replies
 *   PUT    /api/users/forum-rules-accepted             the caller confirms the forum rules (once)
 *
 * All behind the gate 'access forum'; staff actions are checked by src/contract/forumRules.ts
 * ('moderate forum'). A post out of reach is a 404. Every write goes through writeWithChanges with
 * the request, so the outbox's Idempotency-Key applies and the creating routes store their answer
 * in their transaction. `POST /api/translate` is translateRoutes.ts.
 */
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createForumCommentSchema,
  createForumPostSchema,
  forumCommentRecordSchema,
  forumPostListQuerySchema,
  forumPostListResponseSchema,
  forumPostRecordSchema,
  postChannelQuerySchema,
  postChannelRecordSchema,
  postGroupRecordSchema,
  spamCheckSchema,
  spamReportSchema,
  updateForumCommentSchema,
  updateForumPostSchema,
} from '../../../src/contract/forum';
import { MAX_ENTITY_ID } from '../../../src/contract/constants';
import { Permission } from '../../../src/contract/permissions';
import { SyncEntity } from '../../../src/contract/sync';
import type { AppContext } from '../../platform/appContext';
import { access } from '../../platform/auth/routeAccess';
import { postChannels, postGroups, posts, users } from '../../platform/db/schema';
import { notFound } from '../../platform/http/httpErrors';
import { listLocation, pageOffset, paginate } from '../../platform/http/paginator';
import { userScope } from '../../platform/sync/scopes';
import { writeWithChanges } from '../../platform/sync/writeWithChanges';
import { visiblePosts } from './forumAccess';
import { forumCallerOf } from './forumCaller';
import { readChannels, readGroups } from './forumCatalog';
import { addComment, deleteComment, editComment } from './forumComments';
import {
  checkSpam,
  createPost,
  deletePost,
  findPost,
  postRecord,
  recordView,
  reportSpam,
  updatePost,
} from './forumPosts';
import { countPosts, readPostRecords } from './forumRecords';
import { writeCreated } from '../../platform/idempotency/writeCreated';

const ACCESS = access('full', { gate: Permission.accessForum });
const NUMERIC = /^\d{1,10}$/;
/** An id, or a slug or uuid: numbers above int4 name nothing (404), never reach SQL. */
const keyParams = z.object({ id: z.string().min(1).max(200) });
const keyOf = (raw: string): number | string => (NUMERIC.test(raw) ? Number(raw) : raw);
const idOrSlug = (
  column: { id: typeof postGroups.id; slug: typeof postGroups.slug } | typeof postChannels,
  raw: string,
): SQL => {
  const key = keyOf(raw);
  return typeof key === 'number' ? eq(column.id, key) : eq(column.slug, key);
};
const checkId = (raw: string) => {
  const key = keyOf(raw);
  if (typeof key === 'number' && key > MAX_ENTITY_ID) throw notFound();
  return key;
};
const postKeyOf = (raw: string) => {
  const key = checkId(raw);
  if (typeof key === 'string' && !z.uuid().safeParse(key).success) throw notFound();
  return key;
};

export const forumRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (app, { context }) => {
  const { db } = context;

  app.get(
    '/api/postgroups',
    { config: ACCESS, schema: { response: { 200: z.object({ data: z.array(postGroupRecordSchema) }) } } },
    async () => ({ data: await readGroups(db) }),
  );

  app.get(
    '/api/postgroups/:id',
    {
      config: ACCESS,
      schema: { params: keyParams, response: { 200: z.object({ data: postGroupRecordSchema }) } },
    },
    async (request) => {
      checkId(request.params.id);
      const [group] = await readGroups(db, idOrSlug(postGroups, request.params.id), 1);
      if (!group) throw notFound();
      return { data: group };
    },
  );

  app.get(
    '/api/post-channels',
    {
      config: ACCESS,
      schema: {
        querystring: postChannelQuerySchema,
        response: { 200: z.object({ data: z.array(postChannelRecordSchema) }) },
      },
    },
    async (request) => {
      const { postgroup_id: groupId, postgroup_slug: groupSlug } = request.query;
      const condition = and(
        groupId !== undefined ? eq(postChannels.postgroupId, groupId) : undefined,
        groupSlug !== undefined ? eq(postGroups.slug, groupSlug) : undefined,
      );
      return { data: await readChannels(db, condition) };
    },
  );

  app.get(
    '/api/post-channels/:id',
    {
      config: ACCESS,
      schema: { params: keyParams, response: { 200: z.object({ data: postChannelRecordSchema }) } },
    },
    async (request) => {
      checkId(request.params.id);
      const [channel] = await readChannels(db, idOrSlug(postChannels, request.params.id), 1);
      if (!channel) throw notFound();
      return { data: channel };
    },
  );

  app.get(
    '/api/posts',
    {
      config: ACCESS,
      schema: { querystring: forumPostListQuerySchema, response: { 200: forumPostListResponseSchema } },
    },
    async (request) => {
      const caller = forumCallerOf(request);
      const { post_channel_id: channelId, postgroup_id: groupId, perPage } = request.query;
      const condition = and(
        visiblePosts(caller),
        channelId !== undefined ? eq(posts.channelId, channelId) : undefined,
        groupId !== undefined
          ? inArray(
              posts.channelId,
              db
                .select({ id: postChannels.id })
                .from(postChannels)
                .where(eq(postChannels.postgroupId, groupId)),
            )
          : undefined,
      );
      const [data, total] = await Promise.all([
        readPostRecords(db, caller, condition, { limit: perPage, offset: pageOffset(request.query) }),
        countPosts(db, condition),
      ]);
      return paginate(listLocation(request, context.config.appUrl), request.query, total, data);
    },
  );

  app.post(
    '/api/posts',
    {
      config: ACCESS,
      schema: { body: createForumPostSchema, response: { 201: z.object({ data: forumPostRecordSchema }) } },
    },
    async (request, reply) => {
      const caller = forumCallerOf(request);
      const result = await writeCreated(db, request, async (tx, emit) => ({
        data: await createPost(tx, emit, caller, request.body, context.now()),
      }));
      return reply.code(201).send(result);
    },
  );

  app.get(
    '/api/posts/:id',
    {
      config: ACCESS,
      schema: { params: keyParams, response: { 200: z.object({ data: forumPostRecordSchema }) } },
    },
    async (request) => {
      const caller = forumCallerOf(request);
      const key = postKeyOf(request.params.id);
      const { result } = await writeWithChanges(db, async (tx, emit) => {
        const post = await findPost(tx, caller, key);
        await recordView(tx, emit, caller, post, context.now());
        return { data: await postRecord(tx, caller, post.id) };
      });
      return result;
    },
  );

  app.put(
    '/api/posts/:id',
    {
      config: ACCESS,
      schema: {
        params: keyParams,
        body: updateForumPostSchema,
        response: { 200: z.object({ data: forumPostRecordSchema }) },
      },
    },
    async (request) => {
      const caller = forumCallerOf(request);
      const key = postKeyOf(request.params.id);
      const { result } = await writeWithChanges(
        db,
        async (tx, emit) => {
          const body = { data: await updatePost(tx, emit, caller, key, request.body, context.now()) };
          await request.idempotency?.record(tx, 200, body);
          return body;
        },
        { request },
      );
      return result;
    },
  );

  app.delete('/api/posts/:id', { config: ACCESS, schema: { params: keyParams } }, async (request, reply) => {
    const caller = forumCallerOf(request);
    const key = postKeyOf(request.params.id);
    await writeWithChanges(db, (tx, emit) => deletePost(tx, emit, caller, key), { request });
    return reply.code(204).send();
  });

  app.post(
    '/api/posts/:id/spam',
    { config: ACCESS, schema: { params: keyParams, body: spamReportSchema } },
    async (request, reply) => {
      const caller = forumCallerOf(request);
      const key = postKeyOf(request.params.id);
      await writeWithChanges(
        db,
        (tx, emit) => reportSpam(tx, emit, caller, key, request.body.reason, context.now()),
        {
          request,
        },
      );
      return reply.code(204).send();
    },
  );

  app.post(
    '/api/posts/:id/spam/check',
    {
      config: ACCESS,
      schema: {
        params: keyParams,
        body: spamCheckSchema,
        response: { 200: z.object({ data: forumPostRecordSchema }) },
      },
    },
    async (request) => {
      const caller = forumCallerOf(request);
      const key = postKeyOf(request.params.id);
      const { result } = await writeWithChanges(
        db,
        async (tx, emit) => ({
          data: await checkSpam(tx, emit, caller, key, request.body.hide, context.now()),
        }),
        { request },
      );
      return result;
    },
  );

  app.post(
    '/api/comments',
    {
      config: ACCESS,
      schema: {
        body: createForumCommentSchema,
        response: { 201: z.object({ data: forumCommentRecordSchema }) },
      },
    },
    async (request, reply) => {
      const caller = forumCallerOf(request);
      const result = await writeCreated(db, request, async (tx, emit) => ({
        data: await addComment(tx, emit, caller, request.body, context.now()),
      }));
      return reply.code(201).send(result);
    },
  );

  app.put(
    '/api/comments/:id',
    {
      config: ACCESS,
      schema: {
        params: keyParams,
        body: updateForumCommentSchema,
        response: { 200: z.object({ data: forumCommentRecordSchema }) },
      },
    },
    async (request) => {
      const caller = forumCallerOf(request);
      const key = postKeyOf(request.params.id);
      const { result } = await writeWithChanges(
        db,
        async (tx, emit) => ({
          data: await editComment(tx, emit, caller, key, request.body.body, context.now()),
        }),
        { request },
      );
      return result;
    },
  );

  app.delete(
    '/api/comments/:id',
    { config: ACCESS, schema: { params: keyParams } },
    async (request, reply) => {
      const caller = forumCallerOf(request);
      const key = postKeyOf(request.params.id);
      await writeWithChanges(db, (tx, emit) => deleteComment(tx, emit, caller, key), { request });
      return reply.code(204).send();
    },
  );

  app.put(
    '/api/users/forum-rules-accepted',
    { config: ACCESS, schema: { response: { 200: z.object({ forum_rules_confirmed_at: z.string() }) } } },
    async (request) => {
      const caller = forumCallerOf(request);
      const { result } = await writeWithChanges(
        db,
        async (tx, emit) => {
          const [row] = await tx
            .update(users)
            // Confirmed once: a second confirmation keeps the first time.
            .set({
              forumRulesConfirmedAt: sql`coalesce(${users.forumRulesConfirmedAt}, ${context.now().toISOString()}::timestamptz)`,
            })
            .where(eq(users.id, caller.id))
            .returning({ at: users.forumRulesConfirmedAt });
          emit(SyncEntity.user, caller.id, [userScope(caller.uuid)]);
          return row?.at ?? context.now();
        },
        { request },
      );
      return { forum_rules_confirmed_at: result.toISOString() };
    },
  );
};
