/**
 * A large POST over a raw socket, made on the fly (app.inject reads a stream payload whole before
 * the server sees it, so it cannot show where a server stops reading): `prefix`, then filler bytes
 * up to `size`, with a Content-Length or chunked. Sending stops once the answer is in, and `sent`
 * says how far the client got: a server that refuses early leaves most of the body unsent. A raw
 * socket because a server that answers early and closes makes Node's HTTP client fail the write
 * (EPIPE) before it reads the answer that is already there.
 */
import { connect } from 'node:net';

export interface StreamedAnswer {
  status: number;
  headers: Record<string, string>;
  json: unknown;
  /** Bytes of the body the client got to send before the answer came. */
  sent: number;
}

/** What the sockets' buffers may hold beyond what the server read (loopback buffers are large). */
export const IN_FLIGHT_BYTES = 16 * 1024 * 1024;

const CHUNK = 256 * 1024;

function parseAnswer(raw: Buffer, sent: number): StreamedAnswer | null {
  const end = raw.indexOf('\r\n\r\n');
  if (end < 0) return null;
  const [statusLine = '', ...lines] = raw.subarray(0, end).toString('latin1').split('\r\n');
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(':');
    headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  const body = raw.subarray(end + 4);
  if (body.length < Number(headers['content-length'] ?? 0)) return null;
  const text = body.subarray(0, Number(headers['content-length'] ?? body.length)).toString('utf8');
  return { status: Number(statusLine.split(' ')[1]), headers, json: JSON.parse(text), sent };
}

export function postStreamed(
  url: string,
  headers: Record<string, string>,
  { size, withLength, prefix = Buffer.alloc(0) }: { size: number; withLength: boolean; prefix?: Buffer },
): Promise<StreamedAnswer> {
  const { hostname, port, pathname } = new URL(url);
  return new Promise((resolve, reject) => {
    let sent = 0;
    let answer: StreamedAnswer | null = null;
    const received: Buffer[] = [];
    const socket = connect(Number(port), hostname);
    const head = [
      `POST ${pathname} HTTP/1.1`,
      `Host: ${hostname}:${port}`,
      ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
      withLength ? `Content-Length: ${size}` : 'Transfer-Encoding: chunked',
    ];
    socket.write(`${head.join('\r\n')}\r\n\r\n`);
    socket.on('data', (data: Buffer) => {
      received.push(data);
      answer ??= parseAnswer(Buffer.concat(received), sent);
      if (answer) {
        socket.destroy();
        resolve(answer);
      }
    });
    // A refusal closes the connection: writes after it fail, the answer read before it counts.
    socket.on('error', () => undefined);
    socket.on('close', () => {
      if (!answer) reject(new Error(`no answer after ${sent} bytes`));
    });
    const filler = Buffer.alloc(CHUNK, 0x41);
    const pump = () => {
      while (!answer && !socket.destroyed && sent < size) {
        const next =
          sent < prefix.length
            ? prefix.subarray(sent, sent + CHUNK)
            : filler.subarray(0, Math.min(CHUNK, size - sent));
        sent += next.length;
        const framed = withLength
          ? next
          : Buffer.concat([Buffer.from(`${next.length.toString(16)}\r\n`), next, Buffer.from('\r\n')]);
        if (!socket.write(framed)) return void socket.once('drain', pump);
      }
      if (!answer && !socket.destroyed && !withLength) socket.write('0\r\n\r\n');
    };
    pump();
  });
}
