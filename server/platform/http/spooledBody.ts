/**
 * Bodies too large for memory (issue 26: a 30 MB LDT file ended in "JavaScript heap out of
 * memory"): the report import's LDT files and FHIR Bundles of up to 100 MB go to a temporary,
 * encrypted file (files/spoolFile.ts) as they arrive, and the route reads them back as a stream.
 *
 * The limit holds while reading: a Content-Length above it is refused before a byte is read, and a
 * body sent without one (chunked) is refused the moment it passes the limit; the rest is not
 * kept (http/refusedBody.ts). `request.body` is a SpooledBody: its size and
 * sha256 are what the Idempotency-Key hash (idempotency/requestHash.ts) and the input checks
 * (http/inputChecks.ts) see, so neither walks the bytes. The file goes when the answer is sent or
 * the client gives up.
 */
import { createHash } from 'node:crypto';
import { Transform, type Readable } from 'node:stream';
import type { FastifyInstance, FastifyRequest, RawRequestDefaultExpression } from 'fastify';
import { SpoolFile } from '../files/spoolFile';
import { dropRestOfBody } from './refusedBody';

export class SpooledBody {
  readonly #file: SpoolFile;

  constructor(
    file: SpoolFile,
    /** The body's length in bytes. */
    readonly size: number,
    /** sha256 of the body, hex: what identifies it behind an Idempotency-Key. */
    readonly sha256: string,
  ) {
    this.#file = file;
  }

  /** The body's bytes, chunk by chunk. */
  stream(): Readable {
    return this.#file.stream();
  }

  remove(): Promise<void> {
    return this.#file.remove();
  }
}

export interface SpooledBodyOptions {
  contentTypes: string[];
  /** The largest body accepted, in bytes. */
  limit: number;
  /** The refusal of a larger body, in the shape of the routes' answers (a FHIR route's own). */
  tooLarge: () => Error;
}

const refusedBodies = new WeakSet<FastifyRequest>();

async function spool(
  request: FastifyRequest,
  payload: Readable,
  { limit, tooLarge }: SpooledBodyOptions,
): Promise<SpooledBody> {
  const refuse = () => {
    refusedBodies.add(request);
    payload.pause();
    return tooLarge();
  };
  const declared = Number(request.headers['content-length'] ?? Number.NaN);
  if (declared > limit) throw refuse();

  const hash = createHash('sha256');
  let received = 0;
  const limiter = new Transform({
    transform(chunk: Buffer, _encoding, next) {
      received += chunk.length;
      if (received > limit) return next(refuse());
      hash.update(chunk);
      next(null, chunk);
    },
  });
  // The request itself is never destroyed (that would take the 413 with it): it is unpiped and
  // paused, and its rest dropped after the answer (refusedBody.ts).
  limiter.on('error', () => payload.unpipe(limiter));
  payload.on('error', (error) => limiter.destroy(error));
  payload.pipe(limiter);

  const file = new SpoolFile();
  try {
    await file.fill(limiter);
  } catch (error) {
    await file.remove();
    throw error;
  }
  return new SpooledBody(file, received, hash.digest('hex'));
}

async function removeSpooledBody(request: FastifyRequest): Promise<void> {
  if (request.body instanceof SpooledBody) await request.body.remove();
}

/** Takes the plugin's bodies of `contentTypes` into temporary files, up to `limit` bytes. */
export function acceptSpooledBodies(app: FastifyInstance, options: SpooledBodyOptions): void {
  app.addContentTypeParser(
    options.contentTypes,
    (request: FastifyRequest, payload: RawRequestDefaultExpression) => spool(request, payload, options),
  );
  app.addHook('onResponse', async (request) => {
    if (refusedBodies.has(request)) dropRestOfBody(request);
    await removeSpooledBody(request);
  });
  app.addHook('onRequestAbort', removeSpooledBody);
}
