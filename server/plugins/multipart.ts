/**
 * Multipart bodies (report upload) with the limits of the contract. A file past the size limit is
 * cut off and marked `truncated` rather than failing the whole request, so the answer can name
 * that file among the others (server/reports/reportUpload.ts).
 */
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { REPORT_MAX_BYTES, REPORT_MAX_FILES_PER_UPLOAD } from '../../src/contract/constants';

export async function registerMultipart(app: FastifyInstance): Promise<void> {
  await app.register(multipart, {
    limits: {
      fileSize: REPORT_MAX_BYTES,
      files: REPORT_MAX_FILES_PER_UPLOAD,
      fields: 10,
      fieldSize: 1024,
      parts: REPORT_MAX_FILES_PER_UPLOAD + 10,
    },
    throwFileSizeLimit: false,
  });
}
