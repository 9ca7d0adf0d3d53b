/**
 * The owner's passkeys: list, rename, remove (issue 29). Devices read them from the mirror; the
 * list endpoint serves a screen that has no mirror yet (the first-run wizard). Removing the last
 * passkey of a user whose second factor is the passkey deactivates the second factor: it must be
 * set up again at the next login (spec §4), as when it is switched off in the settings.
 */
import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { passkeyRecordSchema, renamePasskeySchema } from '../../../src/contract/passkeys';
import type { AppContext } from '../../platform/appContext';
import { access, signedIn } from '../../platform/auth/routeAccess';
import { passkeys, users } from '../../platform/db/schema';
import { notFound } from '../../platform/http/httpErrors';
import { emitAccountChange } from '../../platform/sync/accountChanges';
import { writeWithChanges } from '../../platform/sync/writeWithChanges';
import { emitPasskeyChange, emitPasskeyRemoval, toPasskeyRecord } from './passkeyRecords';

const passkeyParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

export const passkeyManagementRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (
  app,
  { context },
) => {
  const { db } = context;

  app.get(
    '/api/user/passkeys',
    { config: access('onboarding'), schema: { response: { 200: z.array(passkeyRecordSchema) } } },
    async (request) => {
      const { user } = signedIn(request);
      const rows = await db.select().from(passkeys).where(eq(passkeys.userId, user.id)).orderBy(passkeys.id);
      return rows.map(toPasskeyRecord);
    },
  );

  app.put(
    '/api/user/passkeys/:id',
    {
      config: access('full'),
      schema: { params: passkeyParams, body: renamePasskeySchema, response: { 200: passkeyRecordSchema } },
    },
    async (request) => {
      const { user } = signedIn(request);
      const { result: row } = await writeWithChanges(db, async (tx, emit) => {
        const [renamed] = await tx
          .update(passkeys)
          .set({ name: request.body.name })
          .where(and(eq(passkeys.id, request.params.id), eq(passkeys.userId, user.id)))
          .returning();
        if (!renamed) throw notFound();
        emitPasskeyChange(emit, user, renamed.id);
        return renamed;
      });
      return toPasskeyRecord(row);
    },
  );

  app.delete(
    '/api/user/passkeys/:id',
    { config: access('full'), schema: { params: passkeyParams } },
    async (request, reply) => {
      const { user } = signedIn(request);
      await writeWithChanges(db, async (tx, emit) => {
        const [removed] = await tx
          .delete(passkeys)
          .where(and(eq(passkeys.id, request.params.id), eq(passkeys.userId, user.id)))
          .returning({ id: passkeys.id });
        if (!removed) throw notFound();
        emitPasskeyRemoval(emit, user, removed.id);
        if (user.twoFactorType !== 'passkey') return;
        const left = await tx.select({ id: passkeys.id }).from(passkeys).where(eq(passkeys.userId, user.id));
        if (left.length > 0) return;
        await tx
          .update(users)
          .set({ twoFactorType: null, twoFactorRecoveryCodes: null, twoFactorConfirmedAt: null })
          .where(eq(users.id, user.id));
        emitAccountChange(emit, user);
      });
      return reply.code(204).send();
    },
  );
};
