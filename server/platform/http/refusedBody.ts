/**
 * What happens to the rest of a body refused before it was read to its end (issue 26: a body past
 * its limit is answered at once, not read whole first). Closing the connection with the answer
 * makes the kernel reset it while the client is still sending, and a reset can destroy the answer
 * before the client reads it. So the answer goes out, the connection stays open a moment and the
 * rest is read and dropped: up to LINGER_BYTES or LINGER_MS, after which the connection is cut.
 * Nothing of the rest is kept.
 */
import type { FastifyRequest } from 'fastify';

const LINGER_BYTES = 8 * 1024 * 1024;
const LINGER_MS = 2000;

/** After the answer to a body refused part way: reads and drops its rest for a moment, then cuts. */
export function dropRestOfBody(request: FastifyRequest): void {
  const raw = request.raw;
  if (raw.readableEnded) return;
  const cut = () => raw.socket?.destroy();
  const timer = setTimeout(cut, LINGER_MS);
  timer.unref();
  let dropped = 0;
  raw.unpipe();
  raw.on('data', (chunk: Buffer) => {
    dropped += chunk.length;
    if (dropped > LINGER_BYTES) cut();
  });
  raw.once('end', () => clearTimeout(timer));
  raw.resume();
}
