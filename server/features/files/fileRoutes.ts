/**
 * Attachments, spec §7 'Workshops, messages, files':
 *
 *   GET /api/files/{id}                          `{url}`: a signed URL valid FILE_URL_TTL_SECONDS
 *   GET /api/files/{id}/download?expires=&signature=   the decrypted bytes
 *
 * Both want a full sign-in and a file the caller may see: one attached to a message visible to
 * them (backendMessageAccess.ts) or to a workshop, for those who see workshops; anything else is a 404, as if it did not exist. The download
 * also wants a valid, unexpired signature for that file (403 otherwise), and checks the
 * visibility again, so a URL handed out before the message was hidden or deleted opens nothing.
 * The bytes go out with the uploaded name (a safe Content-Disposition), the type found on upload,
 * `nosniff` (helmet) and `Cache-Control: no-store`. A file whose bytes are missing on disk is a
 * 404 as well.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { fileUrlResponseSchema } from '../../../src/contract/backendMessages';
import { entityIdSchema } from '../../../src/contract/idOrUuid';
import type { AppContext } from '../../platform/appContext';
import { access, signedIn } from '../../platform/auth/routeAccess';
import { BlobNotFoundError } from '../../platform/files/blobStorage';
import { visibleMessages } from '../backendMessages';
import { mayListWorkshops } from '../../../src/contract/workshopRules';
import {
  backendMessageFiles,
  backendMessages,
  files,
  workshopFiles,
  type FileRow,
} from '../../platform/db/schema';
import { forbidden, notFound } from '../../platform/http/httpErrors';
import { contentDisposition } from '../../platform/files/contentDisposition';
import { createFileUrlSigner } from '../../platform/files/fileUrlSignature';

const idParams = z.object({ id: z.coerce.number().pipe(entityIdSchema) });
/** Missing or malformed, a signature is simply not valid: 403, like a wrong one. */
const signedQuery = z.object({
  expires: z.string().max(20).optional(),
  signature: z.string().max(100).optional(),
});

export const fileRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (app, { context }) => {
  const { db, attachments } = context;
  const signer = createFileUrlSigner(context.config.appKey);

  /** The file when it is attached to a message the caller may see; 404 otherwise. */
  async function visibleFile(request: FastifyRequest, fileId: number): Promise<FileRow> {
    const { user } = signedIn(request);
    const visible = db
      .select({ id: backendMessages.id })
      .from(backendMessages)
      .where(visibleMessages(db, { id: user.id, permissions: user.permissions }, context.now()));
    const [row] = await db
      .select({ file: files })
      .from(files)
      .innerJoin(backendMessageFiles, eq(backendMessageFiles.fileId, files.id))
      .where(and(eq(files.id, fileId), inArray(backendMessageFiles.messageId, visible)))
      .limit(1);
    if (row) return row.file;
    // A workshop's attachment (issue 15): for everyone who sees workshops.
    if (!mayListWorkshops(user.permissions)) throw notFound();
    const [attached] = await db
      .select({ file: files })
      .from(files)
      .innerJoin(workshopFiles, eq(workshopFiles.fileId, files.id))
      .where(eq(files.id, fileId))
      .limit(1);
    if (!attached) throw notFound();
    return attached.file;
  }

  app.get(
    '/api/files/:id',
    { config: access('full'), schema: { params: idParams, response: { 200: fileUrlResponseSchema } } },
    async (request) => {
      const file = await visibleFile(request, request.params.id);
      const { expires, signature } = signer.sign(file.id, context.now());
      const query = new URLSearchParams({ expires: String(expires), signature });
      return { url: `/api/files/${file.id}/download?${query.toString()}` };
    },
  );

  app.get(
    '/api/files/:id/download',
    { config: access('full'), schema: { params: idParams, querystring: signedQuery } },
    async (request, reply) => {
      const { expires, signature } = request.query;
      const valid =
        expires !== undefined &&
        /^\d{1,15}$/.test(expires) &&
        signature !== undefined &&
        signer.verify(request.params.id, { expires: Number(expires), signature }, context.now());
      if (!valid) throw forbidden();
      const file = await visibleFile(request, request.params.id);
      const bytes = await attachments.get(file.name).catch((error: unknown) => {
        // Lost in storage (a restore without the files directory or bucket): gone for the caller too.
        if (error instanceof BlobNotFoundError) throw notFound();
        throw error;
      });
      return reply
        .header('Content-Type', file.mimeType)
        .header('Content-Disposition', contentDisposition(file.originalName))
        .header('Cache-Control', 'no-store')
        .send(bytes);
    },
  );
};
