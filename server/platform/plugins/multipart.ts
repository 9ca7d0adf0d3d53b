/**
 * Multipart bodies (report upload) with the limits of the contract, read completely before the
 * route's other preValidation hooks run, for two reasons:
 * - the Idempotency-Key of an upload must name what was uploaded: `request.body` becomes a JSON
 *   description of the upload (each field, and each file's name, size and sha256), which the
 *   idempotency hook hashes like any JSON body, so a different upload under a used key is a 422
 *   and not the first upload's stored 201;
 * - the central input checks (http/inputChecks.ts) see the file names and fields in that body, so
 *   a NUL in a file name is refused like one in any JSON field.
 * The bytes themselves wait in `request.upload` for the route. Only routes declaring
 * `config.multipart` read a multipart body at all.
 *
 * A file past the size limit is cut off and marked `truncated` rather than failing the whole
 * request, so the answer can name that file among the others (server/features/reports/reportUpload.ts). A
 * broken body (no boundary, cut off, malformed) is a 400, too many parts a 413, and a body that is
 * not multipart on a route that wants one a 415, each with a translated message.
 */
import { createHash } from 'node:crypto';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { REPORT_MAX_BYTES, REPORT_MAX_FILES_PER_UPLOAD } from '../../../src/contract/constants';
import { ValidationMessage } from '../../../src/contract/validationMessages';
import { FieldValidationError, HttpError } from '../http/httpErrors';
import type { MessageKey } from '../i18n/messages';

export interface UploadedFile {
  /** The form field the file came in. */
  field: string;
  filename: string;
  bytes: Buffer;
  /** The file passed the size limit and was cut off by the parser. */
  truncated: boolean;
}

export interface MultipartUpload {
  fields: Record<string, string>;
  files: UploadedFile[];
}

/** What `request.body` holds for a multipart request: the upload without its bytes. */
export interface MultipartBodyDescription {
  fields: Record<string, string>;
  files: { field: string; filename: string; size: number; sha256: string; truncated: boolean }[];
}

export interface MultipartRouteLimits {
  /** The longest form field the route reads, in bytes (default FIELD_MAX_BYTES). */
  fieldMaxBytes: number;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route takes a multipart body (an upload). Only such routes read one: any other answers
     * a multipart body with 415 before a byte is buffered, so no route can be made to hold
     * 50 x 20 MB in memory for a caller it would refuse anyway. A route whose form has a long
     * field (a system message's text) raises that one limit for itself only.
     */
    multipart?: boolean | MultipartRouteLimits;
  }
  interface FastifyRequest {
    /** The parts of a multipart request, read in preValidation; null for any other body. */
    upload: MultipartUpload | null;
  }
}

/** A form field of an upload by default: the report upload's fields are short. */
const FIELD_MAX_BYTES = 1024;
const FIELDS_MAX = 10;

/** @fastify/multipart's and busboy's failures, as the answer the client gets. */
function multipartFailure(error: unknown): HttpError | FieldValidationError {
  const code = (error as { code?: unknown }).code;
  const refuse = (status: number, message: MessageKey) => new HttpError(status, message);
  switch (code) {
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return refuse(415, 'upload.notMultipart');
    case 'FST_FILES_LIMIT':
    case 'FST_PARTS_LIMIT':
      return refuse(413, ValidationMessage.tooManyFiles);
    case 'FST_FIELDS_LIMIT':
      return refuse(413, 'http.payloadTooLarge');
    case 'FST_INVALID_JSON_FIELD_ERROR':
    case 'FST_PROTO_VIOLATION':
      return refuse(400, 'http.badRequest');
    default:
      // busboy's 'Multipart: Boundary not found', 'Unexpected end of form', 'Malformed part
      // header' and a connection closed mid-body: all say the body is broken, not the server.
      return refuse(400, 'upload.malformed');
  }
}

async function readUpload(request: FastifyRequest, fieldMaxBytes: number): Promise<MultipartUpload> {
  const upload: MultipartUpload = { fields: {}, files: [] };
  const tooLarge: Record<string, MessageKey[]> = {};
  try {
    for await (const part of request.parts({ limits: { fieldSize: fieldMaxBytes } })) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        upload.files.push({
          field: part.fieldname,
          filename: part.filename,
          bytes,
          truncated: part.file.truncated,
        });
      } else if (typeof part.value === 'string' && !part.valueTruncated) {
        upload.fields[part.fieldname] = part.value;
      } else {
        tooLarge[part.fieldname] = ['upload.fieldTooLarge'];
      }
    }
  } catch (error) {
    throw multipartFailure(error);
  }
  if (Object.keys(tooLarge).length > 0) throw new FieldValidationError(tooLarge);
  return upload;
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

export function describeUpload(upload: MultipartUpload): MultipartBodyDescription {
  return {
    fields: upload.fields,
    files: upload.files.map((file) => ({
      field: file.field,
      filename: file.filename,
      size: file.bytes.length,
      sha256: sha256(file.bytes),
      truncated: file.truncated,
    })),
  };
}

/** The parts of a route's multipart body; a 415 when the request sent something else. */
export function uploadOf(request: FastifyRequest): MultipartUpload {
  if (!request.upload) throw new HttpError(415, 'upload.notMultipart');
  return request.upload;
}

export async function registerMultipart(app: FastifyInstance): Promise<void> {
  await app.register(multipart, {
    limits: {
      fileSize: REPORT_MAX_BYTES,
      files: REPORT_MAX_FILES_PER_UPLOAD,
      fields: FIELDS_MAX,
      fieldSize: FIELD_MAX_BYTES,
      parts: REPORT_MAX_FILES_PER_UPLOAD + FIELDS_MAX,
    },
    throwFileSizeLimit: false,
  });
  app.decorateRequest('upload', null);
  app.addHook('preValidation', async (request) => {
    if (!request.isMultipart()) return;
    const declared = request.routeOptions.config.multipart;
    if (!declared) throw new HttpError(415, 'http.unsupportedMediaType');
    request.upload = await readUpload(request, declared === true ? FIELD_MAX_BYTES : declared.fieldMaxBytes);
    request.body = describeUpload(request.upload);
  });
}
