/**
 * One HTTP/1.1 exchange over a real socket, byte for byte as written: for what `app.inject` cannot
 * show, because Node's own parser answers it before Fastify (a request line or headers over
 * Node's limit, bytes it cannot parse, a missing Host) or because the port the request came in on
 * matters (the Host check's loopback names).
 */
import { connect } from 'node:net';

export interface RawAnswer {
  status: number;
  /** The header block as received (status line included). */
  head: string;
  contentType: string | undefined;
  body: string;
}

/** Sends `request` to 127.0.0.1:`port` and reads until the server closes the connection. */
export function rawHttp(port: number, request: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(request));
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const received = Buffer.concat(chunks);
      const end = received.indexOf('\r\n\r\n');
      const head = received.subarray(0, end === -1 ? received.length : end).toString('latin1');
      resolve({
        status: Number(/^HTTP\/1\.[01] (\d{3})/.exec(head)?.[1] ?? 0),
        head,
        contentType: /\r\ncontent-type:[ \t]*([^\r\n]*)/i.exec(head)?.[1],
        body: end === -1 ? '' : received.subarray(end + 4).toString('utf8'),
      });
    });
  });
}

/** A request line and headers that close the connection after the answer. */
export const rawRequest = (method: string, target: string, headers: Record<string, string> = {}): string =>
  [
    `${method} ${target} HTTP/1.1`,
    ...Object.entries({ connection: 'close', ...headers }).map(([name, value]) => `${name}: ${value}`),
    '',
    '',
  ].join('\r\n');
