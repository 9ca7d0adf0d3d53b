/**
 * A large POST over a real socket, made on the fly (app.inject reads a stream payload whole before
 * the server sees it, so it cannot show where a server stops reading): `prefix`, then filler bytes
 * up to `size`, with or without a Content-Length. Sending stops once the answer is in, and `sent`
 * says how far the client got: a server that refuses early leaves most of the body unsent.
 */
import { request as httpRequest } from 'node:http';

export interface StreamedAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  json: unknown;
  /** Bytes of the body the client got to send before the answer came. */
  sent: number;
}

/** What the sockets' buffers may hold beyond what the server read (loopback buffers are large). */
export const IN_FLIGHT_BYTES = 16 * 1024 * 1024;

const CHUNK = 256 * 1024;

export function postStreamed(
  url: string,
  headers: Record<string, string>,
  { size, withLength, prefix = Buffer.alloc(0) }: { size: number; withLength: boolean; prefix?: Buffer },
): Promise<StreamedAnswer> {
  return new Promise((resolve, reject) => {
    let sent = 0;
    let answered = false;
    const filler = Buffer.alloc(CHUNK, 0x41);
    const request = httpRequest(url, {
      method: 'POST',
      headers: { ...headers, ...(withLength ? { 'content-length': String(size) } : {}) },
    });
    request.on('response', (response) => {
      answered = true;
      const parts: Buffer[] = [];
      response.on('data', (part: Buffer) => parts.push(part));
      response.on('end', () => {
        request.destroy();
        const text = Buffer.concat(parts).toString('utf8');
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          json: JSON.parse(text),
          sent,
        });
      });
    });
    request.on('error', (error) => {
      if (!answered) reject(error);
    });
    const pump = () => {
      while (!answered && sent < size) {
        const next =
          sent < prefix.length
            ? prefix.subarray(sent, sent + CHUNK)
            : filler.subarray(0, Math.min(CHUNK, size - sent));
        sent += next.length;
        if (!request.write(next)) return void request.once('drain', pump);
      }
      if (!answered) request.end();
    };
    pump();
  });
}
