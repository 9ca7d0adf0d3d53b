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
 * Each route declares its own limits (issue 26: every route used to allow 50 x 20 MB, and a body
 * was read whole before anything was refused): a Content-Length beyond what the limits allow is a
 * 413 before a byte is read; while the body streams, the first file past the route's size is a 422
 * on `files.<index>` and one file too many a 422 on `files`, each with the route's own message, at
 * that moment, and the rest of the body is not kept (http/refusedBody.ts). A
 * broken body (no boundary, cut off, malformed) is a 400, too many fields a 413, and a body that
 * is not multipart on a route that wants one a 415, each with a translated message.
 */
import { createHash } from 'node:crypto';
import multipart, { type MultipartFile } from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  ATTACHMENT_MAX_BYTES,
  ATTACHMENTS_MAX_PER_MESSAGE,
  REPORT_MAX_BYTES,
  REPORT_MAX_FILES_PER_UPLOAD,
} from '../../../src/contract/constants';
import { ValidationMessage } from '../../../src/contract/validationMessages';
import { FieldValidationError, HttpError } from '../http/httpErrors';
import { dropRestOfBody } from '../http/refusedBody';
import type { MessageKey } from '../i18n/messages';

export interface UploadedFile {
  /** The form field the file came in. */
  field: string;
  filename: string;
  bytes: Buffer;
  /** The file passed the size limit and was cut off (the multipart reader refuses such a file). */
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
  fieldMaxBytes?: number;
  /** The largest file, and the message on `files.<index>` for a larger one. */
  fileMaxBytes: number;
  fileTooLarge: MessageKey;
  /** The most files in one request, and the message on `files` for one more. */
  filesMax: number;
  tooManyFiles: MessageKey;
}

/** The report upload's limits (spec §4): PDFs of up to 20 MB, 50 at a time. */
export const REPORT_UPLOAD_LIMITS: MultipartRouteLimits = {
  fileMaxBytes: REPORT_MAX_BYTES,
  fileTooLarge: ValidationMessage.fileTooLarge,
  filesMax: REPORT_MAX_FILES_PER_UPLOAD,
  tooManyFiles: ValidationMessage.tooManyFiles,
};

/** Attachments of system messages and workshops (spec §7): 5 files of up to 10 MB. */
export const ATTACHMENT_UPLOAD_LIMITS: MultipartRouteLimits = {
  fileMaxBytes: ATTACHMENT_MAX_BYTES,
  fileTooLarge: ValidationMessage.attachmentTooLarge,
  filesMax: ATTACHMENTS_MAX_PER_MESSAGE,
  tooManyFiles: ValidationMessage.tooManyAttachments,
};

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route takes a multipart body (an upload) within these limits. Only such routes read
     * one: any other answers a multipart body with 415 before a byte is buffered. A route whose
     * form has a long field (a system message's text) raises that one limit for itself only.
     */
    multipart?: MultipartRouteLimits;
  }
  interface FastifyRequest {
    /** The parts of a multipart request, read in preValidation; null for any other body. */
    upload: MultipartUpload | null;
  }
}

const refusedPartWay = new WeakSet<FastifyRequest>();

/** A form field of an upload by default: the report upload's fields are short. */
const FIELD_MAX_BYTES = 1024;
const FIELDS_MAX = 10;
/** A part's boundary and headers, generously: what a body may carry beside the files and fields. */
const PART_OVERHEAD_BYTES = 4096;

/** The largest body the limits allow: a Content-Length above it is refused before reading. */
const bodyMaxBytes = (limits: MultipartRouteLimits, fieldMaxBytes: number) =>
  limits.filesMax * (limits.fileMaxBytes + PART_OVERHEAD_BYTES) +
  FIELDS_MAX * (fieldMaxBytes + PART_OVERHEAD_BYTES);

/** @fastify/multipart's and busboy's failures, as the answer the client gets. */
function multipartFailure(error: unknown, limits: MultipartRouteLimits): HttpError | FieldValidationError {
  const code = (error as { code?: unknown }).code;
  const refuse = (status: number, message: MessageKey) => new HttpError(status, message);
  switch (code) {
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return refuse(415, 'upload.notMultipart');
    case 'FST_FILES_LIMIT':
    case 'FST_PARTS_LIMIT':
      return new FieldValidationError({ files: [limits.tooManyFiles] });
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

/**
 * A file part's bytes, or null the moment it passes the size limit: busboy says so by 'limit' and
 * then discards the rest of the part, which for a huge file is the rest of the body, so waiting
 * for the part's end (as toBuffer alone does) would read all of it before answering.
 */
async function readFilePart(part: MultipartFile): Promise<Buffer | null> {
  if (part.file.truncated) return null;
  const limitPassed = new Promise<null>((resolve) => part.file.once('limit', () => resolve(null)));
  // Past the limit toBuffer fails with FST_REQ_FILE_TOO_LARGE (when the part has ended already).
  const bytes = part.toBuffer().catch((error: unknown) => {
    if ((error as { code?: unknown }).code === 'FST_REQ_FILE_TOO_LARGE') return null;
    throw error;
  });
  return Promise.race([bytes, limitPassed]);
}

async function readUpload(request: FastifyRequest, limits: MultipartRouteLimits): Promise<MultipartUpload> {
  const upload: MultipartUpload = { fields: {}, files: [] };
  const tooLarge: Record<string, MessageKey[]> = {};
  const fieldMaxBytes = limits.fieldMaxBytes ?? FIELD_MAX_BYTES;
  if (Number(request.headers['content-length']) > bodyMaxBytes(limits, fieldMaxBytes)) {
    throw new HttpError(413, 'http.payloadTooLarge');
  }
  const parts = request.parts({
    limits: {
      fieldSize: fieldMaxBytes,
      fileSize: limits.fileMaxBytes,
      files: limits.filesMax,
      parts: limits.filesMax + FIELDS_MAX,
    },
  });
  try {
    for await (const part of parts) {
      if (part.type === 'file') {
        const index = upload.files.length;
        const bytes = await readFilePart(part);
        if (!bytes) throw new FieldValidationError({ [`files.${index}`]: [limits.fileTooLarge] });
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
    if (error instanceof FieldValidationError) throw error;
    throw multipartFailure(error, limits);
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
  // The defaults are the smallest route's; each route's own limits apply per request (readUpload).
  await app.register(multipart, {
    limits: {
      fileSize: ATTACHMENT_UPLOAD_LIMITS.fileMaxBytes,
      files: ATTACHMENT_UPLOAD_LIMITS.filesMax,
      fields: FIELDS_MAX,
      fieldSize: FIELD_MAX_BYTES,
      parts: ATTACHMENT_UPLOAD_LIMITS.filesMax + FIELDS_MAX,
    },
    throwFileSizeLimit: true,
  });
  app.decorateRequest('upload', null);
  app.addHook('preValidation', (request, _reply, done) => {
    if (!request.isMultipart()) return done();
    takeUpload(request).then(() => done(), done);
  });
  async function takeUpload(request: FastifyRequest): Promise<void> {
    const declared = request.routeOptions.config.multipart;
    if (!declared) throw new HttpError(415, 'http.unsupportedMediaType');
    try {
      request.upload = await readUpload(request, declared);
    } catch (error) {
      // The rest of the body is not read into anything (http/refusedBody.ts).
      refusedPartWay.add(request);
      throw error;
    }
    request.body = describeUpload(request.upload);
  }
  app.addHook('onResponse', (request, _reply, done) => {
    if (refusedPartWay.has(request)) dropRestOfBody(request);
    done();
  });
}
