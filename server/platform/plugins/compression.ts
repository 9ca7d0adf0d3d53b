/**
 * Compresses text answers (JSON, HTML, scripts) on the fly for clients that accept it, brotli first.
 * The built app's own files are precompressed at build time (vite.config.ts) and sent as they are by
 * plugins/staticApp.ts; an answer that already has a Content-Encoding is left alone. Report PDFs are
 * not in the list of types: they are compressed already and would only cost CPU. Request bodies are
 * never decompressed (no Content-Encoding on uploads: a small gzip body must not become a huge one
 * behind the body limit). The websocket upgrade does not pass through Fastify's reply at all.
 */
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Below this size the headers and the CPU cost more than the bytes saved. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

export const COMPRESSIBLE_TYPES =
  /^text\/(?!event-stream)|[+/]json(?:;|$)|^application\/(?:javascript|xml)(?:;|$)|^image\/svg\+xml(?:;|$)/;

export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    global: true,
    globalDecompression: false,
    encodings: ['br', 'gzip'],
    threshold: COMPRESS_THRESHOLD_BYTES,
    customTypes: COMPRESSIBLE_TYPES,
  });
}
